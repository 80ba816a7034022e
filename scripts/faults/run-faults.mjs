// `npm run test:faults`: database down (PostgreSQL stopped; PGlite killed and restarted), a slow
// CMS upstream, SIGTERM under load, kill -9 during a PPD import and during a registration burst,
// DATA_DIR deleted under a running server, each against the production build. FAULTS_ONLY=name,name runs a subset; FAULTS_PORT (4100)
// moves the ports. reports/faults.json.
import { existsSync } from 'node:fs';
import { ensureBuild } from '../ensure-build.mjs';
import { knownV8Aborts, removeDir, saysV8Abort, writeReport } from '../load/server-harness.mjs';
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

async function runScenario(run, dataDir) {
  removeDir(dataDir);
  try {
    return await run({ port: PORT + 3, upstreamPort: PORT + 4, dataDir });
  } catch (err) {
    return { problems: [`crashed: ${err.stack ?? err}`] };
  } finally {
    removeDir(dataDir);
  }
}

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
  const started = Date.now();
  const abortsBefore = knownV8Aborts().length;
  let result = await runScenario(run, dataDir);
  const aborts = knownV8Aborts().slice(abortsBefore);
  // V8's own abort (decision 171) is not the fault under test: the scenario runs once more.
  if (result.problems.length && (aborts.length || result.problems.some(saysV8Abort))) {
    console.log(`     ${name}: V8 aborted a server (nodejs/node#64500); running it once more`);
    result = { ...(await runScenario(run, dataDir)), firstRunEndedByV8Abort: result.problems };
  }
  result.seconds = Math.round((Date.now() - started) / 100) / 10;
  results[name] = result;
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
