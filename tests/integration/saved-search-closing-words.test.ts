import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch } from '../helpers/test-users';
import { capturingAlertRunDeps } from '../helpers/alert-run-deps';
import type { MailMessage } from '#server/mail/mailer.server';
import { sendAlerts } from '#server/alerts/send-alerts.server';
import { plusDays } from '#schema/uk-clock';
import { londonDayOf } from '#schema/london-time';

// A buyer searches "auctions this week" and saves it. The search keeps the words
// (`closing=this_week`, decision 108), so each alert reads "this week" on the day it runs: the
// dates of the day it was saved would find nothing once that week had passed.

let t: TestApp;
let houseId = 0;
const sent: MailMessage[] = [];
/** The alert runs' first day: a week from today, so every lot below is still for sale. */
const day0 = plusDays(londonDayOf(new Date()), 7);

const addLot = async (title: string, closes: string) =>
  t.db.query(
    `INSERT INTO auction_properties (auction_house_id, title, property_type, guide_price_min, auction_date)
     VALUES ($1, $2, 'Terraced house', 90000, $3)`,
    [houseId, title, closes],
  );

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('week-house', 'Week House') RETURNING id",
  );
  houseId = rows[0]!.id;
});
afterAll(() => t.close());

describe('a saved search of closing days said in words', () => {
  it('is kept as the words, and each alert reads them on the day it runs', async () => {
    const ola = await createTestUser(t, 'ola@example.co.uk');
    await saveSearch(t, ola, { query: 'closing=this_week&property_type=houses' });
    const list = await request(t.app).get('/api/saved-searches').set('Cookie', ola.cookie);
    expect(JSON.stringify(list.body)).toContain('"closing":"this_week"');

    const deps = capturingAlertRunDeps(t, sent);
    // Days ahead of the real clock: the database says a lot is for sale on its own clock.
    const at = (days: number, time = '12:00:00Z') => `${plusDays(day0, days)}T${time}`;
    await addLot('House closing on day 3', at(3));
    await addLot('House closing on day 17', at(17));
    // The first run: "this week" is days 0 to 6, so the lot of day 17 is not in it.
    expect((await sendAlerts(deps, { now: new Date(at(0, '07:00:00Z')) })).emails).toBe(1);
    const first = sent.find((m) => m.to === ola.email)!;
    expect(first.text).toContain('House closing on day 3');
    expect(first.text).not.toContain('House closing on day 17');

    sent.length = 0;
    await addLot('House closing on day 18', at(18));
    await addLot('House closing on day 30', at(30));
    // Twelve days later "this week" is days 12 to 18.
    expect((await sendAlerts(deps, { now: new Date(at(12, '07:00:00Z')) })).emails).toBe(1);
    const second = sent.find((m) => m.to === ola.email)!;
    expect(second.text).toContain('House closing on day 18');
    expect(second.text).not.toContain('House closing on day 30');
  });
});
