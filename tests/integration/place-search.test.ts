import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { km } from '../helpers/great-circle';
import { MILES_TO_KM, type ResolvedPlace } from '#schema/place';
import type { ListingsData } from '#shared/payloads/directory-data';
import type { SuggestResponse } from '#schema/suggest';

const { t, get } = seededDirectoryApp();

const listings = async (qs: string): Promise<ListingsData> => {
  const res = await get(`/listings/_payload.json?${qs}`);
  expect(res.status, qs).toBe(200);
  return res.body.loaderData.listings as ListingsData;
};
const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params)).rows[0]!.n;
const idsOf = async (qs: string, pages = 1) => {
  const ids: number[] = [];
  for (let page = 1; page <= pages; page++)
    ids.push(...(await listings(`${qs}&page=${page}`)).items.map((l) => Number(l.id)));
  return ids;
};

const LEEDS = 'england/west-yorkshire/leeds';
// These tests count every lot of a place, so they ask for every status (/listings opens on lots for sale).

describe('a town', () => {
  it('finds only the lots of that town (not every place whose name contains the text)', async () => {
    const data = await listings('location=leeds&view=list&lot_status=all');
    expect(data.place).toMatchObject({ kind: 'town', label: 'Leeds', slug: LEEDS });
    const expected = await count(
      "SELECT 1 FROM auction_properties WHERE location_slug = $1 OR location_slug LIKE $1 || '/%'",
      [LEEDS],
    );
    expect(expected).toBeGreaterThan(12);
    expect(data.total).toBe(expected);
    const ids = await idsOf('location=leeds&lot_status=all', Math.ceil(expected / 12));
    const { rows } = await t.db.query<{ location_slug: string }>(
      'SELECT location_slug FROM auction_properties WHERE id = ANY($1::bigint[])',
      [ids],
    );
    expect(rows).toHaveLength(expected);
    for (const r of rows)
      expect(r.location_slug === LEEDS || r.location_slug.startsWith(`${LEEDS}/`)).toBe(true);

    const page = await get('/listings?location=leeds');
    expect(page.text).toContain('Lots in Leeds');
    expect(page.text).toContain('West Yorkshire');
  });

  it('"york" is York, not every town of the Yorkshires', async () => {
    const data = await listings('location=york&lot_status=all');
    expect(data.place).toMatchObject({ kind: 'town', slug: 'england/north-yorkshire/york' });
    const yorkshires = await count(
      "SELECT 1 FROM auction_properties WHERE location_slug LIKE '%yorkshire%'",
      [],
    );
    const york = await count(
      "SELECT 1 FROM auction_properties WHERE location_slug = 'england/north-yorkshire/york'",
      [],
    );
    expect(yorkshires).toBeGreaterThan(york);
    expect(data.total).toBe(york);
  });

  it('gives the map a centre and a box around the place', async () => {
    const { place } = await listings('location=leeds');
    const { centre, bbox } = place as ResolvedPlace;
    expect(centre).not.toBeNull();
    expect(bbox!.west).toBeLessThan(centre!.lng);
    expect(bbox!.east).toBeGreaterThan(centre!.lng);
    expect(bbox!.south).toBeLessThan(centre!.lat);
    expect(bbox!.north).toBeGreaterThan(centre!.lat);
  });
});

describe('a county', () => {
  it('finds the lots of every town under it, and the page says which county', async () => {
    const county = 'england/west-yorkshire';
    const data = await listings('location=West%20Yorkshire&lot_status=all');
    expect(data.place).toMatchObject({ kind: 'county', label: 'West Yorkshire', slug: county });
    const towns = await count(
      "SELECT DISTINCT location_slug FROM auction_properties WHERE location_slug LIKE $1 || '/%'",
      [county],
    );
    expect(towns).toBeGreaterThan(1);
    expect(data.total).toBe(
      await count("SELECT 1 FROM auction_properties WHERE location_slug LIKE $1 || '/%'", [county]),
    );
    expect((await get('/listings?location=west%20yorkshire')).text).toContain(
      'Lots in West Yorkshire',
    );
  });
});

