import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { soldCount, soldResults } from '../helpers/sold-price-search';
import type { ListingsData } from '#shared/payloads/directory-data';
import type { SuggestResponse } from '#schema/suggest';
import { LANDSCAPES, landscape } from '#schema/landscapes';

// A buyer types a national park or a National Landscape ("lake district", "cottage in the
// cotswolds"). None is a place of our list: before, the lot search found the lots whose text held
// the words (none) and offered to leave them out. Now each is one place, searched as the towns of
// ours it holds (decision 117).

const { t, get } = seededDirectoryApp();

const BRECON_BEACONS = landscape('wales/bannau-brycheiniog')!;

const listings = async (qs: string): Promise<ListingsData> => {
  const res = await get(`/listings/_payload.json?${qs}`);
  expect(res.status, qs).toBe(200);
  return res.body.loaderData.listings as ListingsData;
};

async function allIds(qs: string, total: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= Math.ceil(total / 12); page++)
    ids.push(...(await listings(`${qs}&page=${page}`)).items.map((l) => Number(l.id)));
  return ids.sort((a, b) => a - b);
}

/** Every lot (any status) filed under one of these places or a place below it. */
async function lotsUnder(slugs: readonly string[]): Promise<number[]> {
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT id FROM auction_properties
      WHERE location_slug = ANY($1::text[]) OR location_slug LIKE ANY($2::text[])`,
    [slugs, slugs.map((s) => `${s}/%`)],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

describe('national parks and National Landscapes typed into the search', () => {
  it('are searched as towns the seeded place list holds, every one of them', async () => {
    const { rows } = await t.db.query<{ slug: string }>(
      "SELECT slug FROM locations WHERE kind = 'town' AND slug = ANY($1::text[])",
      [LANDSCAPES.flatMap((l) => l.towns)],
    );
    const held = new Set(rows.map((r) => r.slug));
    for (const l of LANDSCAPES) {
      expect(l.towns.length, l.name).toBeGreaterThan(0);
      expect(
        l.towns.filter((s) => !held.has(s)),
        l.name,
      ).toEqual([]);
    }
  });

  it('"brecon beacons" is the national park, with the lots of the towns it holds', async () => {
    const typed = await get('/listings?search=brecon+beacons');
    expect(typed.status).toBe(302);
    expect(typed.headers.location).toBe('/listings?location=Bannau+Brycheiniog+National+Park');

    const expected = await lotsUnder(BRECON_BEACONS.towns);
    expect(expected.length).toBeGreaterThan(0);
    const qs = 'location=Bannau+Brycheiniog+National+Park&lot_status=all';
    const data = await listings(qs);
    expect(data.place).toMatchObject({ kind: 'region', slug: 'wales/bannau-brycheiniog' });
    expect(data.total).toBe(expected.length);
    expect(await allIds(qs, data.total)).toEqual(expected);

    // The page says what was searched, by the name buyers still use too.
    const page = await get('/listings?location=Bannau+Brycheiniog+National+Park');
    expect(page.text).toContain('Lots in Bannau Brycheiniog National Park');
    expect(page.text).toContain(
      'Bannau Brycheiniog National Park (the Brecon Beacons) is searched as the places we list in it: Brecon, Talgarth,',
    );
  });

  it('is read from the words around it, written as buyers write it', async () => {
    const cases: [string, string][] = [
      [
        'cottage in the cotswolds',
        '/listings?search=cottage&location=Cotswolds+National+Landscape',
      ],
      ['lake district', '/listings?location=Lake+District+National+Park'],
      [
        'houses in the peak district national park',
        '/listings?location=Peak+District+National+Park&property_type=houses',
      ],
      ['snowdonia', '/listings?location=Eryri+National+Park'],
      ['chilterns aonb', '/listings?location=Chilterns+National+Landscape'],
    ];
    for (const [words, to] of cases) {
      const typed = await get(`/listings?search=${encodeURIComponent(words)}`);
      expect(typed.status, words).toBe(302);
      expect(typed.headers.location, words).toBe(to);
    }
  });

  it('a landscape with no lot of ours says which places it searched and offers a circle', async () => {
    const data = await listings('location=Lake+District+National+Park');
    expect(data.total).toBe(0);
    expect(data.place?.searchedAs).toBe(
      'Lake District National Park is searched as the places we list in it: Keswick, Ambleside, Windermere and Staveley.',
    );
    const circle = data.relax?.find((r) => r.search.includes('radius='));
    expect(circle?.action).toMatch(/^Search within \d+ miles of Lake District National Park$/);
    const followed = await listings(circle!.search.slice(1));
    expect(followed.total).toBe(circle!.count);
    expect(followed.total).toBeGreaterThan(0);
  });

  it('leaves its towns in their region: Mid Wales still holds Brecon’s lots', async () => {
    const midWales = await listings('location=Mid+Wales&lot_status=all');
    expect(midWales.total).toBe((await lotsUnder(['wales/powys'])).length);
    const ids = await allIds('location=Mid+Wales&lot_status=all', midWales.total);
    for (const id of await lotsUnder(BRECON_BEACONS.towns)) expect(ids).toContain(id);
  });

  it('the Location box offers them', async () => {
    const body = (await get('/api/suggest?q=cotsw')).body as SuggestResponse;
    expect(body.suggestions).toContainEqual(
      expect.objectContaining({
        kind: 'region',
        label: 'Cotswolds National Landscape',
        href: '/listings?location=Cotswolds%20National%20Landscape',
      }),
    );
  });
});

describe('sold prices of a national park', () => {
  it('are the sales of the postcode districts of the towns it holds', async () => {
    const { rows } = await t.db.query<{ d: string }>(
      "SELECT slug AS d FROM postcodes WHERE kind = 'district' AND location_slug = ANY($1::text[])",
      [BRECON_BEACONS.towns],
    );
    const expected = await soldCount(t, 'postcode_district = ANY($1::text[])', [
      rows.map((r) => r.d),
    ]);
    expect(expected).toBeGreaterThan(0);
    const found = await soldResults(t, 'location=brecon+beacons');
    expect(found.locationLabel).toBe('Bannau Brycheiniog National Park');
    expect(found.stats.count).toBe(expected);
  });

  it('one whose towns hold no postcodes of ours names the nearest towns that do', async () => {
    const found = await soldResults(t, 'location=lake+district');
    expect(found.locationLabel).toBe('Lake District National Park');
    expect(found.stats.count).toBe(0);
    // Keswick's nearest town with postcodes of ours, with its sales.
    expect(found.nearby?.[0]).toMatchObject({
      label: 'Carlisle',
      value: 'england/cumbria/carlisle',
    });
    expect(found.nearby?.[0]?.count).toBeGreaterThan(0);
    const page = await get('/sold-house-prices?location=lake+district');
    expect(page.text).toContain('We hold no postcodes for Lake District National Park');
  });
});
