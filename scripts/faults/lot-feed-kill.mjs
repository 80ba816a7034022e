// kill -9 during `npm run import:lots` (PGlite): a feed file is one transaction, so the killed run
// leaves no lot, auction, event or log row behind, and running the import again applies it whole.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOTS = Number(process.env.FAULTS_FEED_LOTS ?? 3_000);
const HOUSE = 'faults-house';
const HEADER =
  'house,auction_ref,auction_title,auction_date,auction_method,lot_number,address,postcode,property_type,guide_min';

function writeFeed(dir) {
  const lines = Array.from(
    { length: LOTS },
    (_, i) =>
      `${HOUSE},F-1,Fault sale,2027-03-01T10:00:00Z,Online,${i + 1},"${i + 1} Test Street, Leeds",LS6 2AA,Flat,${100000 + i}`,
  );
  const file = path.join(dir, 'faults-feed.csv');
  writeFileSync(file, `${HEADER}\n${lines.join('\n')}\n`);
  return file;
}

function runImport(args, dataDir, { killOnProgress = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['dist/server/import-lots.js', ...args], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let killed = false;
    const watch = (chunk) => {
      out += chunk;
      // The first progress line: lots are being written, the transaction is open.
      if (killOnProgress && !killed && / of \d+ lots/.test(String(chunk))) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', (code, signal) => resolve({ code, signal, killed, out: out.slice(-2_000) }));
  });
}

async function withPglite(dataDir, fn) {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(path.resolve(dataDir, 'pg'));
  try {
    return await fn(pg);
  } finally {
    await pg.close();
  }
}

const counts = (dataDir) =>
  withPglite(dataDir, async (pg) => {
    const { rows } = await pg.query(
      `SELECT (SELECT count(*)::int FROM auction_properties) AS lots,
              (SELECT count(DISTINCT lot_number)::int FROM auction_properties) AS lot_numbers,
              (SELECT count(*)::int FROM auctions) AS auctions,
              (SELECT count(*)::int FROM lot_events) AS events,
              (SELECT count(*)::int FROM lot_feed_imports) AS imports`,
    );
    return rows[0];
  });

export async function lotFeedKill({ dataDir }) {
  const problems = [];
  mkdirSync(dataDir, { recursive: true });
  const file = writeFeed(dataDir);
  // A first run migrates the empty database (and prints its usage); then the house is added.
  await runImport(['--help'], dataDir);
  await withPglite(dataDir, (pg) =>
    pg.query(
      "INSERT INTO auction_houses (slug, name) VALUES ($1, 'Faults') ON CONFLICT DO NOTHING",
      [HOUSE],
    ),
  );
  const first = await runImport([file], dataDir, { killOnProgress: true });
  if (!first.killed) problems.push(`the import finished before it could be killed: ${first.out}`);
  const afterKill = await counts(dataDir);
  if (afterKill.lots || afterKill.auctions || afterKill.events || afterKill.imports)
    problems.push(`after kill -9 something was left: ${JSON.stringify(afterKill)}`);
  const second = await runImport([file], dataDir);
  if (second.code !== 0) problems.push(`the re-run exited ${second.code}: ${second.out}`);
  const final = await counts(dataDir);
  const want = { lots: LOTS, lot_numbers: LOTS, auctions: 1, events: LOTS, imports: 1 };
  if (JSON.stringify(final) !== JSON.stringify(want))
    problems.push(`after the re-run: ${JSON.stringify(final)}, want ${JSON.stringify(want)}`);
  const third = await runImport([file], dataDir);
  if (!third.out.includes(`inserted 0, updated 0, withdrawn 0, unchanged ${LOTS}`))
    problems.push(`a third run changed something: ${third.out}`);
  return {
    scenario: 'kill -9 during import:lots, then run again',
    lots: LOTS,
    afterKill,
    final,
    problems,
  };
}
