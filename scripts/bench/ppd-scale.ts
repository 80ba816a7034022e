// Built as dist/server/bench-ppd-scale.js; run by `npm run bench:ppd-scale -- [options]`.
// On PostgreSQL: imports a (generated) Price Paid file with the real importer, then times the
// sold-price searches /sold-house-prices runs (same query parser, where builder, place resolver,
// data graph and figures query) and EXPLAINs each, writing reports/ppd-scale.json and a Markdown
// block for docs/performance.md. Reports figures only; nothing here asserts a speed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDb, type Db } from '#server/db/db.server';
import { migrate } from '#server/db/migrate.server';
import { importPpd } from '#server/db/ppd/import-ppd.server';
import { writePpdFile } from '#server/db/ppd/ppd-generate.server';
import { seedDirectory } from '#server/db/seed/directory/seed-directory.server';
import { createGraphServer } from '#server/graph/index.server';
import { createLogger } from '#server/logger.server';
import {
  planIndexes,
  scaleScenarios,
  timeScenario,
  type ScenarioResult,
} from './ppd-scale-queries';
import { writeDataBlock } from './ppd-scale-report';

const { values: opts } = parseArgs({
  options: {
    file: { type: 'string', default: '/tmp/pp-scale.csv' },
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '50' },
    'batch-size': { type: 'string', default: '5000' },
    'skip-import': { type: 'boolean', default: false },
  },
});
const rowsWanted = Number(opts.rows.replace(/[_,]/g, ''));
const runs = Number(opts.runs);
const batchSize = Number(opts['batch-size']);

/** DATABASE_URL, or a throwaway cluster (scripts/pg-test-cluster.sh) with a fresh database. */
async function scaleDb(): Promise<{ db: Db; url: string; own: boolean }> {
  const given = process.env.DATABASE_URL;
  // No statement timeout, as `npm run import:ppd` opens it: the bench times the importer's work.
  if (given)
    return {
      db: await openDb({ databaseUrl: given, dataDir: '', statementTimeoutMs: 0 }),
      url: given,
      own: false,
    };
  const env = {
    ...process.env,
    PGPORT: process.env.PGPORT ?? '3950',
    PGROOT: process.env.PGROOT ?? '/tmp/ppd-scale-pg',
    // A bulk-loading server's usual settings (the defaults suit a 1 GB machine): the national
    // table's primary key (~1.5 GB) stays in shared buffers, and checkpoints stay rare.
    PG_EXTRA_OPTIONS: process.env.PG_EXTRA_OPTIONS ?? '-c shared_buffers=4GB -c max_wal_size=8GB',
  };
  const admin = execFileSync('scripts/pg-test-cluster.sh', ['start'], { env }).toString().trim();
  const url = admin.replace(/\/postgres$/, '/ppd_scale');
  // Dropping the last run's 27-million-row database unlinks ~12 GB: longer than the app's statement
  // timeout, which cancelled it half-way.
  const root = await openDb({ databaseUrl: admin, dataDir: '', statementTimeoutMs: 0 });
  if (!opts['skip-import']) {
    await root.query('DROP DATABASE IF EXISTS ppd_scale');
    await root.query('CREATE DATABASE ppd_scale');
  } else {
    await root.query('CREATE DATABASE ppd_scale').catch(() => undefined);
  }
  await root.close();
  return {
    db: await openDb({ databaseUrl: url, dataDir: '', statementTimeoutMs: 0 }),
    url,
    own: true,
  };
}

if (!existsSync(opts.file)) {
  process.stderr.write(`Generating ${rowsWanted} rows into ${opts.file}…\n`);
  const t = performance.now();
  await writePpdFile(opts.file, { rows: rowsWanted });
  process.stderr.write(`  ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
}
const fileBytes = statSync(opts.file).size;

const logger = createLogger('warn');
const { db, own } = await scaleDb();
await migrate(db);
const places = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM locations');
// Place pages resolve names through the directory's places and postcodes: seed them, no sales.
if (!places.rows[0]?.n) await seedDirectory(db, { soldRows: 0, logger });

let importFigures: Record<string, number> | null = null;
if (!opts['skip-import']) {
  const existing = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM (SELECT 1 FROM sold_house_prices LIMIT 1) x',
  );
  if (existing.rows[0]?.n && !own) {
    throw new Error('sold_house_prices is not empty: point DATABASE_URL at a scratch database');
  }
  const t = performance.now();
  const result = await importPpd(db, opts.file, { force: true, batchSize });
  const seconds = (performance.now() - t) / 1000;
  const ta = performance.now();
  await db.query('ANALYZE sold_house_prices');
  importFigures = {
    lines: result.rows,
    applied: result.applied,
    bad: result.bad,
    seconds: Number(seconds.toFixed(1)),
    rowsPerSec: Math.round(result.rows / seconds),
    analyzeSeconds: Number(((performance.now() - ta) / 1000).toFixed(1)),
  };
  process.stderr.write(`imported ${JSON.stringify(importFigures)}\n`);
}

const { rows: settingRows } = await db.query<{ version: string; buffers: string; wal: string }>(
  `SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS buffers,
          current_setting('max_wal_size') AS wal`,
);
const server = settingRows[0]!;
const { rows: countRows } = await db.query<{ n: number }>(
  'SELECT count(*)::int AS n FROM sold_house_prices',
);
const tableRows = countRows[0]?.n ?? 0;
const graph = createGraphServer({
  db,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-00',
  isProduction: true,
  logger,
});
const scenarios = await scaleScenarios(db);
const results: ScenarioResult[] = [];
for (const s of scenarios) {
  // Twice over the same inputs: the first pass is each search's first visit (its pages new to
  // this connection's server process: with a 4 GB shared_buffers each first touch is a page
  // fault, ~70 µs here), the second the steady state of a pooled server with the data in memory.
  const cold = await timeScenario(db, graph, s, runs);
  const timed = await timeScenario(db, graph, s, runs);
  const plan = await planIndexes(db, s.inputs[0]!);
  results.push({ ...timed, cold: { list: cold.list, stats: cold.stats }, plan });
  process.stderr.write(`${s.name}: ${JSON.stringify({ ...timed, plan })}\n`);
}
await db.close();

// --skip-import keeps the last run's import figures when they were for this table's size.
const REPORT = 'reports/ppd-scale.json';
let importedAt: string | undefined;
if (!importFigures && existsSync(REPORT)) {
  const last = JSON.parse(readFileSync(REPORT, 'utf8')) as {
    at: string;
    tableRows: number;
    import: Record<string, number> | null;
    importedAt?: string;
  };
  if (last.tableRows === tableRows && last.import) {
    importFigures = last.import;
    importedAt = last.importedAt ?? last.at;
  }
}
const report = {
  at: new Date().toISOString(),
  engine: 'postgres',
  file: { path: opts.file, bytes: fileBytes },
  server,
  tableRows,
  import: importFigures,
  ...(importedAt ? { importedAt } : {}),
  runs,
  goalP95Ms: 50,
  searches: results,
};
mkdirSync('reports', { recursive: true });
writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
const target = writeDataBlock(report);
process.stderr.write(`wrote reports/ppd-scale.json and the data block in ${target}\n`);
