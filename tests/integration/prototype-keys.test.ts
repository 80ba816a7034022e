import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { QUERY_NAMES } from '../fuzz/fuzz-targets';

/**
 * Names every object answers from its prototype. Read through an object-literal table, they
 * were values: `?property_type=constructor` and `?lot_status=__proto__` failed the page with a
 * 500, `?order_by=constructor` sorted by nothing. Tables are read by their own keys (schema/own).
 */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

/** The pages and APIs that read query parameters. */
const READERS = [
  '/listings',
  '/listings/_payload.json',
  '/sold-house-prices',
  '/sold-house-prices/_payload.json',
  '/auctions',
  '/auctioneers',
  '/locations/london',
  '/postcodes/sw1a',
  '/api/suggest',
];

const { get } = seededDirectoryApp();

describe('prototype names in a request', () => {
  it('are never a 500 in any query parameter a page or API reads', async () => {
    const failed: string[] = [];
    for (const path of READERS)
      for (const name of QUERY_NAMES)
        for (const value of PROTOTYPE_NAMES) {
          const url = `${path}?${name}=${value}`;
          const res = await get(url);
          if (res.status >= 500) failed.push(`${res.status} ${url}`);
        }
    expect(failed).toEqual([]);
  }, 120_000);

  it('are never a 500 in a path', async () => {
    const failed: string[] = [];
    for (const value of PROTOTYPE_NAMES)
      for (const path of [
        '/locations/',
        '/postcodes/',
        '/auctioneers/',
        '/articles/',
        '/listings/',
        '/',
      ])
        if ((await get(`${path}${value}`)).status >= 500) failed.push(`${path}${value}`);
    expect(failed).toEqual([]);
  });

  it('are not a filter: the page reads them as it reads any unknown value', async () => {
    const plain = (await get('/listings/_payload.json')).body.loaderData.listings;
    for (const q of ['order_by=constructor', 'lot_status=constructor', 'property_type=toString']) {
      const data = (await get(`/listings/_payload.json?${q}`)).body.loaderData.listings;
      expect(data.total, q).toBe(plain.total);
      expect(data.query.order_by, q).toBe(plain.query.order_by);
      expect(data.query.lot_status, q).toBe(plain.query.lot_status);
    }
    const flats = await get('/listings?search=constructor+flats');
    expect(flats.status).not.toBe(500);
  });
});
