// PostgreSQL stopped mid-run: every page answers within 2 s from a stale cache (200) or with the
// 503 error screen, /healthz keeps answering, and pages recover on their own once it is back.
import { pgCluster, startServer } from '../load/server-harness.mjs';
import { PAGES, sleep, timedGet } from './timed-get.mjs';

export async function databaseDown({ port, dataDir }) {
  const cluster = pgCluster.start();
  const databaseUrl = await pgCluster.freshDatabase(cluster, `faults_${process.pid}`);
  const server = await startServer({ port, dataDir, env: { DATABASE_URL: databaseUrl } });
  const problems = [];
  const during = [];
  let recoveredAfterMs = null;
  try {
    for (const p of PAGES) await timedGet(server.base + p); // warm the caches
    pgCluster.stop();
    for (let round = 0; round < 2; round++)
      for (const p of [...PAGES, '/healthz']) {
        const r = await timedGet(server.base + p, { timeoutMs: 10_000 });
        during.push({ path: p, status: r.status, ms: r.ms });
        const okStatus = p === '/healthz' ? r.status === 200 : r.status === 200 || r.status === 503;
        if (!okStatus) problems.push(`database down: ${p} answered ${r.status || 'nothing'}`);
        if (r.ms > 2_000) problems.push(`database down: ${p} took ${r.ms} ms (limit 2000)`);
      }
    pgCluster.start();
    const back = Date.now();
    while (Date.now() - back < 60_000) {
      const results = await Promise.all(PAGES.map((p) => timedGet(server.base + p)));
      if (results.every((r) => r.status === 200)) {
        recoveredAfterMs = Date.now() - back;
        break;
      }
      await sleep(500);
    }
    if (recoveredAfterMs === null)
      problems.push('pages did not recover within 60 s of the database returning');
  } finally {
    await server.stop();
    pgCluster.stop();
  }
  return { scenario: 'postgres stopped mid-run', during, recoveredAfterMs, problems };
}
