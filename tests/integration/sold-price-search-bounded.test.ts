import { beforeAll, describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { BORROWED_DISTRICTS } from '#server/areas/borrowed-districts';

/**
 * A sold-price search must never read every sale to answer (the database has one thread on the
 * embedded engine: each such search held every other page's queries for its length).
 * Found by hand on the seeded build, at 200,000 sales:
 * - /locations/scotland and a search for a Scottish county took 0.5–1.9 s: Scotland's hundreds
 *   of postcode districts, with no sale in any (Land Registry covers England and Wales), walked
 *   every sale in date order looking for one;
 * - a town we hold no postcodes for (most towns on a county page) or text that names no place
 *   took 0.3–1.5 s: its name was matched in Price Paid's own place columns, which have no index,
 *   across every sale.
 */

const { t, get } = seededDirectoryApp();

let statements: string[] = [];
beforeAll(() => {
  // Every statement the app sends, as it sends it (the app holds this same database object).
  const db = t.db;
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: unknown[]) => {
    statements.push(sql);
    return query(sql, params);
  }) as typeof db.query;
});

/** The statements a request sent that read sales (Price Paid rows). */
async function salesStatements(path: string): Promise<string[]> {
  statements = [];
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return statements.filter((sql) => /\bsold_house_prices\b/.test(sql));
}

async function one(sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await t.db.query<{ v: string }>(sql, params);
  expect(rows[0], sql).toBeDefined();
  return rows[0]!.v;
}

/** Whether a statement can only match sales of some postcode districts, or none. */
const bounded = (sql: string) => /postcode_district = (k\.v|ANY)|\bFALSE\b/.test(sql);

describe('sold-price searches read only the sales they can show', () => {
  it('Scotland and a Scottish county: Land Registry has no sale there, and none is looked for', async () => {
    const county = await one(
      `SELECT name AS v FROM locations WHERE kind = 'county' AND slug LIKE 'scotland/%' ORDER BY slug LIMIT 1`,
    );
    for (const path of [
      '/locations/scotland',
      `/sold-house-prices?location=${encodeURIComponent(county)}`,
    ]) {
      const read = await salesStatements(path);
      expect(
        read.filter((sql) => !bounded(sql)),
        path,
      ).toEqual([]);
      expect(
        read.filter((sql) => /postcode_district = (k\.v|ANY)/.test(sql)),
        path,
      ).toEqual([]);
    }
  });

  it('text that names no place reads no sale, and the page still answers', async () => {
    const read = await salesStatements('/sold-house-prices?location=Xqzzyville');
    expect(read.filter((sql) => /ILIKE/.test(sql) && !bounded(sql))).toEqual([]);
  });

  it('a town we hold no postcodes for is looked for by name only in the districts around it', async () => {
    // The most populous such town with a postcode district's centre within 5 miles of its own;
    // not a suburb that borrows its post town's districts (borrowed-districts.ts): it is those.
    const town = await one(
      `WITH once AS (SELECT name FROM locations GROUP BY name HAVING count(*) = 1),
            held AS (SELECT DISTINCT location_slug FROM postcodes WHERE location_slug IS NOT NULL),
            towns AS (SELECT l.name, l.slug, l.lat, l.lng, l.population FROM locations l JOIN once USING (name)
                       WHERE l.kind = 'town' AND l.slug LIKE 'england/%' AND l.lat IS NOT NULL
                         AND l.slug NOT IN (SELECT location_slug FROM held)
                         AND l.slug <> ALL($1::text[])
                       ORDER BY l.population DESC NULLS LAST, l.slug LIMIT 40)
       SELECT t.name AS v FROM towns t
        WHERE EXISTS (SELECT 1 FROM postcodes p WHERE p.kind = 'district'
                        AND power(p.lat - t.lat, 2) + power((p.lng - t.lng) * cos(radians(t.lat)), 2)
                            < power(5 / 69.05, 2))
        ORDER BY t.population DESC NULLS LAST, t.slug LIMIT 1`,
      [Object.keys(BORROWED_DISTRICTS)],
    );
    const read = await salesStatements(`/sold-house-prices?location=${encodeURIComponent(town)}`);
    const byName = read.filter((sql) => /town_city ILIKE/.test(sql));
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.filter((sql) => !bounded(sql))).toEqual([]);
  });

  it('a street text too common to list one name at a time has its figures read by its names, not by the pattern', async () => {
    // A word matching more street names than the list reads one by one (64), fewer than 1,000.
    const { rows } = await t.db.query<{ word: string }>(
      `SELECT w AS word FROM unnest(ARRAY['avenue', 'close', 'drive', 'lane', 'road', 'street']) AS w
        WHERE (SELECT count(*) FROM sold_price_streets WHERE name ILIKE '%' || w || '%') BETWEEN 65 AND 1000
        LIMIT 1`,
    );
    const word = rows[0]?.word;
    expect(word).toBeDefined();
    const read = await salesStatements(`/sold-house-prices?search=${word}`);
    const figures = read.filter((sql) => /percentile_cont|count\(\*\)/.test(sql));
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.filter((sql) => /street ILIKE/.test(sql))).toEqual([]);
  });
});
