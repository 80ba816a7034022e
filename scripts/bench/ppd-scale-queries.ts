// The sold-price searches of /sold-house-prices, built exactly as its loader builds them, timed
// and EXPLAINed for the scale bench (scripts/bench/ppd-scale.ts).
import type { Queryable } from '#server/db/db.server';
import { resolveSoldPriceFilter } from '#server/areas/sold-price-filter.server';
import { querySoldPriceStats } from '#server/areas/sold-price-stats.server';
import type { GraphServer } from '#server/graph/index.server';
import { listStatement, type BoolExp } from '#server/graph/sql.server';
import { TABLES } from '#server/graph/tables.server';
import { CARD_FIELDS } from '#schema/entities';
import { PAGE_SIZE } from '#schema/listing-query';
import { parseSoldPriceQuery, SOLD_PRICE_ORDERS } from '#schema/sold-price-query';

export interface Scenario {
  name: string;
  /** URL queries of /sold-house-prices, used in turn. */
  inputs: URLSearchParams[];
}

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

export interface ScenarioResult {
  name: string;
  example: string;
  /** The page of 12 rows: place resolution plus the data-graph query. */
  list: Timing;
  /** Count, average and median over every match (the page caches these for 5 minutes). */
  stats: Timing & { /** Runs whose figures came from a sample (decision 056). */ sampled: number };
  /** The first pass over the same inputs (see scripts/bench/ppd-scale.ts). */
  cold?: { list: Timing; stats: Timing };
  plan: PlanSummary;
}

export interface PlanSummary {
  /** Indexes the list query's plan reads. */
  indexes: string[];
  /** The plan reads sold_house_prices with a sequential scan. */
  seqScan: boolean;
  nodes: string[];
}

const LIST_QUERY = `query Sold($where: sold_house_prices_bool_exp, $order: [sold_house_prices_order_by!], $limit: Int, $offset: Int) {
  items: sold_house_prices(where: $where, order_by: $order, limit: $limit, offset: $offset) { ${CARD_FIELDS.sold_house_prices} }
}`;

const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
const q = (o: Record<string, string>) => new URLSearchParams(o);

/** Search inputs drawn from the table itself (a repeatable sample), so any file works. */
export async function scaleScenarios(db: Queryable): Promise<Scenario[]> {
  const { rows } = await db.query<{ d: string; t: string | null; s: string | null }>(
    `SELECT postcode_district AS d, town_city AS t, street AS s
       FROM sold_house_prices TABLESAMPLE SYSTEM (1) REPEATABLE (7)
      WHERE postcode_district <> '' LIMIT 400`,
  );
  const pick = <T>(xs: T[], n: number) => xs.filter((_, i) => i % Math.ceil(xs.length / n) === 0);
  const districts = pick([...new Set(rows.map((r) => r.d))], 20);
  const towns = pick([...new Set(rows.flatMap((r) => (r.t ? [title(r.t)] : [])))], 10);
  const streets = pick(
    rows.filter((r) => r.t && r.s).map((r) => ({ town: title(r.t!), street: title(r.s!) })),
    20,
  );
  const prices = Array.from({ length: 10 }, (_, i) => [100_000 + i * 25_000, 150_000 + i * 25_000]);
  return [
    { name: 'postcode district, newest first', inputs: districts.map((d) => q({ location: d })) },
    { name: 'town, newest first', inputs: towns.map((t) => q({ location: t })) },
    {
      name: 'street in a town, newest first',
      inputs: streets.map((s) => q({ location: s.town, search: s.street })),
    },
    { name: 'street anywhere, newest first', inputs: streets.map((s) => q({ search: s.street })) },
    {
      name: 'price range, newest first',
      inputs: prices.map(([min, max]) => q({ min_price: String(min), max_price: String(max) })),
    },
    {
      name: 'town and price range, newest first',
      inputs: towns.map((t, i) =>
        q({
          location: t,
          min_price: String(prices[i % 10]![0]),
          max_price: String(prices[i % 10]![1]),
        }),
      ),
    },
    {
      name: 'town, new builds only, newest first',
      inputs: towns.map((t) => q({ location: t, new_build: 'only' })),
    },
    {
      name: 'postcode district, leasehold, newest first',
      inputs: districts.map((d) => q({ location: d, tenure: 'Leasehold' })),
    },
    {
      name: 'street in a town, freehold, established',
      inputs: streets.map((s) =>
        q({ location: s.town, search: s.street, tenure: 'Freehold', new_build: 'exclude' }),
      ),
    },
    {
      name: 'new builds anywhere, newest first',
      inputs: prices.map(([min]) => q({ new_build: 'only', min_price: String(min) })),
    },
    {
      name: 'postcode district, oldest first',
      inputs: districts.map((d) => q({ location: d, order_by: 'date_asc' })),
    },
    {
      name: 'postcode district, price high to low',
      inputs: districts.map((d) => q({ location: d, order_by: 'price_desc' })),
    },
  ];
}

