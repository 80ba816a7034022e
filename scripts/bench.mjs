// `npm run bench`: measures page SSR against a static send of the same bytes, in one run on this
// machine, and writes reports/bench.json. Ratios, not absolute numbers, are what to compare.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import { load } from './bench/load.mjs';

const PORT = 3299;
const STATIC_PORT = 3298;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const UA = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' };
const dataDir = `/tmp/auction-bench-${process.pid}`;

async function waitReady(url) {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready: ${url}`);
}

function bundleSizes() {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
  const entry = manifest['client/entry.client.tsx'];
  const files = [
    entry.file,
    ...(entry.css ?? []),
    ...(entry.imports ?? []).map((k) => manifest[k].file),
  ];
  const sizes = Object.fromEntries(
    files.map((f) => {
      const buf = readFileSync(`dist/client/${f}`);
      return [f, { bytes: buf.length, gzip: gzipSync(buf).length }];
    }),
  );
  const total = Object.values(sizes).reduce((a, s) => a + s.gzip, 0);
  return {
    firstLoadGzipBytes: total,
    files: sizes,
    chunks: readdirSync('dist/client/assets').length,
  };
}

/** Database-side figures (sold-price search on 1M rows, PPD import vs COPY), in their own process. */
function dataBench() {
  if (process.env.BENCH_SKIP_DATA === '1') return null;
  const out = spawnSync('node', ['--max-old-space-size=8192', 'dist/server/bench-data.js'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (out.status !== 0) throw new Error('data bench failed');
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

rmSync(dataDir, { recursive: true, force: true });
const server = spawn('node', ['dist/server/index.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitReady(`${BASE}/readyz`);
  const homeHtml = Buffer.from(await (await fetch(`${BASE}/`, { headers: UA })).text());
  // The static baseline: Express-free http server sending the same bytes from memory.
  const staticServer = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': homeHtml.length,
    });
    res.end(homeHtml);
  });
  await new Promise((r) => staticServer.listen(STATIC_PORT, '127.0.0.1', r));

  const opts = { connections: CONNECTIONS, seconds: SECONDS, headers: UA };
  await load(`${BASE}/`, { ...opts, seconds: 1 }); // warm-up
  const results = {};
  results.staticSend = await load(`http://127.0.0.1:${STATIC_PORT}/`, opts);
  results.homeSsr = await load(`${BASE}/`, opts);
  results.listingsSsr = await load(`${BASE}/listings`, opts);
  results.cmsPageSsr = await load(`${BASE}/terms-and-conditions`, opts);
  results.listingsPayload = await load(`${BASE}/listings/_payload.json`, opts);
  staticServer.close();

  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    settings: { seconds: SECONDS, connections: CONNECTIONS },
    results,
    ratios: {
      homeSsrVsStatic: Number((results.homeSsr.rps / results.staticSend.rps).toFixed(3)),
      listingsSsrVsStatic: Number((results.listingsSsr.rps / results.staticSend.rps).toFixed(3)),
      payloadVsStatic: Number((results.listingsPayload.rps / results.staticSend.rps).toFixed(3)),
    },
    bundle: bundleSizes(),
    data: dataBench(),
    goals: { pageSsrVsStaticAtLeast: 0.25 },
  };
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    JSON.stringify(
      {
        results: report.results,
        ratios: report.ratios,
        firstLoadGzipBytes: report.bundle.firstLoadGzipBytes,
        data: report.data,
      },
      null,
      2,
    ),
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
