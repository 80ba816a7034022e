// SIGTERM under load: requests already in flight finish (no 5xx, no reset) and the process exits
// 0 within 10 s.
import { startServer } from '../load/server-harness.mjs';
import { PAGES, sleep, timedGet } from './timed-get.mjs';

export async function sigtermUnderLoad({ port, dataDir }) {
  const problems = [];
  const server = await startServer({ port, dataDir, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  const inFlight = Array.from({ length: 30 }, (_, i) =>
    timedGet(`${server.base}${PAGES[i % PAGES.length]}?n=${i}`, { timeoutMs: 15_000 }),
  );
  await sleep(500); // every request connected before the signal
  const signalled = Date.now();
  const exit = await server.stop('SIGTERM', 20_000);
  const exitMs = Date.now() - signalled;
  const results = await Promise.all(inFlight);
  const failed = results.filter((r) => r.status === 0 || r.status >= 500);
  if (failed.length)
    problems.push(
      `${failed.length} of 30 in-flight requests failed: ${JSON.stringify(failed.slice(0, 3).map((f) => f.error ?? f.status))}`,
    );
  if (exitMs > 10_000) problems.push(`exit took ${exitMs} ms (limit 10000)`);
  if (exit.code !== 0) problems.push(`exit code ${exit.code} signal ${exit.signal}`);
  return {
    scenario: 'SIGTERM with 30 requests in flight',
    exitMs,
    exit,
    completed: results.filter((r) => r.status > 0 && r.status < 500).length,
    problems,
  };
}
