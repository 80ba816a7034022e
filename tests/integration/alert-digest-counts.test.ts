import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch } from '../helpers/test-users';
import { capturingAlertRunDeps } from '../helpers/alert-run-deps';
import type { MailMessage } from '#server/mail/mailer.server';
import { sendAlerts } from '#server/alerts/send-alerts.server';
import { SALE_AT } from '../helpers/sale-day';

// A buyer's searches overlap (a town and a postcode district in it; a type in a price range): one
// new lot can match several. The digest lists it under each search, but its subject counts
// lots the buyer has not seen, so a lot counts once.

let t: TestApp;
/** The e-mails handed to the mail server: SMTP is outside the process, so it is the one stand-in. */
const sent: MailMessage[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

describe('the subject of a digest with overlapping searches', () => {
  it('counts each new lot once', async () => {
    const bea = await createTestUser(t, 'bea@example.co.uk');
    for (const query of ['property_type=Flat', 'guide_price_max=150000', 'bedrooms=2'])
      await saveSearch(t, bea, { query });
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO auction_houses (slug, name) VALUES ('count-house', 'Count House') RETURNING id",
    );
    // Matches all three searches, matches one, matches two.
    for (const [title, type, guide, beds] of [
      ['Two-bed flat', 'Flat', 120_000, 2],
      ['Big house', 'Detached house', 900_000, 5],
      ['Cheap bungalow', 'Bungalow', 100_000, 2],
    ] as const)
      await t.db.query(
        `INSERT INTO auction_properties (auction_house_id, title, property_type, guide_price_min, bedrooms, auction_date)
         VALUES ($1, $2, $3, $4, $5, '${SALE_AT}')`,
        [rows[0]!.id, title, type, guide, beds],
      );
    const deps = capturingAlertRunDeps(t, sent);
    expect((await sendAlerts(deps, { now: new Date('2026-11-23T07:00:00Z') })).emails).toBe(1);
    const mail = sent.find((m) => m.to === bea.email)!;
    expect(mail.subject).toBe('3 new lots for your saved searches');
    // Each search still lists every lot it matched.
    expect(mail.text.match(/Two-bed flat/g)).toHaveLength(3);
  });

  it('counts them once too when a search has more new lots than the e-mail lists', async () => {
    const dee = await createTestUser(t, 'dee@example.co.uk');
    for (const query of ['property_type=Garage', 'guide_price_max=5000'])
      await saveSearch(t, dee, { query });
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT id FROM auction_houses WHERE slug = 'count-house'",
    );
    for (let n = 1; n <= 12; n++)
      await t.db.query(
        `INSERT INTO auction_properties (auction_house_id, title, property_type, guide_price_min, auction_date)
         VALUES ($1, $2, 'Garage', 4000, '${SALE_AT}')`,
        [rows[0]!.id, `Lock-up garage ${n}`],
      );
    const deps = capturingAlertRunDeps(t, sent);
    expect(await sendAlerts(deps, { now: new Date('2026-11-24T07:00:00Z') })).toMatchObject({
      failed: 0,
    });
    const mail = sent.find((m) => m.to === dee.email)!;
    expect(mail.subject).toBe('12 new lots for your saved searches');
  });

  it('twenty overlapping searches: still one digest, each lot counted once', async () => {
    const cal = await createTestUser(t, 'cal@example.co.uk');
    for (let beds = 1; beds <= 20; beds++) {
      const query = `property_type=Flat&property_type=Bungalow&tenure=Leasehold&tenure=Freehold&bedrooms=${beds}&guide_price_min=${beds}000&guide_price_max=900000`;
      await saveSearch(t, cal, { query });
    }
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT id FROM auction_houses WHERE slug = 'count-house'",
    );
    await t.db.query(
      `INSERT INTO auction_properties (auction_house_id, title, property_type, tenure, guide_price_min, bedrooms, auction_date)
       VALUES ($1, 'Huge flat', 'Flat', 'Leasehold', 500000, 20, '${SALE_AT}')`,
      [rows[0]!.id],
    );
    const deps = capturingAlertRunDeps(t, sent);
    expect(await sendAlerts(deps, { now: new Date('2026-11-25T07:00:00Z') })).toMatchObject({
      failed: 0,
    });
    const mail = sent.find((m) => m.to === cal.email)!;
    expect(mail.subject).toBe('1 new lot for your saved searches');
  });
});
