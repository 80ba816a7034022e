// A slow upstream: CMS_DRIVER=strapi pointing at a local server that never answers in time. The
// page still answers within the timeout plus a margin: the layout (header, footer) renders with the
// last or built-in global config, a page whose content is the CMS's says "this part could not load"
// (503), the document is complete, and /healthz keeps answering.
import http from 'node:http';
import { startServer } from '../load/server-harness.mjs';
import { timedGet } from './timed-get.mjs';

const STREAM_TIMEOUT_MS = 2_000;
// A person's browser: bots get a plain-text status line instead of an error page.
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
};

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
      const r = await timedGet(server.base + p, { timeoutMs: 30_000, headers: BROWSER });
      results.push({ path: p, status: r.status, ms: r.ms });
      if (r.status === 0) problems.push(`slow CMS: ${p} never answered (${r.error})`);
      else if (r.ms > STREAM_TIMEOUT_MS + 3_000) problems.push(`slow CMS: ${p} took ${r.ms} ms`);
      if (r.status >= 500 && r.status !== 503) problems.push(`slow CMS: ${p} answered ${r.status}`);
      // The shell flushes whatever the CMS does: header and footer, a complete document, and a
      // content area that says what could not load (decision 041).
      if (r.status === 200 || r.status === 503) {
        if (!r.body.includes('<header') || !r.body.includes('<footer'))
          problems.push(`slow CMS: ${p} has no header or footer`);
        if (!r.body.trimEnd().endsWith('</html>'))
          problems.push(`slow CMS: ${p} ended before </html>`);
        if (r.status === 503 && !r.body.includes('could not load'))
          problems.push(`slow CMS: ${p} is a 503 without the "could not load" section`);
      }
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
