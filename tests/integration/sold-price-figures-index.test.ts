import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const scans = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [`${node['Node Type']} ${node['Index Name']}`] : []),
  ...(node.Plans ?? []).flatMap(scans),
];

/**
 * A lot page's comparables and an area's figures count and price-range one district's or
 * sector's sales in a date range (migration 019): the index covers the query, so once the table
 * is vacuumed (as the seed does) it is answered without visiting a table page per sale.
 */
describe.each(testLanes())('sold-price figures from the covering indexes (%s)', (lane) => {
  let t: TestDb;
  let g: GraphTestApp;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'figures' });
    await t.db.exec(`
      INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type,
          old_new, duration, town_city, street, ppd_category)
        SELECT '{F' || lpad(i::text, 8, '0') || '}', 50000 + (i * 104729) % 900000,
          date '2015-01-01' + (i * 13 % 3500), 'D' || (i % 200) || ' ' || (i % 9) || 'AB',
          (ARRAY['D', 'S', 'T', 'F', 'O'])[1 + i % 5], (ARRAY['N', 'Y'])[1 + i % 7 / 6],
          (ARRAY['F', 'L', 'U'])[1 + i % 3], 'TOWN ' || (i % 40),
          (ARRAY['HIGH STREET', 'MILL LANE'])[1 + i % 2], 'A'
        FROM generate_series(1, 8000) AS i;
    `);
    await t.db.exec('VACUUM (ANALYZE) sold_house_prices');
    g = graphTestApp(t.db);
  }, 120_000);
  afterAll(() => t?.dispose());

  // New builds (old_new) and tenure (duration) are sold-price search filters (migration 037).
  it.each([
    ['postcode_district', 'd17', 'sold_prices_district_date', ''],
    ['postcode_sector', 'd17/8', 'sold_prices_sector_date', ''],
    ['postcode_district', 'd17', 'sold_prices_district_date', 'old_new: { _eq: "N" }'],
    ['postcode_district', 'd17', 'sold_prices_new_builds', 'old_new: { _eq: "Y" }'],
    ['postcode_sector', 'd17/8', 'sold_prices_sector_date', 'duration: { _eq: "L" }'],
    [
      'street',
      'HIGH STREET',
      'sold_prices_street_date',
      'old_new: { _eq: "N" }, duration: { _eq: "F" }',
    ],
  ])(
    'count, lowest and highest price by %s and dates (%s %s %s): an index-only scan',
    async (column, value, index, more) => {
      g.queries.length = 0;
      const res = await request(g.app)
        .post('/graphql')
        .send({
          query: `{ sold_house_prices_aggregate(where: { ${column}: { _eq: "${value}" }, date_of_transfer: { _gte: "2016-01-01", _lte: "2024-01-01" }, property_type: { _in: ["S", "T"] } ${more} }) { aggregate { count min { price } max { price } } } }`,
        });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const [ran] = g.queries;
      // With a few thousand rows PostgreSQL may prefer a bitmap scan of the same index; with
      // bitmap and sequential scans off, the plan shows whether the index alone answers it.
      const plan = await t.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_bitmapscan = off');
        await tx.query('SET LOCAL enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `EXPLAIN (FORMAT JSON) ${ran!.sql}`,
          ran!.params,
        );
        return rows[0]!['QUERY PLAN'][0]!.Plan;
      });
      expect(scans(plan)).toContain(`Index Only Scan ${index}`);
    },
  );
});
