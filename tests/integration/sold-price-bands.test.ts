import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { bandFigures } from '#server/areas/sold-price-bands.server';
import { querySoldPriceStats } from '#server/areas/sold-price-stats.server';
import { districtsWhere } from '#server/areas/sold-price-where';
import { deferSoldPriceIndexes, restoreSoldPriceIndexes } from '#server/db/ppd/ppd-indexes.server';
import { withSoldPriceBandsRebuilt } from '#server/db/sold-price-bands-bulk.server';
import type { Queryable } from '#server/db/db.server';
import { soldPriceBandsAndTruth } from '../helpers/sold-price-bands';

/**
 * The figures of a town or a postcode district come from per-district price bands (migration 028,
 * decision 058). They must be the very numbers of count(*), round(avg(price)) and
 * round(percentile_cont(0.5)) over the sales, whatever wrote the sales: inserts, updates that move
 * a sale to another price or district, deletes, a truncate, and a first fill that builds the
 * bands at its end.
 */
describe.each(testLanes())('sold-price figures from price bands (%s)', (lane) => {
  let t: TestDb;
  let next = 0;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'price-bands' });
  }, 120_000);
  afterAll(() => t?.dispose());
  beforeEach(async () => {
    await t.db.exec('TRUNCATE sold_house_prices; DELETE FROM ppd_deferred_indexes;');
  });

  /** Inserts one sale per [district, price] in one statement (as the importer's batches do). */
  async function insert(sales: ReadonlyArray<readonly [string, number]>, q: Queryable = t.db) {
    if (!sales.length) return;
    const values = sales.map(
      (_, i) =>
        `($${i * 3 + 1}, $${i * 3 + 2}::int, date '2020-01-01', $${i * 3 + 3}, 'T', 'N', 'F', 'A')`,
    );
    await q.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode,
         property_type, old_new, duration, ppd_category) VALUES ${values.join(', ')}`,
      sales.flatMap(([district, price]) => [
        `{B${++next}}`,
        price,
        `${district.toUpperCase()} 1AA`,
      ]),
    );
  }

  async function truth(districts: string[]) {
    const { rows } = await t.db.query<{
      count: number;
      average: number | null;
      median: number | null;
    }>(
      `SELECT count(*)::int AS count, round(avg(price))::int AS average,
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price))::int AS median
         FROM sold_house_prices WHERE postcode_district = ANY($1::text[])`,
      [districts],
    );
    return rows[0]!;
  }

  async function bandsMatchTheSales() {
    const { stored, fresh } = await soldPriceBandsAndTruth(t.db);
    expect(stored).toBe(fresh);
  }

  it('a town of several districts: the exact count, average and median, from the bands', async () => {
    // ls1's median falls between two bands (189,999 and 190,000); ties and a five-figure band.
    await insert([
      ['ls1', 150_000],
      ['ls1', 189_999],
      ['ls1', 190_000],
      ['ls1', 250_000],
      ['ls2', 99_950],
      ['ls2', 100_000],
      ['ls2', 100_000],
      ['ls3', 1_250_000],
      ['ls3', 45],
      ['bd1', 175_000],
    ]);
    for (const districts of [['ls1'], ['ls2'], ['ls1', 'ls2', 'ls3'], ['ls1', 'ls3'], ['zz9']]) {
      const expected = await truth(districts);
      const banded = await bandFigures(t.db, districts);
      if (expected.count === 0) expect(banded).toBeNull();
      else expect(banded).toEqual(expected);
      expect(await querySoldPriceStats(t.db, districtsWhere(districts))).toEqual(expected);
    }
    expect(await bandFigures(t.db, ['ls1'])).toEqual({
      count: 4,
      average: 195_000,
      median: 190_000, // (189,999 + 190,000) / 2 = 189,999.5, rounded as PostgreSQL does
    });
  });

  it('any prices, in any districts: the same figures as the whole sort', async () => {
    const district = fc.constantFrom('ab1', 'ab2', 'cd3');
    const price = fc.oneof(
      fc.integer({ min: 1, max: 2_000 }),
      fc.integer({ min: 50_000, max: 400_000 }),
      fc.constantFrom(99, 100, 9_999, 10_000, 189_999, 190_000, 2_000_000_000),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(district, price), { minLength: 1, maxLength: 40 }),
        fc.subarray(['ab1', 'ab2', 'cd3'], { minLength: 1 }),
        async (sales, districts) => {
          await t.db.exec('TRUNCATE sold_house_prices');
          await insert(sales);
          const expected = await truth(districts);
          const banded = await bandFigures(t.db, districts);
          expect(banded ?? { count: 0, average: null, median: null }).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('updates, deletes, an upsert and a truncate keep the bands equal to the sales', async () => {
    await insert([
      ['ls1', 150_000],
      ['ls1', 151_000],
      ['ls2', 300_000],
      ['ls2', 310_000],
    ]);
    await bandsMatchTheSales();
    // A price moves to another band, a sale to another district, a date alone (no change).
    await t.db.query(`UPDATE sold_house_prices SET price = 420000 WHERE price = 150000`);
    await t.db.query(`UPDATE sold_house_prices SET postcode = 'LS2 9ZZ' WHERE price = 151000`);
    await t.db.query(`UPDATE sold_house_prices SET date_of_transfer = date_of_transfer + 1`);
    await bandsMatchTheSales();
    expect(await bandFigures(t.db, ['ls2'])).toEqual(await truth(['ls2']));
    // The importer's upsert: one new sale and one changed price in one statement.
    await t.db.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode,
         property_type, old_new, duration, ppd_category)
       SELECT transaction_id, price + 5, date_of_transfer, postcode, property_type, old_new,
              duration, ppd_category FROM sold_house_prices WHERE price = 300000
       UNION ALL SELECT '{NEW}', 50000, date '2021-01-01', 'LS1 1AA', 'F', 'N', 'L', 'A'
       ON CONFLICT (transaction_id) DO UPDATE SET price = excluded.price`,
    );
    await t.db.query(`DELETE FROM sold_house_prices WHERE price = 310000`);
    await bandsMatchTheSales();
    expect(await bandFigures(t.db, ['ls1', 'ls2'])).toEqual(await truth(['ls1', 'ls2']));
    await t.db.exec('TRUNCATE sold_house_prices');
    await bandsMatchTheSales();
    expect(await bandFigures(t.db, ['ls1', 'ls2'])).toBeNull();
  });

  it('a first fill: the bands are not read while its indexes wait, and are built at its end', async () => {
    await deferSoldPriceIndexes(t.db);
    await insert([
      ['ls1', 200_000],
      ['ls1', 210_000],
      ['ls1', 990_000],
    ]);
    // Meanwhile the figures are exact from the sales themselves.
    expect(await bandFigures(t.db, ['ls1'])).toBeNull();
    expect(await querySoldPriceStats(t.db, districtsWhere(['ls1']))).toEqual(await truth(['ls1']));
    expect(await restoreSoldPriceIndexes(t.db)).toBeGreaterThan(0);
    await bandsMatchTheSales();
    expect(await bandFigures(t.db, ['ls1'])).toEqual({
      count: 3,
      average: 466_667,
      median: 210_000,
    });
  });

  it('a bulk write pauses the bands and rebuilds them once; the pause ends with its transaction', async () => {
    await t.db.transaction((tx) =>
      withSoldPriceBandsRebuilt(tx, async () => {
        await insert(
          [
            ['ls1', 120_000],
            ['ls2', 130_000],
          ],
          tx,
        );
        // Paused: nothing counted yet inside the write.
        const inside = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM sold_price_bands',
        );
        expect(inside.rows[0]!.n).toBe(0);
      }),
    );
    await bandsMatchTheSales();
    await expect(
      t.db.transaction((tx) =>
        withSoldPriceBandsRebuilt(tx, async () => {
          await insert([['ls1', 500_000]], tx);
          throw new Error('the write failed');
        }),
      ),
    ).rejects.toThrow('the write failed');
    // The failed write's pause ended with it: the next sale is counted as it is written.
    await insert([['ls3', 140_000]]);
    await bandsMatchTheSales();
    expect(await bandFigures(t.db, ['ls1', 'ls3'])).toEqual(await truth(['ls1', 'ls3']));
  });
});
