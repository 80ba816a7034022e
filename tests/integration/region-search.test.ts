import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { soldCount, soldResults } from '../helpers/sold-price-search';
import type { ListingsData } from '#shared/payloads/directory-data';
import type { SuggestResponse } from '#schema/suggest';

// A buyer types a region ("north west", "Yorkshire") into the search: it is one place, its lots
// are its counties' (decision 092), not the lots whose text happens to hold the words.

const { t, get } = seededDirectoryApp();

const NORTH_WEST = ['cheshire', 'cumbria', 'greater-manchester', 'lancashire', 'merseyside'].map(
  (c) => `england/${c}`,
);
const MIDDLESBROUGH = 'england/north-yorkshire/middlesbrough';

const listings = async (qs: string): Promise<ListingsData> => {
  const res = await get(`/listings/_payload.json?${qs}`);
  expect(res.status, qs).toBe(200);
  return res.body.loaderData.listings as ListingsData;
};

/** Every lot (any status) filed under one of these places. */
async function lotsUnder(prefixes: string[], except: string[] = []): Promise<number[]> {
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT id FROM auction_properties
      WHERE split_part(location_slug, '/', 1) || '/' || split_part(location_slug, '/', 2) = ANY($1::text[])
        AND NOT location_slug = ANY($2::text[])`,
    [prefixes, except],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

async function allIds(qs: string, total: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= Math.ceil(total / 12); page++)
    ids.push(...(await listings(`${qs}&page=${page}`)).items.map((l) => Number(l.id)));
  return ids.sort((a, b) => a - b);
}

describe('a region typed into the search', () => {
  it('"north west" lists the lots of the North West, and only those', async () => {
    const typed = await get('/listings?search=north+west');
    expect(typed.status).toBe(302);
    expect(typed.headers.location).toBe('/listings?location=North+West+England');

    const expected = await lotsUnder(NORTH_WEST);
    expect(expected.length).toBeGreaterThan(12);
    const data = await listings('location=North+West+England&lot_status=all');
    expect(data.place).toMatchObject({ kind: 'region', label: 'North West England' });
    expect(data.total).toBe(expected.length);
    expect(await allIds('location=North+West+England&lot_status=all', data.total)).toEqual(
      expected,
    );
    // The map opens on the region: Carlisle (Cumbria) to Chester (Cheshire), not one town.
    const box = data.place!.bbox!;
    expect(box.north).toBeGreaterThan(54.8);
    expect(box.south).toBeLessThan(53.2);

    const page = await get('/listings?location=North+West+England');
    expect(page.text).toContain('Lots in North West England');
  });

  it("a region's name is not read as words of a lot's text", async () => {
    // Before, "north west" found the lots elsewhere whose text holds both words (York, Birmingham).
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM auction_properties
        WHERE search_vector @@ plainto_tsquery('english', 'north west')
          AND NOT (split_part(location_slug, '/', 1) || '/' || split_part(location_slug, '/', 2) = ANY($1::text[]))`,
      [NORTH_WEST],
    );
    const elsewhere = rows.map((r) => Number(r.id));
    expect(elsewhere.length).toBeGreaterThan(0);
    const typed = await get('/listings/_payload.json?search=north+west&lot_status=all');
    expect(typed.body).toMatchObject({
      redirect: '/listings?lot_status=all&location=North+West+England',
    });
    const data = await listings('location=North+West+England&lot_status=all');
    expect(data.total).toBe((await lotsUnder(NORTH_WEST)).length);
    const ids = await allIds('location=North+West+England&lot_status=all', data.total);
    for (const id of elsewhere) expect(ids).not.toContain(id);
  });

  it('Teesside is the North East, not Yorkshire, though filed under North Yorkshire', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      'SELECT id FROM auction_properties WHERE location_slug = $1',
      [MIDDLESBROUGH],
    );
    const middlesbrough = rows.map((r) => Number(r.id));
    expect(middlesbrough.length).toBeGreaterThan(0);

    const northEast = await listings('location=north+east&lot_status=all');
    expect(northEast.place).toMatchObject({ kind: 'region', label: 'North East England' });
    const neIds = await allIds('location=north+east&lot_status=all', northEast.total);
    for (const id of middlesbrough) expect(neIds).toContain(id);
    expect(neIds).toEqual(
      [
        ...(await lotsUnder(['england/durham', 'england/northumberland', 'england/tyne-and-wear'])),
        ...middlesbrough,
      ].sort((a, b) => a - b),
    );

    const yorkshire = await listings('location=Yorkshire&lot_status=all');
    expect(yorkshire.place).toMatchObject({ kind: 'region', label: 'Yorkshire and the Humber' });
    const expected = await lotsUnder(
      [
        'england/east-riding-of-yorkshire',
        'england/north-yorkshire',
        'england/south-yorkshire',
        'england/west-yorkshire',
      ],
      [MIDDLESBROUGH],
    );
    expect(yorkshire.total).toBe(expected.length);
    const yIds = await allIds('location=Yorkshire&lot_status=all', yorkshire.total);
    for (const id of middlesbrough) expect(yIds).not.toContain(id);
  });

  it('"the Midlands" is both Midlands regions; "West Midlands" is still the county', async () => {
    const both = await listings('location=the+midlands&lot_status=all');
    expect(both.place).toMatchObject({ kind: 'region', label: 'East and West Midlands' });
    const east = await listings('location=East+Midlands&lot_status=all');
    const west = await listings('location=West+Midlands+region&lot_status=all');
    expect(both.total).toBe(east.total + west.total);
    const county = await listings('location=West+Midlands&lot_status=all');
    expect(county.place).toMatchObject({ kind: 'county', slug: 'england/west-midlands' });
    expect(county.total).toBeLessThan(west.total);
  });

  it('the Location box offers regions', async () => {
    const res = await get('/api/suggest?q=north%20we');
    const body = res.body as SuggestResponse;
    expect(body.suggestions).toContainEqual(
      expect.objectContaining({
        kind: 'region',
        label: 'North West England',
        href: '/listings?location=North%20West%20England',
      }),
    );
    const yorks = (await get('/api/suggest?q=yorkshire')).body as SuggestResponse;
    expect(yorks.suggestions[0]).toMatchObject({
      kind: 'region',
      label: 'Yorkshire and the Humber',
    });
  });

  it('a region has no location page: its address leads to its lots', async () => {
    const res = await get('/locations/north-west');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/listings?location=North+West+England');
  });
});

describe('sold prices of a region', () => {
  it('are the sales of its counties’ postcode districts', async () => {
    const { rows } = await t.db.query<{ d: string }>(
      `SELECT slug AS d FROM postcodes WHERE kind = 'district'
         AND split_part(location_slug, '/', 1) || '/' || split_part(location_slug, '/', 2) = ANY($1::text[])`,
      [NORTH_WEST],
    );
    const expected = await soldCount(t, 'postcode_district = ANY($1::text[])', [
      rows.map((r) => r.d),
    ]);
    expect(expected).toBeGreaterThan(0);
    const typed = await get('/sold-house-prices?search=north+west');
    expect(typed.status).toBe(302);
    expect(typed.headers.location).toBe('/sold-house-prices?location=North+West+England');
    const found = await soldResults(t, 'location=North+West+England');
    expect(found.locationLabel).toBe('North West England');
    expect(found.stats.count).toBe(expected);
  });
});