/** The loader's own steps: parse the URL query, resolve the place, build the `where`. */
async function build(db: Queryable, params: URLSearchParams) {
  const query = parseSoldPriceQuery(params);
  return { query, where: (await resolveSoldPriceFilter(db, query)).where };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0).toFixed(1));
};
const timing = (xs: number[]): Timing => ({
  p50: pct(xs, 50),
  p95: pct(xs, 95),
  max: pct(xs, 100),
});

export async function timeScenario(
  db: Queryable,
  graph: GraphServer,
  s: Scenario,
  runs: number,
): Promise<Omit<ScenarioResult, 'plan'>> {
  const list: number[] = [];
  const stats: number[] = [];
  let sampled = 0;
  for (let i = 0; i < runs; i++) {
    const params = s.inputs[i % s.inputs.length]!;
    let t = performance.now();
    const { query, where } = await build(db, params);
    const r = await graph.execute({
      query: LIST_QUERY,
      variables: {
        where,
        order: SOLD_PRICE_ORDERS[query.order_by].graph,
        limit: PAGE_SIZE,
        offset: (query.page - 1) * PAGE_SIZE,
      },
    });
    if (r.errors?.length) throw new Error(`${s.name}: ${r.errors[0]!.message}`);
    list.push(performance.now() - t);
    if (process.env.PPD_SCALE_TRACE)
      process.stderr.write(
        `  ${(performance.now() - t).toFixed(1)} ms list ${params} ${JSON.stringify(where)}\n`,
      );
    t = performance.now();
    if ((await querySoldPriceStats(db, where)).approximate) sampled += 1;
    stats.push(performance.now() - t);
  }
  return {
    name: s.name,
    example: s.inputs[0]!.toString(),
    list: timing(list),
    stats: { ...timing(stats), sampled },
  };
}

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
};

/** EXPLAINs the list statement the data graph runs for `params`. */
export async function planIndexes(db: Queryable, params: URLSearchParams): Promise<PlanSummary> {
  const { query, where } = await build(db, params);
  const st = listStatement(TABLES.sold_house_prices, {
    where: where as BoolExp,
    order_by: [...SOLD_PRICE_ORDERS[query.order_by].graph],
    limit: PAGE_SIZE,
    offset: 0,
  });
  const { rows } = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (FORMAT JSON) ${st.sql}`,
    st.params,
  );
  const out: PlanSummary = { indexes: [], seqScan: false, nodes: [] };
  const walk = (n: PlanNode) => {
    out.nodes.push(n['Node Type']);
    if (n['Index Name'] && !out.indexes.includes(n['Index Name']))
      out.indexes.push(n['Index Name']);
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'sold_house_prices')
      out.seqScan = true;
    n.Plans?.forEach(walk);
  };
  walk(rows[0]!['QUERY PLAN'][0]!.Plan);
  return out;
}
