import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { formatDate } from '#shared/format/format';
import type { ListingData } from '#shared/payloads/directory-data';
import type { ComparablesData } from '#sections/detail/comparables/comparables-data';
import { pageText } from '../helpers/page-text';

const { t, get } = seededDirectoryApp();

/**
 * A walk (decision 171): the comparables said "in the last 24 months (08 December 2024 to 07
 * December 2026)" while the sales held ran to 16 November, as Land Registry publishes weeks
 * behind; a buyer read it as nothing sold in the last three weeks. The place pages said the span.
 */
describe('comparable sales and the sales held', () => {
  it('say where the sales held end, when before today', async () => {
    const { rows } = await t.db.query<{ latest: string; today: string; id: number }>(
      `SELECT (SELECT max(date_of_transfer)::date::text FROM sold_house_prices) AS latest,
              current_date::text AS today,
              (SELECT l.id FROM auction_properties l
                 JOIN LATERAL (SELECT count(*) AS n FROM sold_house_prices s
                                WHERE s.postcode_district = l.postcode_district
                                  AND s.property_type IN ('D', 'S', 'T')) c ON true
                WHERE l.property_type = 'Terraced house'
                ORDER BY c.n DESC, l.id LIMIT 1) AS id`,
    );
    const { latest, today, id } = rows[0]!;
    // The seed holds sales to some weeks before its day, as Land Registry's file does.
    expect(latest < today).toBe(true);
    const payload = await get(`/listings/${id}/_payload.json`);
    const listing = payload.body.loaderData.listing as ListingData;
    const data = listing.details.find((d) => d.type === 'comparables')?.data as ComparablesData;
    expect(data.to).toBe(today);
    expect(data.heldTo).toBe(latest);
    const text = pageText((await get(`/listings/${id}`)).text);
    expect(text).toContain(
      `to ${formatDate(today, 'long')}; the sales we hold run to ${formatDate(latest, 'long')}), from HM Land Registry`,
    );
  });
});
