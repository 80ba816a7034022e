// kill -9 during `npm run import:ppd` (PGlite, small batches): what was committed stays whole, and
// running the import again resumes it to exactly one row per transaction, no duplicates, and the
// price bands of the figures (rebuilt at the end of a first fill, decision 058) equal the sales.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROWS = Number(process.env.FAULTS_PPD_ROWS ?? 30_000);

/** A Price Paid file of ROWS lines made from the fixture's rows with fresh transaction ids. */
function writePpdFile(dir) {
  const sample = readFileSync('tests/fixtures/ppd/pp-sample.csv', 'utf8').trim().split('\n');
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const id = `{FA17FA17-0000-4000-8000-${String(i).padStart(12, '0')}}`;
    return sample[i % sample.length].replace(/^"\{[^}]+\}"/, `"${id}"`);
  });
  const file = path.join(dir, 'pp-faults.csv');
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

function runImport(file, dataDir, { killAfterOutput = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['dist/server/import-ppd.js', file, '--batch-size', '200'],
      {
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let killed = false;
    const watch = (chunk) => {
      out += chunk;
      // Kill once a few batches have committed (the progress output names committed lines).
      if (killAfterOutput && !killed && /ppd import progress|rows\/s/.test(String(chunk))) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', (code, signal) => resolve({ code, signal, killed, out: out.slice(-2_000) }));
  });
}

async function countRows(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(path.resolve(dataDir, 'pg'));
  const { rows } = await pg.query(
    `WITH stored AS (SELECT postcode_district, band, sales, price_sum FROM sold_price_bands
                      WHERE sales <> 0 OR price_sum <> 0),
          fresh AS (SELECT postcode_district, sold_price_band(price) AS band, count(*) AS sales,
                           sum(price) AS price_sum
                      FROM sold_house_prices WHERE postcode_district IS NOT NULL GROUP BY 1, 2)
     SELECT count(*)::int AS total, count(DISTINCT transaction_id)::int AS distinct_ids,
            NOT EXISTS (SELECT * FROM stored EXCEPT SELECT * FROM fresh)
              AND NOT EXISTS (SELECT * FROM fresh EXCEPT SELECT * FROM stored) AS bands_right
       FROM sold_house_prices WHERE transaction_id LIKE '{FA17FA17-%'`,
  );
  await pg.close();
  return rows[0];
}

export async function ppdImportKill({ dataDir }) {
  const problems = [];
  mkdirSync(dataDir, { recursive: true });
  const file = writePpdFile(dataDir);
  const first = await runImport(file, dataDir, { killAfterOutput: true });
  if (!first.killed) problems.push(`the import finished before it could be killed: ${first.out}`);
  const afterKill = await countRows(dataDir);
  if (afterKill.total % 200 !== 0)
    problems.push(`after kill -9: ${afterKill.total} rows, not whole batches of 200`);
  const second = await runImport(file, dataDir);
  if (second.code !== 0) problems.push(`the resumed import exited ${second.code}: ${second.out}`);
  const final = await countRows(dataDir);
  if (final.total !== ROWS || final.distinct_ids !== ROWS)
    problems.push(
      `after resume: ${final.total} rows, ${final.distinct_ids} distinct (want ${ROWS})`,
    );
  if (!final.bands_right) problems.push('after resume: the price bands differ from the sales');
  return {
    scenario: 'kill -9 during import:ppd, then resume',
    rows: ROWS,
    afterKill,
    final,
    problems,
  };
}
