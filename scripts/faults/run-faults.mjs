// `npm run test:faults`: database down (PostgreSQL stopped; PGlite killed and restarted), a slow
// CMS upstream, SIGTERM under load, kill -9 during a PPD import and during a registration burst,
// DATA_DIR deleted under a running server, each against the production build. FAULTS_ONLY=name,name runs a subset; FAULTS_PORT (4100)
// moves the ports. reports/faults.json.
import { existsSync } from 'node:fs';
import { ensureBuild } from '../ensure-build.mjs';
import { removeDir, writeReport } from '../load/server-harness.mjs';
import { databaseDown } from './database-down.mjs';
import { pgliteCrashRestart } from './crash-restart.mjs';
import { sigtermUnderLoad } from './sigterm-under-load.mjs';
import { ppdImportKill } from './ppd-import-kill.mjs';
import { slowCms } from './slow-cms.mjs';
import { registrationKill } from './registration-kill.mjs';
import { lotFeedKill } from './lot-feed-kill.mjs';
import { dataDirReplaced } from './data-dir-replaced.mjs';

const PORT = Number(process.env.FAULTS_PORT ?? 4100);
const hasPostgres = existsSync('/usr/lib/postgresql');
const scenarios = {
  'database-down': hasPostgres ? databaseDown : null,
  'pglite-crash': pgliteCrashRestart,
  'slow-cms': slowCms,
  sigterm: sigtermUnderLoad,
  'ppd-kill': ppdImportKill,
  'registration-kill': registrationKill,
  'lot-feed-kill': lotFeedKill,
  'data-dir-replaced': dataDirReplaced,
};
const only = process.env.FAULTS_ONLY?.split(',');

ensureBuild();
const results = {};
let failed = 0;
for (const [name, run] of Object.entries(scenarios)) {
  if (only && !only.includes(name)) continue;
  if (!run) {
    results[name] = { skipped: 'PostgreSQL is not installed' };
    continue;
  }
  const dataDir = `/tmp/faults-${name}-${process.pid}`;
  removeDir(dataDir);
  const started = Date.now();
  let result;
  try {
    result = await run({ port: PORT + 3, upstreamPort: PORT + 4, dataDir });
  } catch (err) {
    result = { problems: [`crashed: ${err.stack ?? err}`] };
  }
  result.seconds = Math.round((Date.now() - started) / 100) / 10;
  results[name] = result;
  removeDir(dataDir);
  console.log(`${result.problems.length ? 'FAIL' : 'ok  '} ${name} (${result.seconds} s)`);
  for (const p of result.problems) console.log(`     ${p}`);
  failed += result.problems.length ? 1 : 0;
}
writeReport('reports/faults.json', 'run', { at: new Date().toISOString(), results });
if (failed) {
  console.error(`faults: ${failed} scenario(s) failed`);
  process.exit(1);
}
console.log('faults: all scenarios held');
