import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seedFeedDirectory } from '../helpers/lot-feed-fixtures';

/**
 * An editor looking for a lot to correct (`/admin/lots`) wants a sale about to close or one whose
 * results are coming in. The search lists those nearest to today, either side, and says how many
 * matched when it shows only some. Before, it listed the furthest future auctions first and cut
 * the list at 20 without a word: "Station" never reached last week's results.
 */
describe('the admin’s lot search', () => {
  let t: TestApp;
  let cookie: string;
  /** Lot n of 25 closes (n - 12) × 3 days from now: lot 12 today, lot 0 36 days ago. */
  beforeAll(async () => {
    t = await createTestApp();
    const house = await seedFeedDirectory(t.db);
    await t.db.query(
      `INSERT INTO auction_properties (auction_house_id, title, address, lot_number, auction_date)
       SELECT $1, 'Lot ' || n, n || ' Station Road, Leeds', n::text, now() + (n - 12) * interval '3 days'
         FROM generate_series(0, 24) AS n`,
      [house],
    );
    cookie = await t.sessionCookie('copy-editor');
  }, 240_000);
  afterAll(() => t?.close());

  it('lists the lots closing nearest to today first, and says how many matched', async () => {
    const res = await request(t.app).get('/api/admin/lots?q=Station').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(25);
    const numbers = (res.body.lots as { lot_number: string }[]).map((l) => Number(l.lot_number));
    expect(numbers).toHaveLength(20);
    // Today's first, then three days either side: the lots were dated a moment ago, so the one
    // ahead is a little nearer now than the one behind.
    expect(numbers.slice(0, 3)).toEqual([12, 13, 11]);
    // The five furthest from today are left out: lots 0, 1, 2, 23 and 24.
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
  });

  it('puts the lot with the id typed first', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM auction_properties WHERE lot_number = '0'",
    );
    const res = await request(t.app).get(`/api/admin/lots?q=${rows[0]!.id}`).set('Cookie', cookie);
    expect(res.body.lots[0].lot_number).toBe('0');
  });

  it('is never kept by a browser or proxy, nor indexed: the lots, the imports, a refusal', async () => {
    // These routers answer before the admin API's own router, whose headers never reached them.
    const signedIn = (path: string) => request(t.app).get(path).set('Cookie', cookie);
    const answers = {
      lots: await signedIn('/api/admin/lots?q=Station'),
      imports: await signedIn('/api/admin/imports'),
      'signed out': await request(t.app).get('/api/admin/lots?q=Station'),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['cache-control'], `${name} ${res.status}`).toBe('no-store');
      expect(res.headers['x-robots-tag'], name).toBe('noindex');
    }
  });
});
