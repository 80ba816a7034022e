import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { AuctionsData } from '#shared/payloads/auction-data';

/**
 * The calendar's Region is where an auction's lots are. It matched the regions the auction house
 * says it covers: a house covering all twelve put every sale under "Scotland", a sale of four lots
 * in Huddersfield, Salford, Stafford and York included.
 */

const { t, get } = seededDirectoryApp();

/** Every auction of the calendar (both tabs) for a query, page by page. */
async function calendarIds(qs: string): Promise<number[]> {
  const ids: number[] = [];
  for (const when of ['upcoming', 'past'])
    for (let page = 1, seen = 0; ; page++) {
      const res = await get(`/auctions/_payload.json?when=${when}&page=${page}${qs}`);
      const data = res.body.loaderData.auctions as AuctionsData;
      ids.push(...data.items.map((a) => Number(a.id)));
      seen += data.items.length;
      if (data.items.length === 0 || seen >= data.total) break;
    }
  return ids;
}

describe('the auction calendar by region', () => {
  for (const [region, prefix] of [
    ['Scotland', 'scotland/'],
    ['Northern Ireland', 'northern-ireland/'],
    ['London', 'england/greater-london/'],
  ] as const)
    it(`“${region}” lists the auctions with lots there, and only those`, async () => {
      const every = await calendarIds('');
      const listed = await calendarIds(`&region=${encodeURIComponent(region)}`);
      // Lots there; or, for a sale whose lots have no place yet (none at all in the seed's
      // older sales), the house's word.
      const { rows } = await t.db.query<{ id: string; lots_there: boolean }>(
        `SELECT a.id::text AS id,
                EXISTS (SELECT 1 FROM auction_properties p
                         WHERE p.auction_id = a.id AND p.location_slug LIKE $2) AS lots_there
           FROM auctions a JOIN auction_houses h ON h.id = a.auction_house_id
          WHERE a.id = ANY($1::bigint[])
            AND (EXISTS (SELECT 1 FROM auction_properties p
                          WHERE p.auction_id = a.id AND p.location_slug LIKE $2)
              OR ($3 = ANY(h.regions_covered)
                  AND NOT EXISTS (SELECT 1 FROM auction_properties p
                                   WHERE p.auction_id = a.id AND p.location_slug IS NOT NULL)))`,
        [every, `${prefix}%`, region],
      );
      const truth = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      expect(rows.filter((r) => r.lots_there).length, region).toBeGreaterThan(0);
      expect(
        [...new Set(listed)].sort((a, b) => a - b),
        region,
      ).toEqual(truth);
    });
});
