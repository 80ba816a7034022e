import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';

/**
 * A town's sold prices are a list of postcode districts; the graph reads such a list one
 * district at a time (decision 056). The pages it returns must be exactly the pages of the plain
 * query, for every order the page offers, at any offset, with ties on the sort column, and with
 * a value repeated in the list.
 */
describe.each(testLanes())('sold prices of several postcode districts (%s)', (lane) => {
  let t: TestDb;
  let g: GraphTestApp;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'fan-out' });
    // 3,000 sales over 30 districts; only 90 distinct dates and 40 prices, so sorts tie often.
    await t.db.exec(`
      INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type,
          old_new, duration, town_city, ppd_category)
        SELECT '{X' || lpad(i::text, 8, '0') || '}', 100000 + (i * 7919 % 40) * 5000,
          date '2020-01-01' + (i * 31 % 90), 'D' || (i % 30) || ' ' || (i % 9) || 'AB',
          (ARRAY['D', 'S', 'T', 'F', 'O'])[1 + i % 5], 'N', 'F', 'TOWN', 'A'
        FROM generate_series(1, 3000) AS i;
    `);
    await t.db.exec('ANALYZE sold_house_prices');
    g = graphTestApp(t.db);
  }, 120_000);
  afterAll(() => t?.dispose());

  const ORDERS: Record<string, { graph: string; sql: string }> = {
    'newest first': {
      graph: '[{ date_of_transfer: desc }]',
      sql: 'date_of_transfer DESC, transaction_id',
    },
    'oldest first': {
      graph: '[{ date_of_transfer: asc }]',
      sql: 'date_of_transfer ASC, transaction_id',
    },
    'price high to low': {
      graph: '[{ price: desc }, { date_of_transfer: desc }]',
      sql: 'price DESC, date_of_transfer DESC, transaction_id',
    },
  };

  it.each(
    Object.keys(ORDERS).flatMap((order) => [0, 7, 120, 990].map((offset) => [order, offset])),
  )('%s, offset %i: the same rows as one scan', async (order, offset) => {
    const districts = ['d3', 'd14', 'd27', 'd3', 'd9'];
    const { graph, sql } = ORDERS[order as string]!;
    g.queries.length = 0;
    const res = await request(g.app)
      .post('/graphql')
      .send({
        query: `query ($d: [String!]) { sold_house_prices(where: { _and: [{ postcode_district: { _in: $d } }, { property_type: { _neq: "O" } }] }, order_by: ${graph}, limit: 12, offset: ${offset}) { transaction_id } }`,
        variables: { d: districts },
      });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(g.queries.some((q) => q.sql.includes('CROSS JOIN LATERAL'))).toBe(true);
    const { rows } = await t.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM sold_house_prices
        WHERE postcode_district = ANY($1::text[]) AND property_type <> 'O'
        ORDER BY ${sql} LIMIT 12 OFFSET ${offset}`,
      [districts],
    );
    const ids = res.body.data.sold_house_prices.map(
      (r: { transaction_id: string }) => r.transaction_id,
    );
    expect(ids).toEqual(rows.map((r) => r.transaction_id));
    // 4 districts × 30 … 100 sales: past the end there is nothing, and nothing is repeated.
    expect(new Set(ids).size).toBe(ids.length);
    if (offset === 990) expect(ids).toEqual([]);
    else expect(ids).toHaveLength(12);
  });
});
