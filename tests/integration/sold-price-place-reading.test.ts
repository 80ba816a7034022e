import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { soldEmptyNote } from '../helpers/sold-price-search';
import { namedPlace } from '#server/areas/sold-price-place.server';
import type { SoldPricesData } from '#shared/payloads/area-data';
import type { ListingsData } from '#shared/payloads/directory-data';

/**
 * The sold-price search reads the words of `location` as the lot search does: the same place for
 * the same words, its namesakes and look-alikes offered, and a postcode without sales leads to the
 * wider postcodes that have some.
 */

const { t, get } = seededDirectoryApp();

async function payload<T>(page: string, qs: string): Promise<T> {
  const res = await get(`/${page}/_payload.json?${qs}`);
  expect(res.status, qs).toBe(200);
  return res.body.loaderData[page] as T;
}
const sold = (text: string) =>
  payload<SoldPricesData>('sold-house-prices', `location=${encodeURIComponent(text)}`);
const lots = (text: string) =>
  payload<ListingsData>('listings', `location=${encodeURIComponent(text)}&lot_status=all`);

/** Sales in the postcode districts of a place and of every place under it. */
async function salesUnder(slug: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sold_house_prices WHERE postcode_district IN (
       SELECT slug FROM postcodes WHERE kind = 'district'
          AND (location_slug = $1 OR location_slug LIKE $1 || '/%'))`,
    [slug],
  );
  return rows[0]!.n;
}

/** Towns whose name matches `pattern` (SQL LIKE) and that have sales, most sales first. */
async function townsWithSales(pattern: string, limit = 1): Promise<string[]> {
  const { rows } = await t.db.query<{ name: string }>(
    `SELECT l.name FROM locations l
       JOIN postcodes p ON p.location_slug = l.slug AND p.kind = 'district'
       JOIN sold_house_prices s ON s.postcode_district = p.slug
      WHERE l.kind = 'town' AND l.name LIKE $1
      GROUP BY l.slug, l.name ORDER BY count(*) DESC, l.slug LIMIT $2`,
    [pattern, limit],
  );
  return rows.map((r) => r.name);
}

describe('a place typed in the sold-price search', () => {
  it('is the place the lot search finds for the same words, with all of its sales', async () => {
    const [hyphenated] = await townsWithSales('%-%');
    const [saint] = await townsWithSales('St %');
    const spellings = [
      hyphenated!.replace(/-/g, ' ').toLowerCase(),
      saint!.replace(/^St /, 'St. '),
      // Names people use for places held under another name.
      'newcastle',
      'caerdydd',
    ];
    for (const text of spellings) {
      const place = (await lots(text)).place;
      expect(place, text).not.toBeNull();
      const expected = await salesUnder(place!.slug);
      expect(expected, text).toBeGreaterThan(0);
      const found = await sold(text);
      expect(found.stats.count, text).toBe(expected);
      expect(found.locationLabel, text).toContain(place!.label);
    }
  });

  it('a name several places share offers the others, as the lot search does', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      `WITH shared AS (SELECT name FROM locations WHERE kind = 'town' GROUP BY name
                        HAVING count(*) > 1)
       SELECT l.name FROM locations l JOIN shared USING (name) WHERE l.kind = 'town'
         AND EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = l.slug)
       ORDER BY l.population DESC NULLS LAST, l.slug LIMIT 1`,
    );
    const name = rows[0]!.name;
    const namesakes = (await lots(name)).place!.namesakes ?? [];
    expect(namesakes.length).toBeGreaterThan(0);
    const found = await sold(name);
    expect(found.namesakes?.map((n) => n.value)).toEqual(namesakes.map((n) => n.value));
    const page = await get(`/sold-house-prices?location=${encodeURIComponent(name)}`);
    expect(page.text).toContain(`Another ${name}?`);
    const other = new URLSearchParams({ location: namesakes[0]!.value });
    expect(page.text).toContain(`href="/sold-house-prices?${other.toString()}"`);
  });

  it('a name several towns share is the one we hold postcodes in, on both searches', async () => {
    // A town without postcodes can show no lot and no sale: "Richmond" was North Yorkshire's
    // (0 sales, 0 lots) while Greater London's held 342 sales.
    const { rows } = await t.db.query<{ name: string; slug: string }>(
      `WITH towns AS (
         SELECT l.name, l.slug, l.population,
                EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = l.slug) AS held
           FROM locations l WHERE l.kind = 'town')
       SELECT h.name, h.slug FROM towns h
        WHERE h.held AND EXISTS (
          SELECT 1 FROM towns o WHERE o.name = h.name AND NOT o.held
             AND coalesce(o.population, -1) > coalesce(h.population, -1))
        ORDER BY h.population DESC NULLS LAST, h.slug LIMIT 1`,
    );
    const { name, slug } = rows[0]!;
    const place = (await lots(name)).place!;
    expect(place.slug).toBe(slug);
    const found = await sold(name);
    expect(found.stats.count).toBe(await salesUnder(slug));
    expect(found.stats.count).toBeGreaterThan(0);
  });

  it('a misspelt place finds no sales and offers the places it may mean', async () => {
    const [town] = await townsWithSales('______%');
    const misspelt = `${town!.slice(0, -1)}${town!.endsWith('z') ? 'x' : 'z'}`.toLowerCase();
    const offered = (await lots(misspelt)).unknownPlace?.suggestions ?? [];
    expect(offered.map((s) => s.label)).toContain(town);
    const found = await sold(misspelt);
    expect(found.stats.count).toBe(0);
    expect(found.didYouMean?.map((s) => s.value)).toEqual(offered.map((s) => s.value));
    const page = await get(`/sold-house-prices?location=${encodeURIComponent(misspelt)}`);
    expect(page.text).toContain('Did you mean');
    // No heading or title names it as a place the sales are in: it is none.
    expect(found.locationLabel).toBeNull();
    expect(page.text).toMatch(/<h1[^>]*>Sold house prices<\/h1>/);
    expect(page.text).toContain(`<title>Sold house prices: “${misspelt}”`);
    const link = new URLSearchParams({ location: offered[0]!.value });
    expect(page.text).toContain(`href="/sold-house-prices?${link.toString()}"`);
  });
});

describe('a misspelt town in the search box', () => {
  it('finds no street, and offers the place it may mean', async () => {
    const [town] = await townsWithSales('______%');
    const misspelt = `${town!.slice(0, -1)}${town!.endsWith('z') ? 'x' : 'z'}`.toLowerCase();
    const page = await get(`/sold-house-prices?search=${encodeURIComponent(misspelt)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Did you mean');
    // The place's sales, not a street of that name in it: the link drops the street text.
    const link = new URLSearchParams({ location: town! });
    expect(page.text).toContain(`href="/sold-house-prices?${link.toString()}"`);
  });
});

