import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { countingDb } from '../helpers/counting-db';
import { FEED_HOUSE, catalogueCsv, seedFeedDirectory } from '../helpers/lot-feed-fixtures';
import { createFeedToken } from '#server/lots/feeds/feed-tokens.server';
import { PAGE_SIZE } from '#schema/listing-query';
import { AREA_LIST_SIZE } from '#server/loaders/area-listings.server';

/** `lots` flats for sale, lot n having n % 4 + 1 bedrooms. */
const catalogue = (lots: number) =>
  catalogueCsv(
    Array.from({ length: lots }, (_, i) => ({
      lot: i + 1,
      guide: 200_000 + i * 1_000,
      bedrooms: ((i + 1) % 4) + 1,
    })),
  );

/**
 * A search's total and the empty page's offers are counted once per filter and kept a while
 * (lotCounts), dropped whenever lots change: the sort orders and pages of one search, and
 * empty pages offering the same wider search, no longer count the same lots again.
 */
describe('lot counts', () => {
  let tdb: TestDb;
  let t: TestApp;
  let houseId: number;
  let token: string;
  let statements: string[] = [];
  beforeAll(async () => {
    tdb = await openTestDb();
    const db = tdb.db;
    const counting = countingDb(db);
    statements = counting.statements;
    const counted = counting.db;
    // The page cache on, as `npm start` runs it; each address below is asked for once.
    t = await createTestApp({ PAGE_CACHE_TTL_MS: '5000' }, { db: counted });
    houseId = await seedFeedDirectory(db);
    token = (await createFeedToken(db, FEED_HOUSE))!;
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await tdb?.dispose();
  });

  const feed = async (lots: number) => {
    const res = await request(t.app)
      .post('/api/feeds/lots')
      .set('Content-Type', 'text/csv')
      .set('Authorization', `Bearer ${token}`)
      .send(catalogue(lots));
    expect(res.status).toBe(201);
  };
  const listings = async (query: string) => {
    const res = await request(t.app)
      .get(`/listings/_payload.json?auction_house=${houseId}&${query}`)
      .set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    return res.body.loaderData.listings as {
      total: number;
      items: unknown[];
      relax: { action: string; count: number }[];
    };
  };
  /** Statements that count lots (the results total, the empty page's offers) since `from`. */
  const countsSince = (from: number) =>
    statements.slice(from).filter((sql) => /count\(\*\).*FROM auction_properties/s.test(sql))
      .length;

  it('counts a search once for its sort orders and pages, and a lot fed in at once', async () => {
    await feed(PAGE_SIZE + 2);
    const from = statements.length;
    const first = await listings('order_by=price_asc');
    expect(first).toMatchObject({ total: PAGE_SIZE + 2 });
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect((await listings('order_by=price_desc')).total).toBe(PAGE_SIZE + 2);
    expect((await listings('order_by=price_asc&page=2')).items).toHaveLength(2);
    expect(countsSince(from)).toBe(1);

    await feed(PAGE_SIZE + 3);
    expect((await listings('order_by=newest')).total).toBe(PAGE_SIZE + 3);
  });

  it('a page that is not full says its total from its lots, with no count', async () => {
    const from = statements.length;
    const threeBeds = await listings('bedrooms=3&order_by=price_asc');
    // Lots 2, 6, 10 and 14 have 3 bedrooms, lots 3, 7, 11 and 15 have 4.
    expect(threeBeds.total).toBe(8);
    expect(threeBeds.items).toHaveLength(8);
    expect(countsSince(from)).toBe(0);
  });

  it('counts an empty page’s offers once for its sort orders', async () => {
    const from = statements.length;
    const empty = await listings('bedrooms=9&order_by=price_asc');
    expect(empty.total).toBe(0);
    expect(empty.relax[0]).toMatchObject({ action: 'Remove “9+ bedrooms”', count: PAGE_SIZE + 3 });
    const again = await listings('bedrooms=9&order_by=price_desc');
    const offered = (page: typeof empty) => page.relax.map(({ action, count }) => [action, count]);
    expect(offered(again)).toEqual(offered(empty));
    expect(countsSince(from)).toBe(1);
  });
});

describe('an area page’s lots', () => {
  let tdb: TestDb;
  let t: TestApp;
  let statements: string[] = [];
  beforeAll(async () => {
    tdb = await openTestDb();
    const db = tdb.db;
    const counting = countingDb(db);
    statements = counting.statements;
    const counted = counting.db;
    t = await createTestApp({}, { db: counted });
    await seedFeedDirectory(db);
    const token = (await createFeedToken(db, FEED_HOUSE))!;
    const res = await request(t.app)
      .post('/api/feeds/lots')
      .set('Content-Type', 'text/csv')
      .set('Authorization', `Bearer ${token}`)
      .send(catalogue(AREA_LIST_SIZE + 1));
    expect(res.status).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await tdb?.dispose();
  });

  const area = async (path: string) => {
    const from = statements.length;
    const res = await request(t.app).get(`${path}/_payload.json`).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    const data = Object.values(res.body.loaderData as Record<string, unknown>).find(
      (d) => d !== null && typeof d === 'object' && 'lotsTotal' in d,
    ) as { lotsTotal: number; lots: unknown[] };
    const counts = statements
      .slice(from)
      .filter((sql) => /count\(\*\).*FROM auction_properties/s.test(sql)).length;
    return { ...data, counts };
  };

  it('counts the lots only when its list is full', async () => {
    const lambeth = await area('/locations/england/greater-london/lambeth');
    expect(lambeth).toMatchObject({ lotsTotal: AREA_LIST_SIZE + 1, counts: 1 });
    expect(lambeth.lots).toHaveLength(AREA_LIST_SIZE);
    const n1 = await area('/postcodes/n1');
    expect(n1).toMatchObject({ lotsTotal: 0, lots: [], counts: 0 });
  });
});
