import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { soldCount, soldResults } from '../helpers/sold-price-search';
import { countLots, FOR_SALE, inDistrict, under } from '../helpers/lot-truth';
import { BORROWED_DISTRICTS } from '#server/areas/borrowed-districts';
import type { AreaPageData } from '#shared/payloads/area-data';

/**
 * Suburbs that are places of ours but whose postcode districts are filed under their post town
 * (Didsbury's M20 under Manchester): "didsbury" found 0 lots while M20 had some, its sold prices
 * were 0 of M20's hundreds, and its page said "We hold no postcodes for Didsbury". Each now borrows
 * the districts it is known by, on the lot search, the sold-price search and its page, which say so.
 */

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

const DIDSBURY = 'england/greater-manchester/didsbury';

/** The suburb whose borrowed districts hold the most lots for sale (by the rules, lot-truth.ts). */
async function suburbWithLotsForSale() {
  const counted = await Promise.all(
    Object.entries(BORROWED_DISTRICTS).map(async ([slug, districts]) => {
      const where = `(${[...districts.map(inDistrict), under(slug)].join(' OR ')}) AND ${FOR_SALE}`;
      return { slug, district: districts.join(', '), expected: await countLots(t, where) };
    }),
  );
  const best = counted.sort((a, b) => b.expected - a.expected)[0]!;
  expect(best.expected, 'the seed has lots for sale in a borrowed district').toBeGreaterThan(0);
  const { rows } = await t.db.query<{ name: string }>(
    'SELECT name FROM locations WHERE slug = $1',
    [best.slug],
  );
  return { ...best, name: rows[0]!.name };
}

const locationPage = async (slug: string) =>
  (await get(`/locations/${slug}/_payload.json`)).body.loaderData.location as AreaPageData;

describe('a suburb filed under its post town', () => {
  it('“didsbury” finds the lots of M20, and says it was searched as M20', async () => {
    const expected = await countLots(t, `(${inDistrict('M20')} OR ${under(DIDSBURY)})`);
    expect(expected, 'the seed has lots in M20').toBeGreaterThan(0);
    const data = await listings('location=didsbury&lot_status=all');
    expect(data.place).toMatchObject({ label: 'Didsbury', slug: DIDSBURY });
    expect(data.total).toBe(expected);
    expect(data.place?.searchedAs).toBe('Didsbury is searched as the M20 postcode district.');
    // The map opens on the district too, not on the suburb's point alone.
    const { rows } = await t.db.query<{ lat: number; lng: number }>(
      "SELECT lat, lng FROM postcodes WHERE slug = 'm20'",
    );
    const box = data.place!.bbox!;
    expect(rows[0]!.lat).toBeGreaterThanOrEqual(box.south);
    expect(rows[0]!.lat).toBeLessThanOrEqual(box.north);
    expect(rows[0]!.lng).toBeGreaterThanOrEqual(box.west);
    expect(rows[0]!.lng).toBeLessThanOrEqual(box.east);
  });

  it('a suburb with lots for sale finds them, typed as a search too', async () => {
    const { name, district, expected } = await suburbWithLotsForSale();
    expect((await listings(`location=${encodeURIComponent(name)}`)).total).toBe(expected);
    const typed = new URLSearchParams({ search: name.toLowerCase() }).toString();
    const res = await get(`/listings?${typed}`);
    const found =
      res.status === 302
        ? await listings(new URL(res.headers.location!, 'http://x.test').search.slice(1))
        : await listings(typed);
    expect(found.total, `${name} (${district})`).toBe(expected);
  });

  it('its sold prices are its district’s, said as such', async () => {
    const expected = await soldCount(t, "postcode_district = 'm20'");
    expect(expected, 'the seed has sales in M20').toBeGreaterThan(0);
    const data = await soldResults(t, 'location=Didsbury');
    expect(data.stats.count).toBe(expected);
    expect(data.searchedAs).toBe('Didsbury is searched as the M20 postcode district.');
  });

  it('its page shows its district, sales and lots, and says how it is searched', async () => {
    const page = await locationPage(DIDSBURY);
    expect(page.noSalesReason).toBeNull();
    expect(page.stats.count).toBe(await soldCount(t, "postcode_district = 'm20'"));
    expect(page.summary).toContain('Didsbury is searched as the M20 postcode district.');
    expect(page.groups.find((g) => g.title === 'Postcode districts')?.links).toEqual([
      { path: '/postcodes/m20', label: 'M20' },
    ]);
    expect(page.lotsTotal).toBe(
      await countLots(t, `(${inDistrict('M20')} OR ${under(DIDSBURY)}) AND ${FOR_SALE}`),
    );
    const html = await get(`/locations/${DIDSBURY}`);
    expect(html.text).not.toContain('We hold no postcodes for Didsbury');
    const { slug, expected } = await suburbWithLotsForSale();
    expect((await locationPage(slug)).lotsTotal).toBe(expected);
  });

  it('a place that borrows none is as before: a town with districts of its own', async () => {
    const leeds = await listings('location=leeds&lot_status=all');
    expect(leeds.place?.searchedAs).toBeUndefined();
    expect(leeds.total).toBe(await countLots(t, under('england/west-yorkshire/leeds')));
  });

  it('lists only places we hold, each with no district of its own and its districts’ towns near it', async () => {
    const slugs = Object.keys(BORROWED_DISTRICTS);
    const { rows: places } = await t.db.query<{ slug: string; lat: number; lng: number }>(
      `SELECT slug, lat, lng FROM locations WHERE kind = 'town' AND slug = ANY($1::text[])`,
      [slugs],
    );
    expect(places.map((p) => p.slug).sort()).toEqual([...slugs].sort());
    const { rows: own } = await t.db.query<{ location_slug: string }>(
      `SELECT DISTINCT location_slug FROM postcodes WHERE location_slug = ANY($1::text[])`,
      [slugs],
    );
    expect(own).toEqual([]);
    // Each district we hold is filed under a post town within 10 miles of the place that borrows
    // it: a district mistyped into another area would be another city's.
    const { rows: far } = await t.db.query<{ slug: string; district: string; miles: number }>(
      `SELECT l.slug, p.slug AS district,
              69.05 * sqrt(power(town.lat - l.lat, 2) + power((town.lng - l.lng) * cos(radians(l.lat)), 2)) AS miles
         FROM locations l
         JOIN LATERAL unnest($2::text[]) WITH ORDINALITY AS b(pair, i) ON split_part(b.pair, '=', 1) = l.slug
         JOIN postcodes p ON p.kind = 'district' AND p.slug = split_part(b.pair, '=', 2)
         JOIN locations town ON town.slug = p.location_slug
        WHERE l.slug = ANY($1::text[])`,
      [
        slugs,
        Object.entries(BORROWED_DISTRICTS).flatMap(([slug, ds]) =>
          ds.map((d) => `${slug}=${d.toLowerCase()}`),
        ),
      ],
    );
    expect(far.length, 'the seed holds some of the districts').toBeGreaterThan(10);
    expect(far.filter((r) => r.miles > 10)).toEqual([]);
  });
});