describe('a postcode with no sales recorded', () => {
  it('offers its sector and district with the sales each holds', async () => {
    const { rows } = await t.db.query<{ sector: string; district: string }>(
      `SELECT postcode_sector AS sector, postcode_district AS district FROM sold_house_prices
        GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const { sector, district } = rows[0]!;
    const sectorLabel = sector.replace('/', ' ').toUpperCase();
    const unit = `${sectorLabel}ZZ`;
    const count = async (column: string, value: string) =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM sold_house_prices WHERE ${column} = $1`,
          [value],
        )
      ).rows[0]!.n;
    expect(await count('postcode', unit)).toBe(0);

    const found = await sold(unit.replace(' ', '').toLowerCase());
    expect(found.stats.count).toBe(0);
    expect(found.wider).toEqual([
      { label: sectorLabel, value: sectorLabel, count: await count('postcode_sector', sector) },
      {
        label: district.toUpperCase(),
        value: district.toUpperCase(),
        count: await count('postcode_district', district),
      },
    ]);
    const page = await get(`/sold-house-prices?location=${encodeURIComponent(unit)}`);
    expect(page.text).toContain(`No sales are recorded at ${unit}.`);
    const link = new URLSearchParams({ location: sectorLabel });
    expect(page.text).toContain(`href="/sold-house-prices?${link.toString()}"`);
  });
});

