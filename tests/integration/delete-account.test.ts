import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { readOutbox } from '../helpers/outbox';
import { afterResponseSettled } from '#server/auth/after-response.server';
import { SALE_AT } from '../helpers/sale-day';

// A buyer who leaves deletes their account from /profile/settings, with the password typed
// again: the account, its saved searches and watched lots go, its sessions end, and no alert is
// ever sent to the address again. Works with and without JavaScript.

const ORIGIN = 'https://auctions.example.co.uk';
const PASSWORD = 'Leaving-soon-2026';
let t: TestApp;

let houseId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('leaving-house', 'Leaving House') RETURNING id",
  );
  houseId = Number(rows[0]!.id);
});
afterAll(() => t.close());

/** A registered buyer (password, session cookie) with a saved search and a watched lot. */
async function buyer(email: string): Promise<{ id: number; cookie: string }> {
  const res = await request(t.app)
    .post('/api/auth/register')
    .set('Origin', ORIGIN)
    .send({ email, username: email, password: PASSWORD, first_name: 'Lee', last_name: 'Ving' });
  expect(res.status).toBe(200);
  const cookie = String(res.headers['set-cookie']![0]).split(';')[0]!;
  const api = (path: string) =>
    request(t.app).post(path).set('Origin', ORIGIN).set('Cookie', cookie);
  expect((await api('/api/saved-searches').send({ query: 'property_type=Flat' })).status).toBe(201);
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auction_properties (auction_house_id, title, auction_date)
     VALUES ($1, 'A lot', '${SALE_AT}') RETURNING id`,
    [houseId],
  );
  expect((await api('/api/watchlist').send({ lot_id: rows[0]!.id })).status).toBe(201);
  return { id: Number(res.body.user.id), cookie };
}

async function leftBehind(userId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM users WHERE id = $1)
          + (SELECT count(*) FROM saved_searches WHERE user_id = $1)
          + (SELECT count(*) FROM lot_watches WHERE user_id = $1)
          + (SELECT count(*) FROM watch_alert_settings WHERE user_id = $1) AS n`,
    [userId],
  );
  return Number(rows[0]!.n);
}

describe('deleting an account', () => {
  it('the settings page offers it', async () => {
    const { cookie } = await buyer('offer@example.co.uk');
    const page = await request(t.app)
      .get('/profile/settings')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', cookie);
    expect(page.text).toContain('Delete your account');
  });

  it('API: a wrong password is a 400 on the field and deletes nothing', async () => {
    const { id, cookie } = await buyer('wrong@example.co.uk');
    const res = await request(t.app)
      .post('/api/auth/delete-account')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({ password: 'not-my-password-1' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.password).toBeTruthy();
    expect(await leftBehind(id)).toBe(4);
  });

  it('API: with the password, everything of the account goes and its session ends', async () => {
    const { id, cookie } = await buyer('api@example.co.uk');
    const res = await request(t.app)
      .post('/api/auth/delete-account')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({ password: PASSWORD });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/session=;/);
    expect(await leftBehind(id)).toBe(0);
    expect((await request(t.app).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
    await afterResponseSettled();
    const mail = readOutbox(t.config.DATA_DIR)
      .filter((m) => m.to === 'api@example.co.uk')
      .at(-1)!;
    expect(mail.body).toContain('Your account has been deleted');
  });

  it('without JavaScript: the settings form deletes it and signs out', async () => {
    const { id, cookie } = await buyer('form@example.co.uk');
    const res = await request(t.app)
      .post('/profile/settings')
      .set('Origin', ORIGIN)
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', cookie)
      .type('form')
      .send({ intent: 'delete-account', password: PASSWORD });
    expect(res.status).toBe(303);
    expect(String(res.headers['set-cookie'])).toMatch(/session=;/);
    expect(await leftBehind(id)).toBe(0);
  });
});
