import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { londonDayOf } from '#schema/london-time';

/**
 * "Closing in the next 7 days" (`closing=this_week`) is seven UK days, today the first. It ran to
 * the same weekday a week on, eight days, so on a Sunday it held all of next week, Sunday
 * included (decision 168). Said on a Sunday it still shares Monday to Saturday with next week.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `WITH h AS (INSERT INTO auction_houses (slug, name) VALUES ('seven', 'Seven & Co') RETURNING id)
     INSERT INTO auction_properties (auction_house_id, title, property_type, guide_price_min, auction_date)
     SELECT h.id, 'Flat closing in ' || d || ' days', 'Flat', 100000,
            (date_trunc('day', now() AT TIME ZONE 'Europe/London') + make_interval(days => d, hours => 12))
              AT TIME ZONE 'Europe/London'
       FROM h, (VALUES (6), (7)) AS days(d)`,
  );
}, 240_000);
afterAll(() => t?.close());

const titles = async (qs: string) =>
  (
    (await request(t.app).get(`/listings/_payload.json?${qs}`).set('User-Agent', BROWSER_UA)).body
      .loaderData.listings as { items: Array<{ title: string }> }
  ).items
    .map((l) => l.title)
    .sort();

describe('closing in the next 7 days', () => {
  it('is today and the six days after it, not the same weekday next week', async () => {
    expect(await titles('closing=this_week')).toEqual(['Flat closing in 6 days']);
    // A week today is in next week whatever today is (its Monday to Sunday start tomorrow at the
    // soonest): on a Sunday the two now differ by next Sunday's lots.
    const weekday = new Date(`${londonDayOf(new Date())}T12:00:00Z`).getUTCDay();
    const nextWeek = await titles('closing=next_week');
    expect(nextWeek).toContain('Flat closing in 7 days');
    if (weekday === 0)
      expect(nextWeek).toEqual(['Flat closing in 6 days', 'Flat closing in 7 days']);
  });
});
