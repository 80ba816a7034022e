import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/db.server';
import { newRequestTiming, timedDb } from '#server/http/server-timing.server';
import { placeList } from '#server/areas/place-list.server';
import { resolveLotPlace } from '#server/areas/resolve-place.server';
import { soldPriceStats } from '#server/areas/sold-price-stats.server';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { countingDb } from '../helpers/counting-db';

/**
 * Every page request sees the database through its own timed view (Server-Timing). Caches kept
 * per database (the place list behind every `location=` search, the sold-price figures) must
 * serve the next request's view too: before, each request loaded all ~4,400 places again and the
 * five-minute figures cache never hit.
 */
describe('per-database caches across request views', () => {
  let t: TestDb;
  let counted: Db;
  let statements: string[] = [];
  beforeAll(async () => {
    t = await openTestDb();
    await t.db.query(
      `INSERT INTO locations (slug, name, kind, parent_slug, lat, lng, population) VALUES
         ('england', 'England', 'country', NULL, 52.5, -1.5, NULL),
         ('england/leeds', 'Leeds', 'town', 'england', 53.8, -1.55, 536280)`,
    );
    const counting = countingDb(t.db);
    counted = counting.db;
    statements = counting.statements;
  });
  afterAll(() => t?.dispose());

  const requestView = () => timedDb(counted, newRequestTiming());
  const count = (pattern: RegExp) => statements.filter((sql) => pattern.test(sql)).length;

  it('loads the place list once for many requests', async () => {
    for (let i = 0; i < 3; i++) await placeList(requestView());
    expect(count(/FROM locations l LEFT JOIN locations p/)).toBe(1);
  });

  it('resolves a searched place once for many requests', async () => {
    const first = await resolveLotPlace(requestView(), 'Leeds');
    const again = await resolveLotPlace(requestView(), 'Leeds');
    expect(first).toMatchObject({ found: true, place: { slug: 'england/leeds' } });
    expect(again).toEqual(first);
    expect(count(/min\(lng\) AS west/)).toBe(1);
  });

  it('answers the same sold-price figures from the cache for the next request', async () => {
    const where = { postcode: { _ilike: 'LS6%' } };
    const first = await soldPriceStats(requestView(), where);
    const second = await soldPriceStats(requestView(), where);
    expect(second).toEqual(first);
    expect(count(/percentile_cont/)).toBe(1);
  });
});
