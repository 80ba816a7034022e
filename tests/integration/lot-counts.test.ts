import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp } from '../helpers/test-app';
import { openTestDb } from '../helpers/test-db';
import { countingDb } from '../helpers/counting-db';
import {
  FEED_HOUSE,
  catalogueCsv,
  postFeed,
  seedFeedDirectory,
} from '../helpers/lot-feed-fixtures';
import { createFeedToken } from '#server/lots/feeds/feed-tokens.server';
import { PAGE_SIZE, RADIUS_CHOICES_MILES } from '#schema/listing-query';
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

/** A statement that counts lots (a results total, an empty page's offers, an area's lots). */
const COUNTS_LOTS = /count\(\*\).*FROM auction_properties/s;

/**
 * The app on a fresh database whose statements are recorded, with the feed fixtures' house and
 * its token: `feed(n)` lists n lots, `countsSince(from)` counts the lot counts run since then.
 */
async function countedApp(env: Record<string, string>) {
  const tdb = await openTestDb();
  const { db, statements } = countingDb(tdb.db);
  const t = await createTestApp(env, { db });
  const houseId = await seedFeedDirectory(tdb.db);
  const token = (await createFeedToken(tdb.db, FEED_HOUSE))!;
  return {
    t,
    houseId,
    statements,
    async feed(lots: number) {
      expect((await postFeed(t.app, token, catalogue(lots))).status).toBe(201);
    },
    countsSince: (from: number) =>
      statements.slice(from).filter((sql) => COUNTS_LOTS.test(sql)).length,
    async close() {
      await t.close();
      await tdb.dispose();
    },
  };
}
type CountedApp = Awaited<ReturnType<typeof countedApp>>;

/**
 * A search's total and the empty page's offers are counted once per filter and kept a while
 * (lotCounts), dropped whenever lots change: the sort orders and pages of one search, and
 * empty pages offering the same wider search, no longer count the same lots again.
 */
describe('lot counts', () => {
  let app: CountedApp;
  beforeAll(async () => {
    // The page cache on, as `npm start` runs it; each address below is asked for once.
    app = await countedApp({ PAGE_CACHE_TTL_MS: '5000' });
  }, 240_000);
  afterAll(() => app?.close());

  const listings = async (query: string) => {
    const res = await request(app.t.app)
      .get(`/listings/_payload.json?auction_house=${app.houseId}&${query}`)
      .set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    return res.body.loaderData.listings as {
      total: number;
      items: unknown[];
      relax: { action: string; count: number }[];
    };
  };

  it('counts a search once for its sort orders and pages, and a lot fed in at once', async () => {
    await app.feed(PAGE_SIZE + 2);
    const from = app.statements.length;
    const first = await listings('order_by=price_asc');
    expect(first).toMatchObject({ total: PAGE_SIZE + 2 });
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect((await listings('order_by=price_desc')).total).toBe(PAGE_SIZE + 2);
    expect((await listings('order_by=price_asc&page=2')).items).toHaveLength(2);
    expect(app.countsSince(from)).toBe(1);

    await app.feed(PAGE_SIZE + 3);
    expect((await listings('order_by=newest')).total).toBe(PAGE_SIZE + 3);
  });

  it('a page that is not full says its total from its lots, with no count', async () => {
    const from = app.statements.length;
    const threeBeds = await listings('bedrooms=3&order_by=price_asc');
    // Lots 2, 6, 10 and 14 have 3 bedrooms, lots 3, 7, 11 and 15 have 4.
    expect(threeBeds.total).toBe(8);
    expect(threeBeds.items).toHaveLength(8);
    expect(app.countsSince(from)).toBe(0);
  });

  it('counts an empty page’s offers once for its sort orders', async () => {
    const from = app.statements.length;
    const empty = await listings('bedrooms=9&order_by=price_asc');
    expect(empty.total).toBe(0);
    expect(empty.relax[0]).toMatchObject({ action: 'Remove “9+ bedrooms”', count: PAGE_SIZE + 3 });
    const again = await listings('bedrooms=9&order_by=price_desc');
    const offered = (page: typeof empty) => page.relax.map(({ action, count }) => [action, count]);
    expect(offered(again)).toEqual(offered(empty));
    expect(app.countsSince(from)).toBe(1);
  });
});

describe('an area page’s lots', () => {
  let app: CountedApp;
  beforeAll(async () => {
    app = await countedApp({});
    await app.feed(AREA_LIST_SIZE + 1);
  }, 240_000);
  afterAll(() => app?.close());

  const area = async (path: string) => {
    const from = app.statements.length;
    const res = await request(app.t.app).get(`${path}/_payload.json`).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    const data = Object.values(res.body.loaderData as Record<string, unknown>).find(
      (d) => d !== null && typeof d === 'object' && 'lotsTotal' in d,
    ) as { lotsTotal: number; lots: unknown[]; nearbyLots: { href: string } | null };
    return { ...data, counts: app.countsSince(from) };
  };

  it('counts the lots only when its list is full', async () => {
    const lambeth = await area('/locations/england/greater-london/lambeth');
    expect(lambeth).toMatchObject({ lotsTotal: AREA_LIST_SIZE + 1, counts: 1 });
    expect(lambeth.lots).toHaveLength(AREA_LIST_SIZE);
    // An empty area does not count its own lots; it counts the circles around it to lead to the
    // nearest lots (decision 078), smallest first, one statement each, and stops at the first
    // that finds some (decision 082): no circle is counted beyond the one it offers.
    const n1 = await area('/postcodes/n1');
    expect(n1).toMatchObject({ lotsTotal: 0, lots: [] });
    const radius = Number(new URL(n1.nearbyLots!.href, 'http://x').searchParams.get('radius'));
    expect(n1.counts).toBe(RADIUS_CHOICES_MILES.indexOf(radius as never) + 1);
    expect(n1.counts).toBeLessThan(RADIUS_CHOICES_MILES.length);
  });
});
