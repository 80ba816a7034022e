import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';
import { regionLotsWhere } from '#server/areas/place-where';

/**
 * A region search is wide (a dozen counties' lots) but must still be answered from the location
 * index, on PGlite and on PostgreSQL alike (decision 092): each county by its prefix, the towns
 * filed under another region's county by name.
 */

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const indexesIn = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesIn),
];

/** The North West's and the North East's counties among 60 others: a region is a few per cent of lots. */
const COUNTIES = [
  'cheshire',
  'cumbria',
  'greater-manchester',
  'lancashire',
  'merseyside',
  'durham',
  'north-yorkshire',
  ...Array.from({ length: 60 }, (_, i) => `county-${i}`),
];

describe.each(testLanes())('a region search uses the location index (%s)', (lane) => {
  let t: TestDb;
  let g: GraphTestApp;

  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'region-indexes' });
    const counties = COUNTIES.map((c) => `('england/${c}', '${c}', 'county', 'england')`);
    const towns = COUNTIES.flatMap((c) =>
      Array.from(
        { length: 20 },
        (_, i) => `('england/${c}/town-${i}', 'Town ${i}', 'town', 'england/${c}')`,
      ),
    );
    await t.db.exec(`
      INSERT INTO locations (slug, name, kind, parent_slug) VALUES ('england', 'England', 'country', NULL);
      INSERT INTO locations (slug, name, kind, parent_slug) VALUES ${counties.join(', ')};
      INSERT INTO locations (slug, name, kind, parent_slug) VALUES ${towns.join(', ')},
        ('england/north-yorkshire/middlesbrough', 'Middlesbrough', 'town', 'england/north-yorkshire');
      INSERT INTO auction_houses (slug, name) VALUES ('house', 'House');
      INSERT INTO auction_properties (auction_house_id, title, location_slug)
        SELECT 1, 'Lot ' || i,
          CASE WHEN i % 50 = 0 THEN 'england/north-yorkshire/middlesbrough'
               ELSE 'england/' || (ARRAY[${COUNTIES.map((c) => `'${c}'`).join(', ')}])[1 + i % ${COUNTIES.length}]
                    || '/town-' || (i % 20) END
        FROM generate_series(1, 20000) AS i;
      ANALYZE;
    `);
    g = graphTestApp(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function plan(where: Record<string, unknown>) {
    g.queries.length = 0;
    const res = await request(g.app)
      .post('/graphql')
      .send({
        // How the results page counts a search's lots (lotCounts).
        query:
          'query ($w: auction_properties_bool_exp) { auction_properties_aggregate(where: $w) { aggregate { count } } }',
        variables: { w: where },
      });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const [q] = g.queries;
    const { rows } = await t.db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (FORMAT JSON) ${q!.sql}`,
      q!.params,
    );
    return {
      count: res.body.data.auction_properties_aggregate.aggregate.count as number,
      plan: rows[0]!['QUERY PLAN'][0]!.Plan,
    };
  }

  it('North West England: its five counties from the index', async () => {
    const { count, plan: p } = await plan(regionLotsWhere('england/north-west'));
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auction_properties
        WHERE split_part(location_slug, '/', 2) = ANY($1::text[])`,
      [COUNTIES.slice(0, 5)],
    );
    expect(count).toBe(rows[0]!.n);
    expect(indexesIn(p)).toContain('auction_properties_location');
  });

  it('the North East: its counties and Teesside by name from the index', async () => {
    const { count, plan: p } = await plan(regionLotsWhere('england/north-east'));
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auction_properties
        WHERE location_slug LIKE 'england/durham/%' OR location_slug LIKE '%/middlesbrough'`,
    );
    expect(count).toBe(rows[0]!.n);
    expect(indexesIn(p)).toContain('auction_properties_location');
  });
});
