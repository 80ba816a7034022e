import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { SoldPricesData } from '#shared/payloads/area-data';

/**
 * A buyer weighing lots in a place reaches what homes there sold for from the results: /listings
 * for a place links to the same place's sold prices (none in Scotland or Northern Ireland, where
 * Land Registry records no sales).
 */

const { t, get } = seededDirectoryApp();

async function townWithLotsIn(country: string): Promise<string> {
  const { rows } = await t.db.query<{ name: string }>(
    `SELECT l.name FROM locations l
      WHERE l.kind = 'town' AND l.slug LIKE $1 || '/%'
        AND EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = l.slug)
        AND NOT EXISTS (SELECT 1 FROM locations o WHERE o.name = l.name AND o.slug <> l.slug)
      ORDER BY (SELECT count(*) FROM auction_properties a WHERE a.location_slug = l.slug) DESC, l.slug
      LIMIT 1`,
    [country],
  );
  return rows[0]!.name;
}

describe('lot results for a place', () => {
  it('link to the sold prices of the same place', async () => {
    const town = await townWithLotsIn('england');
    const res = await get(`/listings?location=${encodeURIComponent(town)}&lot_status=all`);
    const href = new RegExp(
      `href="(/sold-house-prices\\?location=[^"]*)"[^>]*>Sold prices in ${town}<`,
    ).exec(res.text)?.[1];
    expect(href).toBeDefined();
    const [, qs] = href!.replaceAll('&amp;', '&').split('?');
    const sold = await get(`/sold-house-prices/_payload.json?${qs}`);
    const data = sold.body.loaderData['sold-house-prices'] as SoldPricesData;
    expect(data.locationLabel).toBe(town);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sold_house_prices WHERE postcode_district IN (
         SELECT p.slug FROM postcodes p JOIN locations l ON l.slug = p.location_slug
          WHERE p.kind = 'district' AND l.name = $1)`,
      [town],
    );
    expect(data.stats.count).toBe(rows[0]!.n);
  });

  it('searching a type of lot, link to the sales of the same type', async () => {
    const town = await townWithLotsIn('england');
    const res = await get(`/listings?location=${encodeURIComponent(town)}&property_type=flats`);
    const href = new RegExp(
      `href="(/sold-house-prices\\?[^"]*)"[^>]*>Sold prices of flats and maisonettes in ${town}<`,
    ).exec(res.text)?.[1];
    expect(href).toBeDefined();
    const [, qs] = href!.replaceAll('&amp;', '&').split('?');
    const data = (await get(`/sold-house-prices/_payload.json?${qs}`)).body.loaderData[
      'sold-house-prices'
    ] as SoldPricesData;
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sold_house_prices WHERE property_type = 'F' AND postcode_district IN (
         SELECT p.slug FROM postcodes p JOIN locations l ON l.slug = p.location_slug
          WHERE p.kind = 'district' AND l.name = $1)`,
      [town],
    );
    expect(data.stats.count).toBe(rows[0]!.n);
    // The lot search's own word reads the same on the sold-price search.
    const byWord = (
      await get(
        `/sold-house-prices/_payload.json?location=${encodeURIComponent(town)}&property_type=flats`,
      )
    ).body.loaderData['sold-house-prices'] as SoldPricesData;
    expect(byWord.stats.count).toBe(rows[0]!.n);
  });

  it('searching a tenure, link to the sales of the same tenure', async () => {
    const town = await townWithLotsIn('england');
    const res = await get(
      `/listings?location=${encodeURIComponent(town)}&property_type=flats&tenure=Leasehold`,
    );
    const href = new RegExp(
      `href="(/sold-house-prices\\?[^"]*)"[^>]*>Sold prices of leasehold flats and maisonettes in ${town}<`,
    ).exec(res.text)?.[1];
    expect(href).toBeDefined();
    const [, qs] = href!.replaceAll('&amp;', '&').split('?');
    const data = (await get(`/sold-house-prices/_payload.json?${qs}`)).body.loaderData[
      'sold-house-prices'
    ] as SoldPricesData;
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sold_house_prices
        WHERE property_type = 'F' AND duration = 'L' AND postcode_district IN (
         SELECT p.slug FROM postcodes p JOIN locations l ON l.slug = p.location_slug
          WHERE p.kind = 'district' AND l.name = $1)`,
      [town],
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(data.stats.count).toBe(rows[0]!.n);
  });

  it('in Scotland, no link to a sold-price search that cannot find any', async () => {
    const town = await townWithLotsIn('scotland');
    const res = await get(`/listings?location=${encodeURIComponent(town)}&lot_status=all`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(`Sold prices in ${town}`);
  });
});
