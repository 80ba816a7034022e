// A slow upstream: CMS_DRIVER=strapi pointing at a local server that never answers in time. The
// page still answers (the shell flushes, STREAM_TIMEOUT_MS aborts the stream cleanly) within the
// timeout plus a margin, and /healthz keeps answering.
import http from 'node:http';
import { startServer } from '../load/server-harness.mjs';
import { timedGet } from './timed-get.mjs';

const STREAM_TIMEOUT_MS = 2_000;

export async function slowCms({ port, dataDir, upstreamPort }) {
  const problems = [];
  const pending = new Set();
  const upstream = http.createServer((req, res) => {
    // Holds every request for 60 s (the app must give up long before).
    const timer = setTimeout(() => res.end('{}'), 60_000);
    pending.add(timer);
  });
  await new Promise((r) => upstream.listen(upstreamPort, '127.0.0.1', r));
  let server;
  const results = [];
  try {
    server = await startServer({
      port,
      dataDir,
      env: {
        CMS_DRIVER: 'strapi',
        CMS_URL: `http://127.0.0.1:${upstreamPort}`,
        STREAM_TIMEOUT_MS: String(STREAM_TIMEOUT_MS),
      },
    });
    for (const p of ['/', '/listings', '/articles']) {
      const r = await timedGet(server.base + p, { timeoutMs: 30_000 });
      results.push({ path: p, status: r.status, ms: r.ms });
      if (r.status === 0) problems.push(`slow CMS: ${p} never answered (${r.error})`);
      else if (r.ms > STREAM_TIMEOUT_MS + 3_000) problems.push(`slow CMS: ${p} took ${r.ms} ms`);
      if (r.status >= 500 && r.status !== 503) problems.push(`slow CMS: ${p} answered ${r.status}`);
      const health = await timedGet(`${server.base}/healthz`, { timeoutMs: 5_000 });
      if (health.status !== 200 || health.ms > 500)
        problems.push(`slow CMS: /healthz ${health.status} in ${health.ms} ms`);
    }
  } catch (err) {
    problems.push(`slow CMS: ${err.message.split('\n')[0]}`);
  } finally {
    await server?.stop();
    for (const t of pending) clearTimeout(t);
    upstream.closeAllConnections();
    upstream.close();
  }
  return {
    scenario: 'slow CMS upstream (strapi driver)',
    streamTimeoutMs: STREAM_TIMEOUT_MS,
    results,
    problems,
  };
}
