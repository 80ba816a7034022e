import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { AuctionsData } from '#shared/payloads/auction-data';
import { UK_REGIONS } from '#schema/uk-regions';

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

  // Teesside (Middlesbrough, Redcar, Stockton …) is filed under North Yorkshire but is the North
  // East's (schema/uk-regions.ts): an exception to Yorkshire and the Humber's counties, and a
  // town of the North East's own beyond its counties.
  const teesside = UK_REGIONS.find((r) => r.slug === 'england/north-east')!.towns;
  for (const [region, slug] of [
    ['Yorkshire and the Humber', 'england/yorkshire-and-the-humber'],
    ['North East', 'england/north-east'],
  ] as const)
    it(`“${region}” counts a Teesside lot where Teesside is, not where it is filed`, async () => {
      const own = UK_REGIONS.find((r) => r.slug === slug)!;
      // Read from the region table here, not from the code under test: the towns other regions
      // take out of this region's counties.
      const elsewhere = UK_REGIONS.filter((r) => r !== own).flatMap((r) => r.towns);
      const every = await calendarIds('');
      const listed = new Set(await calendarIds(`&region=${encodeURIComponent(region)}`));
      const inRegion = `((p.location_slug = ANY($2::text[])
                          OR p.location_slug LIKE ANY(SELECT c || '/%' FROM unnest($2::text[]) c)
                          OR p.location_slug = ANY($3::text[]))
                         AND p.location_slug <> ALL($4::text[]))`;
      const { rows } = await t.db.query<{ id: string }>(
        `SELECT a.id::text AS id
           FROM auctions a JOIN auction_houses h ON h.id = a.auction_house_id
          WHERE a.id = ANY($1::bigint[])
            AND (EXISTS (SELECT 1 FROM auction_properties p WHERE p.auction_id = a.id AND ${inRegion})
              OR ($5 = ANY(h.regions_covered)
                  AND NOT EXISTS (SELECT 1 FROM auction_properties p
                                   WHERE p.auction_id = a.id AND p.location_slug IS NOT NULL)))`,
        [every, own.counties, own.towns, elsewhere, region],
      );
      const truth = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      expect(
        [...listed].sort((a, b) => a - b),
        region,
      ).toEqual(truth);

      // The sales that tell: lots in Teesside, and none in the rest of the region's counties.
      // Yorkshire lists none of them; the North East lists them all.
      const { rows: telling } = await t.db.query<{ id: string }>(
        `SELECT a.id::text AS id FROM auctions a
          WHERE a.id = ANY($1::bigint[])
            AND EXISTS (SELECT 1 FROM auction_properties p
                         WHERE p.auction_id = a.id AND p.location_slug = ANY($2::text[]))
            AND NOT EXISTS (SELECT 1 FROM auction_properties p
                             WHERE p.auction_id = a.id
                               AND p.location_slug LIKE ANY(SELECT c || '/%' FROM unnest($3::text[]) c)
                               AND p.location_slug <> ALL($2::text[]))`,
        [every, teesside, own.counties],
      );
      expect(telling.length, `${region}: sales with lots in Teesside alone`).toBeGreaterThan(0);
      for (const { id } of telling)
        expect(listed.has(Number(id)), `${region}: sale ${id}, lots in Teesside alone`).toBe(
          slug === 'england/north-east',
        );
    });
});
