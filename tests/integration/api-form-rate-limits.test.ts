import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-users';
import { API_RATE_LIMITS } from '#server/http/rate-limits.server';
import { SALE_AT } from '../helpers/sale-day';

// The no-JavaScript Watch and "Save this search" forms post to the JSON APIs. Over a limit, a
// buyer without JavaScript must get their page back with a message, not a page of JSON.
const MULTIPLIER = 0.02;
const ORIGIN = 'https://auctions.example.co.uk';
let t: TestApp;
let ann: TestUser;
let lotId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: String(MULTIPLIER) });
  ann = await createTestUser(t, 'ann@example.co.uk');
  const house = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('busy-house', 'Busy House') RETURNING id",
  );
  const lot = await t.db.query<{ id: number }>(
    `INSERT INTO auction_properties (auction_house_id, title, auction_date)
     VALUES ($1, 'Busy flat', '${SALE_AT}') RETURNING id`,
    [house.rows[0]!.id],
  );
  lotId = Number(lot.rows[0]!.id);
});
afterAll(() => t.close());

const form = (path: string, fields: Record<string, string>) =>
  request(t.app)
    .post(path)
    .type('form')
    .set('User-Agent', BROWSER_UA)
    .set('Origin', ORIGIN)
    .set('Cookie', ann.cookie)
    .send(fields);
const page = (path: string) =>
  request(t.app).get(path).set('User-Agent', BROWSER_UA).set('Cookie', ann.cookie);

it('a Watch form over the write limit comes back to the lot with a message', async () => {
  const limit = Math.ceil(API_RATE_LIMITS.watchlistWrites * MULTIPLIER);
  const fields = { intent: 'watch', lot_id: String(lotId), return_to: `/listings/${lotId}` };
  for (let i = 0; i < limit; i++) expect((await form('/api/watchlist', fields)).status).toBe(303);

  const over = await form('/api/watchlist', fields);
  expect(over.status).toBe(303);
  expect(over.headers['content-type'] ?? '').not.toContain('json');
  expect(over.headers.location).toBe(`/listings/${lotId}?watch=busy&watch_lot=${lotId}`);
  expect(over.headers['retry-after']).toMatch(/^\d+$/);
  const shown = await page(over.headers.location!);
  expect(shown.status).toBe(200);
  expect(shown.text).toContain('Too many changes in a short time');

  // A script still gets its JSON 429.
  const json = await request(t.app)
    .post('/api/watchlist')
    .set('Origin', ORIGIN)
    .set('Cookie', ann.cookie)
    .send({ lot_id: lotId });
  expect(json.status).toBe(429);
  expect(json.body.error.message).toMatch(/Too many/);
});

it('a "Save this search" form over the write limit comes back to the results with a message', async () => {
  const limit = Math.ceil(API_RATE_LIMITS.savedSearchWrites * MULTIPLIER);
  const send = (n: number) =>
    form('/api/saved-searches', {
      query: `property_type=flats&bedrooms=${n}`,
      return_to: `/listings?property_type=flats&bedrooms=${n}`,
    });
  for (let i = 1; i <= limit; i++) expect((await send(i)).status).toBe(303);

  const over = await send(limit + 1);
  expect(over.status).toBe(303);
  expect(over.headers.location).toBe(
    `/listings?property_type=flats&bedrooms=${limit + 1}&saved_search=busy`,
  );
  const shown = await page(over.headers.location!);
  expect(shown.status).toBe(200);
  expect(shown.text).toContain('Too many changes in a short time');
});