describe('a central London district with a letter', () => {
  it('“W1A” with no sales offers W1, the district it is part of, before the W area (any such)', async () => {
    // A buyer's walk: W1A offered only the whole W area.
    const { rows } = await t.db.query<{ district: string; n: number }>(
      `SELECT postcode_district AS district, count(*)::int AS n FROM sold_house_prices
        WHERE postcode_district ~ '^[a-z]{1,2}[0-9]$' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const { district, n } = rows[0]!;
    const parent = district.toUpperCase();
    const found = await sold(`${parent}A`);
    expect(found.stats.count).toBe(0);
    expect(found.wider?.map((w) => [w.label, w.count])).toEqual([
      [parent, n],
      [parent.replace(/[0-9]$/, ''), expect.any(Number)],
    ]);
  });
});

describe('a lettered district in the lot search', () => {
  it('offers the district it is part of before the area', async () => {
    const { rows } = await t.db.query<{ district: string; n: number }>(
      `SELECT lower(postcode_district) AS district, count(*)::int AS n FROM auction_properties
        WHERE lower(postcode_district) ~ '^[a-z]{1,2}[0-9]$' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const parent = rows[0]!.district.toUpperCase();
    const data = await lots(`${parent}A`);
    expect(data.total).toBe(0);
    expect(data.relax[0]).toMatchObject({
      action: `Search ${parent}, All lots`,
      count: rows[0]!.n,
    });
  });
});

describe('the town Land Registry names on a sale (decision 100)', () => {
  it('finds the place holding the sale, on the sold-price and the lot search', async () => {
    // "Tunbridge Wells" and "Enfield" (the towns of 976 and 471 seeded sales) found no place: the
    // sold-price search said "Sold house prices in Tunbridge Wells", 0 sales, and the lot search
    // "No place called 'tunbridge wells'", where Royal Tunbridge Wells holds 19 lots. "Bangor"
    // (Gwynedd's sales) was County Down's on the sold-price search: no sales in Northern Ireland.
    const { rows } = await t.db.query<{ town: string; district: string }>(
      `SELECT DISTINCT ON (town_city) town_city AS town, postcode_district AS district
         FROM sold_house_prices WHERE town_city <> '' ORDER BY town_city, postcode_district`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const { town, district } of rows) {
      expect((await lots(town)).place, town).not.toBeNull();
      const place = await namedPlace(t.db, town);
      expect(place, town).not.toBeNull();
      // The sale's own district is one the place searches (London, by its alias, is all of it).
      const { rows: holding } = await t.db.query(
        `SELECT 1 FROM postcodes WHERE slug = $1
            AND (location_slug = $2 OR location_slug LIKE $2 || '/%')`,
        [district, place!.slug],
      );
      expect(holding.length, `${town}: ${district} in ${place!.slug}`).toBe(1);
      const found = await sold(town);
      expect(found.stats.count, town).toBe(await salesUnder(place!.slug));
      expect(found.locationLabel, town).toContain(place!.name);
    }
  });
});

describe('the sold-price search box reads the places the Location box reads (decision 114)', () => {
  it('a part of London and a local authority only Land Registry names are places there too', async () => {
    // Was "No street or place called ‘south london’" and 0 sales for "flats in greenwich".
    const london = await get('/sold-house-prices?search=south+london');
    expect(london.status).toBe(302);
    expect(london.headers.location).toBe('/sold-house-prices?location=South+London');
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT s.district AS name FROM sold_house_prices s
        WHERE s.district IS NOT NULL AND NOT EXISTS (
                SELECT 1 FROM locations l
                 WHERE sold_price_place_key(l.name) = sold_price_place_key(s.district))
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const authority = rows[0]!.name;
    const flats = await get(
      `/sold-house-prices?search=${encodeURIComponent(`flats in ${authority.toLowerCase()}`)}`,
    );
    expect(flats.status).toBe(302);
    const to = new URLSearchParams(flats.headers.location!.split('?')[1]);
    expect(to.get('location')?.toUpperCase()).toBe(authority);
    expect(to.get('property_type')).toBe('F');
  });
});

describe('a place no search knows, on the sold-price search', () => {
  it('says there is no place so called, as the lot search does, not “try a wider area”', async () => {
    const typed = 'Zzyxquonbury';
    const data = await sold(typed);
    expect(data.stats.count).toBe(0);
    const note = await soldEmptyNote(get, new URLSearchParams({ location: typed }).toString());
    expect(note).toBe(
      `No place called ‘${typed}’. Check the spelling, or search by town, county or postcode.`,
    );
    const lotsPage = (await get(`/listings?location=${typed}`)).text;
    expect(lotsPage).toContain('Check the spelling, or search by town, county or postcode.');
  });
});
