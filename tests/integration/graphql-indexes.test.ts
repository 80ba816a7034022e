import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';

/**
 * PostgreSQL lane only: with a few thousand rows and fresh statistics, the SQL the graph compiles
 * for the main list pages must be answered from the indexes of 002_directory.sql.
 */

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function indexesIn(node: PlanNode): string[] {
  return [
    ...(node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap(indexesIn),
  ];
}

const HAS_PG = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!HAS_PG)('GraphQL SQL uses the indexes (postgres)', () => {
  let t: TestDb;
  let g: GraphTestApp;

  beforeAll(async () => {
    t = await openTestDb({ lane: 'postgres', label: 'indexes' });
    await t.db.exec(`
      INSERT INTO auction_houses (slug, name)
        SELECT 'house-' || i, 'House ' || i FROM generate_series(1, 50) AS i;
      INSERT INTO auction_properties (auction_house_id, title, lot_status, property_type, postcode_district,
          lat, lng, guide_price_min, guide_price_max, auction_method, auction_date)
        SELECT 1 + (i % 50),
          CASE WHEN i % 97 = 0 THEN 'Cottage with walled garden ' ELSE 'Terraced house ' END || i,
          (ARRAY['Available', 'Sold', 'Unsold', 'Withdrawn', NULL])[1 + i % 5],
          (ARRAY['House', 'Flat', 'Land', 'Commercial'])[1 + i % 4],
          'd' || (i % 120),
          50 + (i % 700) / 100.0, -5 + (i % 600) / 100.0,
          CASE WHEN i % 23 = 0 THEN NULL ELSE 20000 + (i * 7919) % 2000000 END,
          NULL,
          (ARRAY['Traditional', 'Online', 'Modern'])[1 + i % 3],
          CASE WHEN i % 31 = 0 THEN NULL ELSE timestamptz '2020-01-01' + (i * 37 % 2000) * interval '1 day' END
        FROM generate_series(1, 5000) AS i;
      INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type, old_new,
          duration, town_city, ppd_category)
        SELECT '{T' || lpad(i::text, 8, '0') || '}', 50000 + (i * 104729) % 900000,
          date '2015-01-01' + (i * 13 % 3500),
          'D' || (i % 200) || ' ' || (i % 9) || 'AB',
          (ARRAY['D', 'S', 'T', 'F', 'O'])[1 + i % 5], 'N', 'F', 'TOWN ' || (i % 40), 'A'
        FROM generate_series(1, 20000) AS i;
      ANALYZE;
    `);
    g = graphTestApp(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** Runs a query through the graph, then EXPLAINs every statement it ran. */
  async function plans(query: string): Promise<string[][]> {
    g.queries.length = 0;
    const res = await request(g.app).post('/graphql').send({ query });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const ran = [...g.queries];
    const out: string[][] = [];
    for (const q of ran) {
      const { rows } = await t.db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `EXPLAIN (FORMAT JSON) ${q.sql}`,
        q.params,
      );
      out.push(indexesIn(rows[0]!['QUERY PLAN'][0]!.Plan));
    }
    return out;
  }

  it('sold prices of a postcode district, newest first: sold_prices_district_date', async () => {
    const [list] = await plans(
      '{ sold_house_prices(where: { postcode_district: { _eq: "d17" } }, order_by: { date_of_transfer: desc }, limit: 20) { price } }',
    );
    expect(list).toContain('sold_prices_district_date');
  });

  it('sold prices of a sector: sold_prices_sector_date', async () => {
    const [list] = await plans(
      '{ sold_house_prices(where: { postcode_sector: { _eq: "d17/8" } }, order_by: { date_of_transfer: desc }) { price } }',
    );
    expect(list).toContain('sold_prices_sector_date');
  });

  it("a place's sales (its districts), newest first, as the area pages ask: a date index", async () => {
    const [list] = await plans(
      '{ sold_house_prices(where: { postcode_district: { _in: ["d17", "d18", "d19"] } }, order_by: [{ date_of_transfer: desc }, { transaction_id: asc }], limit: 6) { price } }',
    );
    expect(list!.some((name) => /^sold_prices_(district_|sector_)?date$/.test(name))).toBe(true);
  });

  it('sold prices in a price band, newest first, as /sold-house-prices asks: an index', async () => {
    const [list] = await plans(
      '{ sold_house_prices(where: { _and: [{ price: { _gte: 300000, _lte: 310000 } }] }, order_by: [{ date_of_transfer: desc }, { transaction_id: asc }], limit: 12) { price } }',
    );
    expect(list!.some((name) => ['sold_prices_price', 'sold_prices_date'].includes(name))).toBe(
      true,
    );
  });

  it('lots by auction date, soonest last (desc): auction_properties_date', async () => {
    const [list] = await plans('{ auction_properties(order_by: { auction_date: desc }) { id } }');
    expect(list).toContain('auction_properties_date');
  });

  it('lots by closing time, soonest first (the results page default): auction_properties_closes_at', async () => {
    const [list] = await plans(
      '{ auction_properties(order_by: [{ closes_at: asc_nulls_last }, { id: asc }], limit: 12) { id } }',
    );
    expect(list).toContain('auction_properties_closes_at');
  });

  it('lots by guide price, cheapest first: auction_properties_guide', async () => {
    const [list] = await plans(
      '{ auction_properties(order_by: { guide_price_min: asc }, limit: 24) { id } }',
    );
    expect(list).toContain('auction_properties_guide');
  });

  it('lots in a guide price band: auction_properties_guide', async () => {
    const [list] = await plans(
      '{ auction_properties(where: { guide_price_min: { _gte: 1000000, _lt: 1010000 } }) { id } }',
    );
    expect(list).toContain('auction_properties_guide');
  });

  it('lots of a postcode district: auction_properties_district', async () => {
    const [list] = await plans(
      '{ auction_properties(where: { postcode_district: { _eq: "d42" } }, limit: 50) { id } }',
    );
    expect(list).toContain('auction_properties_district');
  });

  it('full-text search: auction_properties_search', async () => {
    const [list] = await plans(
      '{ auction_properties(where: { _search: "walled garden" }) { id } }',
    );
    expect(list).toContain('auction_properties_search');
  });

  it("a house's lots (batched LATERAL per house): auction_properties_house", async () => {
    const all = await plans(
      '{ auction_houses(limit: 5) { auction_properties(order_by: { auction_date: desc }, limit: 3) { id } } }',
    );
    expect(all).toHaveLength(2);
    expect(all[1]).toContain('auction_properties_house');
  });

  it('by primary key: the primary key index', async () => {
    const [one] = await plans('{ auction_properties_by_pk(id: 1234) { id } }');
    expect(one).toContain('auction_properties_pkey');
  });
});