describe('postcodes', () => {
  it('a full postcode finds the lots within a mile of its sector, its own lot included', async () => {
    const lot = (
      await t.db.query<{ id: string; postcode: string }>(
        'SELECT id::text, postcode FROM auction_properties WHERE location_slug = $1 ORDER BY id LIMIT 1',
        [LEEDS],
      )
    ).rows[0]!;
    const qs = `location=${encodeURIComponent(lot.postcode.toLowerCase())}&lot_status=all`;
    const data = await listings(qs);
    const place = data.place!;
    expect(place).toMatchObject({ kind: 'postcode', label: lot.postcode, radiusMiles: 1 });
    expect(data.total).toBeGreaterThan(0);
    const ids = await idsOf(qs, Math.ceil(data.total / 12));
    expect(ids).toContain(Number(lot.id));
    const { rows } = await t.db.query<{ lat: number; lng: number; postcode: string }>(
      'SELECT lat, lng, postcode FROM auction_properties WHERE id = ANY($1::bigint[])',
      [ids],
    );
    for (const r of rows)
      if (r.postcode !== lot.postcode)
        expect(km(place.centre!, r)).toBeLessThanOrEqual(MILES_TO_KM * 1.005);
    const page = (await get(`/listings?${qs}`)).text;
    expect(page).toContain(`Lots near ${lot.postcode}, Leeds (within 1 mile)`);
    // The page says the circle is round the sector's centre: the site knows no single postcode.
    const sector = lot.postcode.slice(0, -2);
    expect(page).toContain(
      `${lot.postcode} is searched within 1 mile of the centre of ${sector}: we know where postcode sectors and districts are, not each postcode.`,
    );
  });

  it('a postcode of a sector we hold no row of says its circle is round the district’s centre', async () => {
    // "LS6 9ZZ" (no such postcode) read "Within 2 mi of LS6 9ZZ", as if the site knew the spot.
    const data = await listings('location=LS6+9ZZ&lot_status=all');
    expect(data.place).toMatchObject({ kind: 'postcode', label: 'LS6 9ZZ', radiusMiles: 2 });
    expect(data.place!.searchedAs).toBe(
      'LS6 9ZZ is searched within 2 miles of the centre of LS6: we know where postcode sectors and districts are, not each postcode.',
    );
  });

  it('a district, a sector and an area find their lots', async () => {
    const district = await listings('location=LS6&lot_status=all');
    expect(district.place).toMatchObject({ kind: 'district', label: 'LS6' });
    expect(district.total).toBe(
      await count("SELECT 1 FROM auction_properties WHERE postcode_district = 'ls6'", []),
    );
    const sector = (
      await t.db.query<{ label: string }>(
        "SELECT p.label FROM postcodes p WHERE p.kind = 'sector' AND EXISTS (SELECT 1 FROM auction_properties a WHERE a.postcode LIKE p.label || '%') ORDER BY p.slug LIMIT 1",
      )
    ).rows[0]!.label;
    const inSector = await listings(`location=${encodeURIComponent(sector)}&lot_status=all`);
    expect(inSector.place).toMatchObject({ kind: 'sector', label: sector });
    expect(inSector.total).toBe(
      await count('SELECT 1 FROM auction_properties WHERE postcode LIKE $1', [`${sector}%`]),
    );
    const area = await listings('location=ls&lot_status=all');
    expect(area.place).toMatchObject({ kind: 'area', label: 'LS' });
    expect(area.total).toBe(
      await count(
        "SELECT 1 FROM auction_properties a JOIN postcodes p ON p.slug = a.postcode_district WHERE p.parent_slug = 'ls'",
        [],
      ),
    );
  });
});

