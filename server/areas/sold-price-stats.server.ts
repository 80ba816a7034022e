import { cacheIdentity, type Queryable } from '#server/db/db.server';
import { compileWhere, newCompiler, type BoolExp } from '#server/graph/sql.server';
import { TABLES } from '#server/graph/tables.server';
import { createStaleCache } from '#server/cache/stale-cache.server';
import type { SoldPriceSummary } from '#schema/sold-price-query';
import { bandFigures, districtsOnly } from './sold-price-bands.server';

/**
 * Count, average and median price of the sold prices matching a data-graph `where`, compiled by
 * the graph's own compiler (same column whitelist and parameter casts). A narrow filter costs a
 * few milliseconds on the (district | sector, date) indexes. A town or a district alone, however
 * large, is summed from its price bands (decision 058), exactly. Another match of millions of
 * sales (a national price band, at the national file's 27 million rows) would read and sort every
 * one of them for seconds, so such figures come from a sample (decision 056) and say so.
 * Results are kept for STATS_TTL_MS per database and filter: Price Paid data changes with
 * monthly imports, so a few minutes' lag is harmless.
 */
export const STATS_TTL_MS = 5 * 60_000;
/** Below this many matching sales (the planner's estimate) the figures are always exact. */
export const STATS_EXACT_ROWS = 50_000;
/** Matching sales a sample aims to read: the median within about 2 %, the count within 3 %. */
export const STATS_SAMPLE_ROWS = 10_000;
/**
 * In a table of at least this many sales, a match of more than STATS_SAMPLE_SHARE of them is
 * sampled however few it is: no index holds such a share (a street pattern as common as "road",
 * 22 % of the demo's 200,000 sales), so the exact figures read every sale (0.5–1.8 s on the
 * embedded engine) where a sample reads a quarter of the pages.
 */
export const STATS_SAMPLE_TABLE_ROWS = 100_000;
export const STATS_SAMPLE_SHARE = 0.1;

const caches = new WeakMap<Queryable, ReturnType<typeof createStaleCache<SoldPriceSummary>>>();

type Plan = { Plan: { 'Plan Rows': number; 'Total Cost': number } }[];

async function plan(db: Queryable, sql: string, params: unknown[]) {
  const { rows } = await db.query<{ 'QUERY PLAN': Plan | string }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const top = (typeof raw === 'string' ? (JSON.parse(raw) as Plan) : raw)?.[0]?.Plan;
  return { rows: top?.['Plan Rows'] ?? 0, cost: top?.['Total Cost'] ?? 0 };
}

/** Count, average and median of the rows `filter` keeps (all of them when empty). */
const figures = (filter = '') => `count(*)${filter}::int AS count,
  round(avg(t.price)${filter})::int AS average,
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY t.price)${filter})::int AS median`;

/**
 * The sample's figures: the matching rows' count, average and median, and how many rows the
 * sampled pages held in all (the share of matches among them scales the table's row count).
 */
const sampledFigures = (condition: string) => `${figures(` FILTER (WHERE ${condition})`)},
  count(*)::int AS seen, (SELECT reltuples FROM pg_class WHERE oid = 'sold_house_prices'::regclass) AS total`;

/**
 * PostgreSQL's estimate of sorting n values (its cost_sort: two operator costs per comparison,
 * n log2 n comparisons). EXPLAIN of `SELECT t.price` leaves out the median, which sorts every
 * match: 1.1 million prices took 200 ms while the planner priced reading them (an index-only scan
 * of the price index once VACUUM had marked the table visible) like a 1 % block sample.
 */
const CPU_OPERATOR_COST = 0.0025;
const sortCost = (n: number) => 2 * CPU_OPERATOR_COST * n * Math.log2(Math.max(n, 2));

/** Whether the sample, median included, costs less than half of the exact figures. */
export function preferSample(
  full: { rows: number; cost: number },
  sampled: { cost: number },
  sampleRows: number,
): boolean {
  return sampled.cost + sortCost(sampleRows) < (full.cost + sortCost(full.rows)) / 2;
}

