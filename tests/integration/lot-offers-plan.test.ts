import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { LOT_OFFERS_SQL } from '#server/lots/offered-again.server';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}
const scans = (node: PlanNode): PlanNode[] => [
  ...(node['Relation Name'] ? [node] : []),
  ...(node.Plans ?? []).flatMap(scans),
];

/*
 * Every lot page asks for the lot's earlier and later offers of the same property (decision 085).
 * The embedded database keeps each statement prepared, so it runs on a generic plan: with the
 * later offer's index on (offered_before_id) alone, that plan walked the primary key backwards
 * through every lot for `ORDER BY id DESC LIMIT 1` (1.4 ms a page, half the database thread of the
 * varied lot-page bench). With `id` in the index it is one index step.
 */
describe.each(testLanes())('a lot page’s offers on a generic plan (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'lot-offers-plan' });
    await t.db.exec(`
      INSERT INTO auction_houses (id, slug, name) VALUES (1, 'h', 'H');
      INSERT INTO auction_properties (auction_house_id, title)
        SELECT 1, 'Lot ' || i FROM generate_series(1, 3000) AS i;
      UPDATE auction_properties SET offered_before_id = id - 1 WHERE id % 100 = 0;
    `);
  }, 60_000);
  afterAll(() => t?.dispose());

  it('finds the later offer by its index, never by a walk of every lot', async () => {
    const plan = await t.db.withConnection(async (c) => {
      await c.query('SET plan_cache_mode = force_generic_plan');
      await c.query(`PREPARE lot_offers AS ${LOT_OFFERS_SQL}`);
      const { rows } = await c.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        'EXPLAIN (FORMAT JSON) EXECUTE lot_offers(199)',
      );
      await c.query('DEALLOCATE lot_offers');
      await c.query('RESET plan_cache_mode');
      return rows[0]!['QUERY PLAN'][0].Plan;
    });
    const lots = scans(plan).filter((s) => s['Relation Name'] === 'auction_properties');
    expect(lots.some((s) => s['Index Name'] === 'auction_properties_offered_before')).toBe(true);
    for (const scan of lots)
      expect(
        `${scan['Node Type']} ${scan['Index Name'] ?? ''} ${scan['Scan Direction'] ?? ''}`,
      ).not.toMatch(/Seq Scan|auction_properties_pkey Backward/);
  });
});
