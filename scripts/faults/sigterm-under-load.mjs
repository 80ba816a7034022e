// SIGTERM under load: requests already sent when the signal comes finish (no 5xx, no reset) and
// the process exits 0 within 10 s.
import { request } from 'node:http';
import { startServer } from '../load/server-harness.mjs';
import { PAGES } from './timed-get.mjs';

/**
 * A GET on its own connection. `sent` resolves once the whole request has been handed to the
 * operating system: from then on it is in flight, whatever the server's thread is doing.
 * `answered` resolves to the status (0 on a reset or a 15 s hang) and the error.
 */
function getOnItsOwnConnection(url) {
  let markSent;
  const sent = new Promise((resolve) => (markSent = resolve));
  const answered = new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 15_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
      res.on('error', (err) => resolve({ status: 0, error: err.code ?? err.message }));
    });
    req.on('finish', markSent);
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', (err) => {
      markSent();
      resolve({ status: 0, error: err.code ?? err.message });
    });
    req.end();
  });
  return { sent, answered };
}

export async function sigtermUnderLoad({ port, dataDir }) {
  const problems = [];
  const server = await startServer({ port, dataDir, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  const inFlight = Array.from({ length: 30 }, (_, i) =>
    getOnItsOwnConnection(`${server.base}${PAGES[i % PAGES.length]}?n=${i}`),
  );
  // Signal only once all 30 requests are on the wire. A fixed pause was not enough: on a busy
  // machine this process connected its last requests after the signal, when the server had
  // stopped listening, and they were reset (CI, 2026-11-29).
  await Promise.all(inFlight.map((r) => r.sent));
  const signalled = Date.now();
  const exit = await server.stop('SIGTERM', 20_000);
  const exitMs = Date.now() - signalled;
  const results = await Promise.all(inFlight.map((r) => r.answered));
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