/** Whether `rows` is more than STATS_SAMPLE_SHARE of a table of at least `tableRows` sales. */
async function largeShare(db: Queryable, rows: number, tableRows: number): Promise<boolean> {
  if (rows < STATS_SAMPLE_SHARE * tableRows) return false;
  const { rows: found } = await db.query<{ total: number }>(
    "SELECT reltuples::float8 AS total FROM pg_class WHERE oid = 'sold_house_prices'::regclass",
  );
  const total = Number(found[0]?.total ?? 0);
  return total >= tableRows && rows > STATS_SAMPLE_SHARE * total;
}

/** Three significant figures: what a sample of ~10,000 can honestly tell. */
const roughly = (n: number) => {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 2);
  return Math.round(n / scale) * scale;
};

/**
 * The figures straight from the database, uncached (benchmarks; pages use `soldPriceStats`).
 * A town or a postcode district alone is answered from its price bands (bandFigures, exact).
 * Otherwise, when the planner expects more than STATS_EXACT_ROWS matches (or more than
 * STATS_SAMPLE_SHARE of a table of STATS_SAMPLE_TABLE_ROWS or more), it is asked what
 * reading a block sample of STATS_SAMPLE_ROWS of them would cost; if that, with sorting them for
 * the median, is less than half of reading and sorting them all (`preferSample`), the sample
 * answers (`TABLESAMPLE SYSTEM … REPEATABLE`, so the same filter gives the same figures),
 * `approximate` set, the count, average and median to three significant figures. The count is the matches' share of the sampled rows times the table's row
 * count (pg_class.reltuples, kept by ANALYZE): a block sample picks a random number of pages, so
 * scaling the matches alone by the percentage was off by 5–10 % on 200,000 rows.
 * A sample that finds too few rows (the estimate was far off) gives way to the exact figures.
 */
export async function querySoldPriceStats(
  db: Queryable,
  where: BoolExp,
  {
    exactRows = STATS_EXACT_ROWS,
    sampleRows = STATS_SAMPLE_ROWS,
    sampleTableRows = STATS_SAMPLE_TABLE_ROWS,
  } = {},
): Promise<SoldPriceSummary> {
  const districts = districtsOnly(where);
  const banded = districts && (await bandFigures(db, districts));
  if (banded) return banded;
  const c = newCompiler();
  const condition = compileWhere(c, TABLES.sold_house_prices, where, 't');
  const params = c.params.values;
  const from = (sample = '') => `FROM sold_house_prices t ${sample} WHERE ${condition}`;
  type Row = { count: number; average: number | null; median: number | null };
  const full = await plan(db, `SELECT t.price ${from()}`, params);
  if (full.rows > exactRows || (await largeShare(db, full.rows, sampleTableRows))) {
    const percent = Math.min(100, (100 * sampleRows) / full.rows);
    const sample = `TABLESAMPLE SYSTEM (${percent.toFixed(4)}) REPEATABLE (56)`;
    const sampled = await plan(db, `SELECT t.price ${from(sample)}`, params);
    if (percent < 100 && preferSample(full, sampled, sampleRows)) {
      const { rows } = await db.query<Row & { seen: number; total: number }>(
        `SELECT ${sampledFigures(condition)} FROM sold_house_prices t ${sample}`,
        params,
      );
      const r = rows[0];
      if (r && r.count >= sampleRows / 10) {
        const total = Number(r.total);
        return {
          count: roughly(
            total > 0 ? (total * r.count) / Math.max(r.seen, 1) : (r.count * 100) / percent,
          ),
          // A sample's prices are no finer than its count: £308,435 read as exact to the pound.
          average: r.average === null ? null : roughly(r.average),
          median: r.median === null ? null : roughly(r.median),
          approximate: true,
        };
      }
    }
  }
  const { rows } = await db.query<Row>(`SELECT ${figures()} ${from()}`, params);
  return {
    count: Number(rows[0]?.count ?? 0),
    average: rows[0]?.average ?? null,
    median: rows[0]?.median ?? null,
  };
}

export function soldPriceStats(db: Queryable, where: BoolExp): Promise<SoldPriceSummary> {
  const key = cacheIdentity(db);
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = createStaleCache({ ttlMs: STATS_TTL_MS, maxEntries: 500 })));
  return cache.get(JSON.stringify(where), () => querySoldPriceStats(db, where));
}
