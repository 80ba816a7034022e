import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { querySoldPriceStats } from '#server/areas/sold-price-stats.server';

/**
 * Figures over a very large match come from a sample (decision 056). The thresholds are scaled
 * down here (the page's are 50,000 and 20,000 sales) so a table of 40,000 sales shows both paths:
 * a narrow filter stays exact, a broad one is sampled, close to the truth and marked approximate.
 */
describe.each(testLanes())('sold-price figures from a sample (%s)', (lane) => {
  let t: TestDb;
  const small = { exactRows: 2_000, sampleRows: 4_000 };
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'sampled-figures' });
    await t.db.exec(`
      INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type,
          old_new, duration, town_city, ppd_category)
        SELECT '{S' || lpad(i::text, 8, '0') || '}', 50000 + (i::bigint * 104729) % 900000,
          date '2015-01-01' + (i * 13 % 3500), 'D' || (i % 400) || ' ' || (i % 9) || 'AB',
          (ARRAY['D', 'S', 'T', 'F', 'O'])[1 + i % 5], 'N', 'F', 'TOWN', 'A'
        FROM generate_series(1, 40000) AS i;
    `);
    await t.db.exec('VACUUM (ANALYZE) sold_house_prices');
  }, 120_000);
  afterAll(() => t?.dispose());

  const truth = async (condition: string) =>
    (
      await t.db.query<{ count: number; median: number }>(
        `SELECT count(*)::int AS count,
                round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price))::int AS median
           FROM sold_house_prices WHERE ${condition}`,
      )
    ).rows[0]!;

  it('a broad filter: about the true count and median, marked approximate, the same each time', async () => {
    const where = { price: { _gte: 100_000 } };
    const exact = await truth('price >= 100000');
    const figures = await querySoldPriceStats(t.db, where, small);
    expect(figures.approximate).toBe(true);
    expect(Math.abs(figures.count - exact.count) / exact.count).toBeLessThan(0.05);
    expect(Math.abs(figures.median! - exact.median) / exact.median).toBeLessThan(0.05);
    // Three significant figures at most: the sample cannot tell more.
    expect(String(figures.count).replace(/0+$/, '').length).toBeLessThanOrEqual(3);
    expect(await querySoldPriceStats(t.db, where, small)).toEqual(figures);
  });

  it('a sample’s average and median are given no finer than its count: three significant figures', async () => {
    const figures = await querySoldPriceStats(t.db, { price: { _gte: 100_000 } }, small);
    expect(figures.approximate).toBe(true);
    const significant = (n: number) => String(n).replace(/0+$/, '').length;
    expect(significant(figures.average!)).toBeLessThanOrEqual(3);
    expect(significant(figures.median!)).toBeLessThanOrEqual(3);
  });

  it("no filter: the table's count, not the sampled pages' count scaled up", async () => {
    const figures = await querySoldPriceStats(t.db, {}, small);
    expect(figures.approximate).toBe(true);
    expect(figures.count).toBe(40_000);
  });

  it('a narrow filter: exact figures', async () => {
    const where = { postcode_district: { _eq: 'd17' } };
    const exact = await truth("postcode_district = 'd17'");
    const figures = await querySoldPriceStats(t.db, where, small);
    expect(figures).toEqual({
      count: exact.count,
      average: expect.any(Number),
      median: exact.median,
    });
  });

  it('a match of a large share of a large enough table is sampled, however few sales it is', async () => {
    // A fifth of the table (8,000 sales): below the exact limit, but no index holds them.
    const where = { property_type: { _eq: 'F' } };
    const exact = await truth("property_type = 'F'");
    const limits = { exactRows: 10_000, sampleRows: 2_000 };
    const figures = await querySoldPriceStats(t.db, where, { ...limits, sampleTableRows: 20_000 });
    expect(figures.approximate).toBe(true);
    expect(Math.abs(figures.count - exact.count) / exact.count).toBeLessThan(0.05);
    // A table smaller than that keeps its exact figures.
    const small = await querySoldPriceStats(t.db, where, { ...limits, sampleTableRows: 50_000 });
    expect(small).toMatchObject({ count: exact.count, median: exact.median });
    expect(small.approximate).toBeUndefined();
  });

  it('with the page thresholds, 40,000 sales are counted exactly', async () => {
    const exact = await truth('price >= 100000');
    const figures = await querySoldPriceStats(t.db, { price: { _gte: 100_000 } });
    expect(figures.approximate).toBeUndefined();
    expect(figures.count).toBe(exact.count);
  });
});
