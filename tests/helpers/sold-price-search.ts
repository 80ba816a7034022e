import request from 'supertest';
import { expect } from 'vitest';
import { BROWSER_UA, type TestApp } from './test-app';
import type { SoldPricesData, SoldSearchOffers } from '#shared/payloads/area-data';

/** What `/sold-house-prices?{qs}` shows, read from its payload (which must answer 200). */
export async function soldResults(t: TestApp, qs: string): Promise<SoldPricesData> {
  const res = await request(t.app)
    .get(`/sold-house-prices/_payload.json?${qs}`)
    .set('User-Agent', BROWSER_UA);
  expect(res.status, qs).toBe(200);
  return res.body.loaderData['sold-house-prices'] as SoldPricesData;
}

/** How many sales the database holds where `where` (SQL over sold_house_prices) is true. */
export async function soldCount(t: TestApp, where: string, params: unknown[] = []) {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sold_house_prices WHERE ${where}`,
    params,
  );
  return rows[0]!.n;
}

/** The postcode districts of a place of the seeded list (a town's, and those under it). */
export async function districtsOf(t: TestApp, slug: string): Promise<string[]> {
  const { rows } = await t.db.query<{ d: string }>(
    `SELECT slug AS d FROM postcodes WHERE kind = 'district'
       AND (location_slug = $1 OR location_slug LIKE $2)`,
    [slug, `${slug}/%`],
  );
  return rows.map((r) => r.d);
}

/**
 * A street of the seeded names (a "… ROAD", lower case) with sales elsewhere and none in the
 * postcode districts given: the first by name.
 */
export async function roadWithoutSalesIn(t: TestApp, districts: string[]): Promise<string> {
  const { rows } = await t.db.query<{ name: string }>(
    `SELECT s.name FROM sold_price_streets s
      WHERE s.name LIKE '% ROAD'
        AND NOT EXISTS (SELECT 1 FROM sold_house_prices p
                         WHERE p.street = s.name AND p.postcode_district = ANY($1::text[]))
      ORDER BY s.name LIMIT 1`,
    [districts],
  );
  return rows[0]!.name.toLowerCase();
}

/**
 * The note of an empty sold-price page (`/sold-house-prices?{qs}`, which must answer 200), as a
 * buyer reads it: the text between its heading and "Clear filters". `get` asks as a browser does.
 */
export async function soldEmptyNote(
  get: (path: string) => request.Test,
  qs: string,
): Promise<string> {
  const res = await get(`/sold-house-prices?${qs}`);
  expect(res.status, qs).toBe(200);
  const text = res.text.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
  return /No sold prices match this search(.*?)Clear filters/.exec(text)?.[1]?.trim() ?? '';
}

/** Each offer finds as many sales as it says, where it leads. */
export async function expectCountedAsFollowed(t: TestApp, offers: SoldSearchOffers['offers']) {
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    const there = await soldResults(t, offer.search.slice(1));
    expect(offer.count, offer.search).toBeGreaterThan(0);
    expect(there.stats.count, offer.search).toBe(offer.count);
  }
}

/** A query string searching the text: `search=flat+4%2C+high+street`. */
export const searchQs = (text: string) => new URLSearchParams({ search: text }).toString();

/** Words with each first letter capitalised, as the page names a street ("High Street"). */
export const titled = (text: string) =>
  text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
