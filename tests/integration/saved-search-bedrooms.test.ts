import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch } from '../helpers/test-users';
import { capturingAlertRunDeps } from '../helpers/alert-run-deps';
import type { MailMessage } from '#server/mail/mailer.server';
import { sendAlerts } from '#server/alerts/send-alerts.server';
import { plusDays } from '#schema/uk-clock';
import { londonDayOf } from '#schema/london-time';

// A buyer saves "2 bed flats": the alert must send two-bedroom flats, not every flat of two
// bedrooms or more (the search had no most, so a three-bedroom flat was "a match").

let t: TestApp;
let houseId = 0;
const sent: MailMessage[] = [];
const closes = `${plusDays(londonDayOf(new Date()), 14)}T12:00:00Z`;

const addFlat = async (title: string, bedrooms: number) =>
  t.db.query(
    `INSERT INTO auction_properties (auction_house_id, title, property_type, bedrooms, guide_price_min, auction_date)
     VALUES ($1, $2, 'Flat', $3, 90000, $4)`,
    [houseId, title, bedrooms, closes],
  );

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('beds-house', 'Beds House') RETURNING id",
  );
  houseId = rows[0]!.id;
});
afterAll(() => t.close());

describe('a saved search of a number of bedrooms', () => {
  it('keeps the most, is named by it, and its alert holds only lots of that many', async () => {
    const ada = await createTestUser(t, 'ada@example.co.uk');
    const saved = await saveSearch(t, ada, {
      query: 'property_type=flats&bedrooms=2&bedrooms_max=2&page=3',
    });
    expect(saved.name).toBe('Flats and maisonettes · 2 bedrooms');
    const list = await request(t.app).get('/api/saved-searches').set('Cookie', ada.cookie);
    const [search] = list.body.data as Array<{ query: Record<string, string>; path: string }>;
    expect(search!.query).toEqual({ bedrooms: '2', bedrooms_max: '2', property_type: 'flats' });
    expect(search!.path).toBe('/listings?bedrooms=2&bedrooms_max=2&property_type=flats');

    await addFlat('One-bedroom flat', 1);
    await addFlat('Two-bedroom flat', 2);
    await addFlat('Three-bedroom flat', 3);
    const deps = capturingAlertRunDeps(t, sent);
    expect((await sendAlerts(deps, { now: new Date() })).emails).toBe(1);
    const mail = sent.find((m) => m.to === ada.email)!;
    expect(mail.text).toContain('Two-bedroom flat');
    expect(mail.text).not.toContain('One-bedroom flat');
    expect(mail.text).not.toContain('Three-bedroom flat');
  });
});
