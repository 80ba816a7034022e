// PGlite: kill -9 of the whole process under load, then a restart on the same DATA_DIR must
// recover the database and serve pages. (When the database runs in its own worker, the lead wires
// `killDatabaseWorker` to that worker's API; until then the whole process is the unit killed.)
import autocannon from 'autocannon';
import { startServer } from '../load/server-harness.mjs';
import { PAGES, timedGet } from './timed-get.mjs';

export async function pgliteCrashRestart({ port, dataDir }) {
  const problems = [];
  const first = await startServer({ port, dataDir });
  const load = autocannon({
    url: first.base,
    connections: 10,
    duration: 30,
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  });
  await new Promise((r) => setTimeout(r, 3_000));
  first.child.kill('SIGKILL');
  await first.exited;
  load.stop();
  await load.catch(() => {});
  const startedAt = Date.now();
  const second = await startServer({ port, dataDir });
  const restartMs = Date.now() - startedAt;
  try {
    for (const p of PAGES) {
      const r = await timedGet(second.base + p);
      if (r.status !== 200) problems.push(`after kill -9 and restart: ${p} answered ${r.status}`);
    }
  } finally {
    await second.stop();
  }
  return { scenario: 'PGlite process killed (-9) under load, restarted', restartMs, problems };
}