describe('a place we do not know', () => {
  it('finds no lots, never echoes it as a place, and suggests what was meant', async () => {
    const data = await listings('location=leedz&property_type=Flat');
    expect(data.total).toBe(0);
    expect(data.place).toBeNull();
    expect(data.unknownPlace!.suggestions[0]).toMatchObject({ label: 'Leeds', value: 'Leeds' });
    const page = await get('/listings?location=Leedz&property_type=Flat');
    expect(page.text).toContain('No place called ‘leedz’.');
    expect(page.text).toContain('Did you mean');
    expect(page.text).toContain('href="/listings?location=Leeds&amp;property_type=Flat"');
    expect(page.text).not.toContain('Lots in leedz');
  });

  it('a word of several places’ names is said to be one, not “no place called”', async () => {
    // "Kingston" names nothing alone (Hull or Thames?): the page said "No place called ‘kingston’".
    const data = await listings('location=Kingston');
    const offered = data.unknownPlace!.suggestions.map((p) => p.label);
    expect(offered).toEqual(expect.arrayContaining(['Kingston upon Hull', 'Kingston upon Thames']));
    for (const path of ['/listings?location=Kingston', '/sold-house-prices?location=Kingston']) {
      const page = await get(path);
      expect(page.text, path).toMatch(/‘kingston’ is part of more than one place’s name\./i);
      expect(page.text, path).not.toContain('No place called');
      expect(page.text, path).toContain('Kingston upon Thames');
    }
    // A misspelling is still no place of that name.
    expect((await get('/sold-house-prices?location=Leedz')).text).toMatch(
      /No place called ‘leedz’\./i,
    );
  });

  it('a short town typed with two letters swapped in the search box is offered: “yrok”', async () => {
    // Four-letter words were offered nothing ("Remove “yrok”" alone).
    const data = await listings('search=yrok');
    expect(data.total).toBe(0);
    const york = data.relax.find((r) => r.action === 'Search York');
    expect(york, JSON.stringify(data.relax)).toBeDefined();
    expect((await listings(york!.search.replace(/^\?/, ''))).total).toBe(york!.count);
  });

  it('offers Leeds beside the lots “leds” finds as text (six with LED lighting)', async () => {
    // Found as text, the word's lots were shown and no place offered: Leeds is one letter away.
    const data = await listings('search=leds');
    expect(data.total, 'lots holding the word').toBeGreaterThan(0);
    expect(data.reading, 'the town offered').toMatchObject({ labels: ['Leeds'] });
    const there = await listings(data.reading!.search.replace(/^\?/, ''));
    expect(there.place).toMatchObject({ slug: LEEDS });
    expect(data.reading!.count).toBe(there.total);
    // With the type said, the type is offered with the town.
    const flats = await listings('search=leds&property_type=flats&lot_status=all');
    const offered = flats.total > 0 ? flats.reading : flats.relax[0];
    expect(JSON.stringify(offered)).toMatch(/location=Leeds/);
    expect(JSON.stringify(offered)).toMatch(/property_type=flats/);
  });

  it('offers Leeds for “flats in leads”, beside the flats whose descriptions say “leads”', async () => {
    // Twenty flats across the UK were shown, none in Leeds, and Leeds was never offered.
    const data = await listings('search=flats+in+leads');
    expect(data.total, 'lots holding the word').toBeGreaterThan(0);
    expect(data.reading).toMatchObject({ labels: ['Leeds', 'Flats and maisonettes'] });
    const there = await listings(data.reading!.search.replace(/^\?/, ''));
    expect(there.place).toMatchObject({ slug: LEEDS });
    expect(data.reading!.count).toBe(there.total);
  });

  it('offers no town for words about the lot after “in”, and keeps the reading they had', async () => {
    // "working" is a letter from Woking: the reading "Houses, “working order”" (52 lots) was
    // replaced by Woking's houses with "order" to find (1 lot); "needs" is a letter from Leeds.
    const without = await listings('search=house+working+order');
    const withIn = await listings('search=house+in+working+order');
    expect(withIn.reading?.labels ?? []).not.toContain('Woking');
    expect(withIn.reading?.labels).toEqual(without.reading?.labels);
    for (const said of ['house in needs of repair', 'house in needs'])
      expect(
        (await listings(`search=${encodeURIComponent(said)}`)).reading?.labels ?? [],
        said,
      ).not.toContain('Leeds');
  });

  it('offers Hull for “hul” and “hlul”: the town is Kingston upon Hull in the place list', async () => {
    for (const said of ['hul', 'hlul']) {
      const data = await listings(`search=${said}`);
      const offers = [
        ...(data.reading ? [data.reading.labels.join(' ')] : []),
        ...data.relax.map((r) => r.action),
      ];
      expect(offers.join(' | '), said).toMatch(/Hull/);
    }
  });

  it('offers the place it most likely means as a search, counted as following it finds', async () => {
    const data = await listings('location=leds');
    expect(data.total).toBe(0);
    // It offered "Remove “leds”" and the words as text, and no search of Leeds.
    const leeds = data.relax.find((r) => r.action === 'Search Leeds');
    expect(leeds, JSON.stringify(data.relax)).toBeDefined();
    const there = await listings(leeds!.search.replace(/^\?/, ''));
    expect(there.place).toMatchObject({ label: 'Leeds' });
    expect(leeds!.count).toBe(there.total);
    expect(leeds!.count).toBeGreaterThan(0);
  });
});

describe('GET /api/suggest', () => {
  const suggest = (qs: string) => request(t.app).get(`/api/suggest?${qs}`);

  it('answers "lee" with Leeds first, at most 8, cacheable for a short while', async () => {
    const res = await suggest('q=lee');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.body as SuggestResponse;
    expect(body.suggestions[0]).toMatchObject({ kind: 'town', label: 'Leeds', value: 'Leeds' });
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    // A county named exactly comes before towns that merely start with its name.
    const kent = (await suggest('q=kent')).body as SuggestResponse;
    expect(kent.suggestions[0]).toMatchObject({ kind: 'county', label: 'Kent' });
  });

  it('offers postcodes for postcode text and auction houses by name (to their lots)', async () => {
    const pc = (await suggest('q=ls6')).body as SuggestResponse;
    expect(pc.suggestions[0]).toMatchObject({ kind: 'district', label: 'LS6', context: 'Leeds' });
    expect(pc.suggestions.slice(1).some((s) => s.kind === 'sector')).toBe(true);
    const house = (
      await t.db.query<{ id: string; name: string }>(
        'SELECT id::text, name FROM auction_houses ORDER BY id LIMIT 1',
      )
    ).rows[0]!;
    const byName = (await suggest(`q=${encodeURIComponent(house.name.slice(0, 6))}`))
      .body as SuggestResponse;
    expect(byName.suggestions).toContainEqual(
      expect.objectContaining({
        kind: 'auction_house',
        href: `/listings?auction_house=${house.id}`,
      }),
    );
    const noHouses = (await suggest(`q=${encodeURIComponent(house.name.slice(0, 6))}&houses=0`))
      .body as SuggestResponse;
    expect(noHouses.suggestions.some((s) => s.kind === 'auction_house')).toBe(false);
  });

  it('refuses a missing, empty or 500-character q with a 400 and a message', async () => {
    for (const qs of ['', 'q=', 'q=%20', `q=${'a'.repeat(500)}`, 'q=a&q=b', 'q=leeds&houses=2']) {
      const res = await suggest(qs);
      expect(res.status, qs).toBe(400);
      expect(res.body.error.name, qs).toBe('ValidationError');
    }
  });
});
