import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch } from '../helpers/test-users';
import { capturingAlertRunDeps } from '../helpers/alert-run-deps';
import type { MailMessage } from '#server/mail/mailer.server';
import { sendAlerts } from '#server/alerts/send-alerts.server';
import { SALE_AT } from '../helpers/sale-day';

// A buyer saves "north west": the alert tells of new lots in Cheshire and Merseyside, not in Kent
// (decision 092: the alert reads the search as its results page does).

let t: TestApp;
const sent: MailMessage[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  await t.db.exec(`
    INSERT INTO locations (slug, name, kind, parent_slug, lat, lng) VALUES
      ('england', 'England', 'country', NULL, 52.5, -1.5),
      ('england/cheshire', 'Cheshire', 'county', 'england', 53.2, -2.55),
      ('england/cheshire/chester', 'Chester', 'town', 'england/cheshire', 53.19, -2.89),
      ('england/merseyside', 'Merseyside', 'county', 'england', 53.45, -2.9),
      ('england/merseyside/liverpool', 'Liverpool', 'town', 'england/merseyside', 53.41, -2.98),
      ('england/kent', 'Kent', 'county', 'england', 51.2, 0.7),
      ('england/kent/canterbury', 'Canterbury', 'town', 'england/kent', 51.28, 1.08);
  `);
});
afterAll(() => t.close());

describe('a saved search of a region', () => {
  it('alerts on the new lots of the region, and not on those elsewhere', async () => {
    const nina = await createTestUser(t, 'nina@example.co.uk');
    await saveSearch(t, nina, { query: 'location=north+west' });
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO auction_houses (slug, name) VALUES ('region-house', 'Region House') RETURNING id",
    );
    for (const [title, slug] of [
      ['Terraced house in Chester', 'england/cheshire/chester'],
      ['Flat in Liverpool', 'england/merseyside/liverpool'],
      ['Cottage in Canterbury', 'england/kent/canterbury'],
    ] as const)
      await t.db.query(
        `INSERT INTO auction_properties (auction_house_id, title, property_type, location_slug, guide_price_min, auction_date)
         VALUES ($1, $2, 'Terraced house', $3, 100000, '${SALE_AT}')`,
        [rows[0]!.id, title, slug],
      );
    const deps = capturingAlertRunDeps(t, sent);
    expect((await sendAlerts(deps, { now: new Date('2026-11-23T07:00:00Z') })).emails).toBe(1);
    const mail = sent.find((m) => m.to === nina.email)!;
    expect(mail.subject).toMatch(/^2 new lots for/);
    expect(mail.text).toContain('Terraced house in Chester');
    expect(mail.text).toContain('Flat in Liverpool');
    expect(mail.text).not.toContain('Canterbury');
  });
});
