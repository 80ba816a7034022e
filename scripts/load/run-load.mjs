// `npm run test:load [-- --pg]`: LOAD_CONNECTIONS (200) connections for LOAD_SECONDS (60) over a mix
// of pages, page payloads, /graphql and auth calls against the production build, on PGlite or
// (--pg) a throwaway PostgreSQL. Fails on any 5xx, socket error or timeout, or RSS growth ≥ 10%
// between the first and last 10 s, or live-heap growth ≥ 10% (heap snapshots before and after the
// run: garbage collected, so a leak and nothing else); reports p99 and the event-loop delay p99.
// The run starts after LOAD_WARMUP_SECONDS (45) at full concurrency, so its first window is the
// process at that load, not V8 growing its heap from a cold start. reports/load.json.
// Rate limits are multiplied by 1000 (the maximum) so the mix measures capacity, not the limiter.
import { mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { ensureBuild } from '../ensure-build.mjs';
import { liveHeapBytes } from './live-heap.mjs';
import { loadRequests } from './load-mix.mjs';
import {
  pgCluster,
  removeDir,
  scrapeMetric,
  scrapeMetrics,
  startServer,
  writeReport,
} from './server-harness.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const PORT = Number(process.env.LOAD_PORT ?? 4100);
const onPg = process.argv.includes('--pg');
const engine = onPg ? 'postgres' : 'pglite';
const dataDir = `/tmp/load-suite-${process.pid}`;
// V8 takes about half a minute at full load to size its heap again after the snapshot shrank it.
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 45);
const PRIME_SECONDS = Math.min(10, WARMUP_SECONDS);
const WINDOW = Math.min(10, Math.max(1, Math.floor(SECONDS / 3)));
const heapDir = `${dataDir}-heap`;

ensureBuild();
mkdirSync(heapDir, { recursive: true });
const env = {
  RATE_LIMIT_MULTIPLIER: '1000',
  NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${heapDir}`,
};
if (onPg)
  env.DATABASE_URL = await pgCluster.freshDatabase(pgCluster.start(), `load_${process.pid}`);
removeDir(dataDir);
const server = await startServer({ port: PORT, dataDir, env });
let failures = [];
try {
  const requests = await loadRequests(server.base);
  // The last requests go on after their clients hung up: let them finish (no database call in
  // flight) before measuring, or the next step starts behind a queue it did not cause.
  const settle = async () => {
    for (let i = 0; i < 120; i++) {
      if ((await scrapeMetric(server.base, 'db_calls_in_flight')) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  // Warm up (first renders, caches), take the live heap (a snapshot collects the garbage first,
  // and V8 shrinks its heap with it), then give V8 its heap for this load back at full
  // concurrency: the RSS windows compare the process at this load, not V8 regrowing a heap the
  // snapshot had just shrunk (decision 054). One scrape resets the event-loop histogram.
  const atFullLoad = (seconds) =>
    seconds > 0
      ? autocannon({ url: server.base, connections: CONNECTIONS, duration: seconds, requests })
      : null;
  await autocannon({ url: server.base, connections: 10, duration: 3, requests });
  // Full concurrency once before the snapshot too: the code V8 compiles at this load is in both
  // snapshots, so their difference is what the run kept.
  await atFullLoad(PRIME_SECONDS);
  await settle();
  const heapBefore = await liveHeapBytes(server.pid, heapDir);
  await atFullLoad(WARMUP_SECONDS);
  await scrapeMetric(server.base, 'nodejs_eventloop_lag_p99_seconds');

  const rss = [];
  const sampler = setInterval(() => rss.push({ t: Date.now(), bytes: server.rss() }), 1_000);
  // Where the memory is, every 5 s: RSS against V8's heap (total and used) and memory outside it.
  const started = Date.now();
  const memoryTimeline = [];
  const MiB = (b) => (b === null ? null : Math.round(b / 2 ** 20));
  const memorySampler = setInterval(async () => {
    const m = await scrapeMetrics(server.base, [
      'nodejs_heap_size_total_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_external_memory_bytes',
    ]).catch(() => null);
    if (!m) return;
    memoryTimeline.push({
      s: Math.round((Date.now() - started) / 1000),
      rssMiB: MiB(server.rss()),
      heapTotalMiB: MiB(m.nodejs_heap_size_total_bytes),
      heapUsedMiB: MiB(m.nodejs_heap_size_used_bytes),
      externalMiB: MiB(m.nodejs_external_memory_bytes),
    });
  }, 5_000);
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
    timeout: 30,
  });
  clearInterval(sampler);
  clearInterval(memorySampler);
  const loopP99 = await scrapeMetric(server.base, 'nodejs_eventloop_lag_p99_seconds');
  await settle();
  const heapAfter = await liveHeapBytes(server.pid, heapDir);
  const heapGrowth = (heapAfter - heapBefore) / heapBefore;

  const mean = (xs) => xs.reduce((a, s) => a + s.bytes, 0) / Math.max(1, xs.length);
  const firstRss = mean(rss.slice(0, WINDOW));
  const lastRss = mean(rss.slice(-WINDOW));
  const rssGrowth = firstRss ? (lastRss - firstRss) / firstRss : 0;
  const figures = {
    at: new Date().toISOString(),
    engine,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rateLimitMultiplier: 1000,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    status: {
      '2xx': result['2xx'],
      '3xx': result['3xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
    },
    statusCodes: result.statusCodeStats,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    eventLoopDelayP99Ms: loopP99 === null ? null : Math.round(loopP99 * 1000 * 10) / 10,
    rssMiB: {
      firstWindow: Math.round(firstRss / 2 ** 20),
      lastWindow: Math.round(lastRss / 2 ** 20),
      windowSeconds: WINDOW,
    },
    rssGrowthPercent: Math.round(rssGrowth * 1000) / 10,
    warmupSeconds: WARMUP_SECONDS,
    liveHeapMiB: {
      before: Math.round(heapBefore / 2 ** 20),
      after: Math.round(heapAfter / 2 ** 20),
    },
    liveHeapGrowthPercent: Math.round(heapGrowth * 1000) / 10,
    memoryTimeline,
  };
  if (result['5xx'] > 0) failures.push(`${result['5xx']} responses were 5xx`);
  if (result.errors > 0) failures.push(`${result.errors} socket errors`);
  if (result.timeouts > 0) failures.push(`${result.timeouts} timeouts`);
  if (rssGrowth >= 0.1) failures.push(`RSS grew ${figures.rssGrowthPercent}% (limit 10%)`);
  if (heapGrowth >= 0.1)
    failures.push(`live heap grew ${figures.liveHeapGrowthPercent}% (limit 10%)`);
  figures.failures = failures;
  writeReport('reports/load.json', engine, figures);
  console.log(JSON.stringify(figures, null, 2));
} catch (err) {
  failures = [String(err?.stack ?? err)];
  console.error(err);
} finally {
  await server.stop('SIGTERM');
  // The throwaway cluster goes with the run (it was left running before).
  if (onPg) pgCluster.stop();
  if (failures.length)
    console.error(
      server.lines
        .filter((l) => l.includes('"level":50'))
        .slice(-5)
        .join('\n'),
    );
  removeDir(dataDir);
  removeDir(heapDir);
}
if (failures.length) {
  console.error(`load (${engine}) FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`load (${engine}) passed`);
