import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Closing days said that hold no lot (decision 147): "closing tomorrow" with nothing closing
 * tomorrow offered only "Remove", where lots closed later that week.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `WITH h AS (INSERT INTO auction_houses (slug, name) VALUES ('later', 'Later & Co') RETURNING id)
     INSERT INTO auction_properties (auction_house_id, title, property_type, guide_price_min, auction_date)
     SELECT h.id, 'Flat closing in five days', 'Flat', 100000,
            date_trunc('day', now()) + interval '5 days 11 hours' FROM h`,
  );
}, 240_000);
afterAll(() => t?.close());

const listings = async (qs: string) =>
  (await request(t.app).get(`/listings/_payload.json?${qs}`).set('User-Agent', BROWSER_UA)).body
    .loaderData.listings as {
    total: number;
    relax: Array<{ action: string; search: string; count: number }>;
  };

describe('a closing day that holds no lot', () => {
  it('offers the days around it that do, with their counts', async () => {
    const tomorrow = await listings('closing=tomorrow');
    expect(tomorrow.total).toBe(0);
    const week = tomorrow.relax.find((r) => r.action === 'Widen to “Closing in the next 7 days”');
    expect(week).toMatchObject({ search: '?closing=this_week', count: 1 });
    expect((await listings('closing=this_week')).total).toBe(1);
  });
});
