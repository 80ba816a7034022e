// Built as dist/server/bench-data.js; `npm run bench` runs it and merges its JSON into reports/bench.json.
// Measures, on an embedded PGlite: sold-price searches over BENCH_SOLD_ROWS rows (default 1,000,000)
// through the data graph, and the PPD importer's rows/s against a plain COPY of the same file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '#server/db/db.server';
import { migrate } from '#server/db/migrate.server';
import { createLogger } from '#server/logger.server';
import { seedDirectory } from '#server/db/seed/directory/seed-directory.server';
import { createGraphServer } from '#server/graph/index.server';
import { benchPpdImport, writeSyntheticPpdFile } from './ppd-import-bench';

const SOLD_ROWS = Number(process.env.BENCH_SOLD_ROWS ?? 1_000_000);
const PPD_ROWS = Number(process.env.BENCH_PPD_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 200);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0).toFixed(2));
};

async function timeQuery(run: (i: number) => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  return { runs: RUNS, p50: pct(times, 50), p95: pct(times, 95) };
}

const logger = createLogger('warn');
// No statement timeout, as for the seed and import CLIs: building the indexes and price bands of
// a million seeded sales is one statement that runs past the app's 5 s (DB_STATEMENT_TIMEOUT_MS).
const db = await openDb({ dataDir: 'memory://', statementTimeoutMs: 0 });
await migrate(db);
const seedStart = performance.now();
await seedDirectory(db, { soldRows: SOLD_ROWS, logger });
const seedSeconds = (performance.now() - seedStart) / 1000;
const graph = createGraphServer({
  db,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-00',
  isProduction: true,
  logger,
});

const districts = (
  await db.query<{ d: string }>(
    'SELECT postcode_district AS d FROM sold_house_prices GROUP BY 1 ORDER BY count(*) DESC LIMIT 20',
  )
).rows.map((r) => r.d);
const exec = async (query: string, variables: Record<string, unknown>) => {
  const r = await graph.execute({ query, variables });
  if (r.errors?.length) throw new Error(r.errors[0]!.message);
};
const FIELDS = 'transaction_id price date_of_transfer postcode property_type paon street town_city';
const byDistrict = await timeQuery((i) =>
  exec(
    `query($d: String!) { sold_house_prices(where: { postcode_district: { _eq: $d } }, order_by: [{ date_of_transfer: desc }], limit: 12) { ${FIELDS} } }`,
    { d: districts[i % districts.length] },
  ),
);
const byPrice = await timeQuery((i) =>
  exec(
    `query($min: Int!, $max: Int!) { sold_house_prices(where: { price: { _gte: $min, _lte: $max } }, order_by: [{ date_of_transfer: desc }], limit: 12) { ${FIELDS} } }`,
    { min: 150_000 + (i % 10) * 10_000, max: 200_000 + (i % 10) * 10_000 },
  ),
);
await db.close();

const dir = mkdtempSync(path.join(tmpdir(), 'ppd-bench-'));
const file = path.join(dir, 'pp-synthetic.csv');
await writeSyntheticPpdFile(file, PPD_ROWS);
const ppdDb = await openDb({ dataDir: 'memory://', statementTimeoutMs: 0 });
await migrate(ppdDb);
const ppd = await benchPpdImport(ppdDb, file);
await ppdDb.close();
rmSync(dir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    soldPriceSearch: {
      engine: 'pglite',
      rows: SOLD_ROWS,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      byDistrictDateSort: byDistrict,
      byPriceRange: byPrice,
      goalP95Ms: 50,
    },
    ppdImport: { ...ppd, goalRatio: 0.5 },
  }),
);
