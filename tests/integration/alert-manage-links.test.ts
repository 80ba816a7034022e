import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch, type TestUser } from '../helpers/test-users';
import { readOutbox } from '../helpers/outbox';
import { alertRunDeps } from '../helpers/alert-run-deps';
import { createLogger } from '#server/logger.server';
import { sendAlerts } from '#server/alerts/send-alerts.server';
import { SALE_AT } from '../helpers/sale-day';

// An alert e-mail's "Manage your saved searches" is how a buyer changes how often it comes. It is
// opened from a mail client, often in a browser that is not signed in: it must lead to the saved
// searches, through signing in when needed, never to the home page with no word of why.

const ORIGIN = 'https://auctions.example.co.uk';
let t: TestApp;
let ada: TestUser;
let manage: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  ada = await createTestUser(t, 'ada@example.co.uk');
  await saveSearch(t, ada, { query: 'property_type=Flat', name: 'Flats for Ada' });
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('manage-house', 'Manage House') RETURNING id",
  );
  await t.db.query(
    `INSERT INTO auction_properties (auction_house_id, title, property_type, auction_date)
     VALUES ($1, 'A new flat', 'Flat', '${SALE_AT}')`,
    [rows[0]!.id],
  );
  const deps = alertRunDeps(t, createLogger('silent'));
  expect((await sendAlerts(deps, { now: new Date('2026-11-23T07:00:00Z') })).emails).toBe(1);
  const mail = readOutbox(t.config.DATA_DIR).find((m) => m.to === ada.email)!;
  manage = /Manage your saved searches: (\S+)/.exec(mail.body)![1]!;
});
afterAll(() => t.close());

/** Follows redirects as a browser would, from a link's path; the last answer and its path. */
async function open(link: string, cookie?: string) {
  let path = link;
  for (let hops = 0; hops < 5; hops++) {
    const req = request(t.app).get(path).set('User-Agent', BROWSER_UA);
    const res = await (cookie ? req.set('Cookie', cookie) : req);
    if (res.status < 300 || res.status >= 400) return { res, path };
    path =
      new URL(res.headers.location!, ORIGIN).pathname +
      new URL(res.headers.location!, ORIGIN).search;
  }
  throw new Error(`too many redirects from ${link}`);
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

describe('the manage link of an alert e-mail', () => {
  it('signed out: asks to sign in, then comes back to the saved searches', async () => {
    const { res, path } = await open(pathOf(manage));
    expect(path).toMatch(/^\/login\?/);
    // The sign-in form comes back to the saved searches (its hidden `redirect`).
    expect(res.text).toMatch(/name="redirect" value="\/profile#saved-searches"/);
  });

  it('signed in: goes straight to the saved searches', async () => {
    const { res, path } = await open(pathOf(manage), ada.cookie);
    expect(path).toBe('/profile');
    expect(res.text).toContain('Flats for Ada');
  });
});
