import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { MIGRATIONS } from '#server/db/migrate.server';
import { deferSoldPriceIndexes, restoreSoldPriceIndexes } from '#server/db/ppd/ppd-indexes.server';

/**
 * Migration 037 puts new build and tenure into the sold-price covering indexes and adds a partial
 * index of new builds. On a database in the middle of a first fill (its indexes deferred,
 * decision 033) it must change what the fill will build at its end, not build indexes on a
 * half-filled table that the fill then maintains row by row.
 */
describe.each(testLanes())('migration 037 during a first fill (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'index-037' });
  }, 60_000);
  afterAll(() => t?.dispose());

  const sql = MIGRATIONS.find((m) => m.name === '037_sold_price_new_build_tenure')!.sql;
  const NAMES = [
    'sold_prices_district_date',
    'sold_prices_sector_date',
    'sold_prices_street_date',
    'sold_prices_street_district_date',
    'sold_prices_new_builds',
  ];
  const built = async () =>
    (
      await t.db.query<{ name: string; def: string }>(
        `SELECT indexname AS name, indexdef AS def FROM pg_indexes
          WHERE tablename = 'sold_house_prices' AND indexname = ANY($1::text[]) ORDER BY 1`,
        [NAMES],
      )
    ).rows;

  it('updates the deferred definitions, builds nothing, and the fill builds them at its end', async () => {
    expect(await deferSoldPriceIndexes(t.db)).toBeGreaterThan(0);
    // As a fill started before migration 037 left them: the old columns, no partial index.
    await t.db.exec(`
      UPDATE ppd_deferred_indexes SET definition = replace(definition, ', old_new, duration)', ')')
       WHERE name LIKE 'sold_prices_%date';
      DELETE FROM ppd_deferred_indexes WHERE name = 'sold_prices_new_builds';
    `);
    await t.db.exec(sql);
    expect(await built()).toEqual([]);
    const { rows } = await t.db.query<{ name: string; definition: string }>(
      'SELECT name, definition FROM ppd_deferred_indexes WHERE name = ANY($1::text[]) ORDER BY 1',
      [NAMES],
    );
    expect(rows.map((r) => r.name)).toEqual([...NAMES].sort());
    for (const r of rows) expect(r.definition, r.name).toContain('duration');

    expect(await restoreSoldPriceIndexes(t.db)).toBeGreaterThan(0);
    const indexes = await built();
    expect(indexes.map((i) => i.name)).toEqual([...NAMES].sort());
    for (const i of indexes.filter((i) => i.name !== 'sold_prices_new_builds'))
      expect(i.def, i.name).toMatch(/old_new, duration\)$/);
    expect(indexes.find((i) => i.name === 'sold_prices_new_builds')!.def).toMatch(
      /WHERE \(old_new = 'Y'::bpchar\)$/,
    );
  });
});
