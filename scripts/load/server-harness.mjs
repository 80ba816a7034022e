// The production build as a child process on a loopback port with a fresh DATA_DIR (and, for
// PostgreSQL, a fresh database on a throwaway cluster): what the load, faults and fuzz suites run
// against. Loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const METRICS_TOKEN = 'suite-metrics-token-0123456789';
export const JWT_SECRET = 'suite-secret-suite-secret-suite-secret-000';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident set size of a process in bytes (Linux /proc). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

export async function waitFor(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`not ready within ${timeoutMs} ms: ${url}`);
}

/** A throwaway PostgreSQL cluster (scripts/pg-test-cluster.sh; PGPORT/PGROOT from the env). */
export const pgCluster = {
  start() {
    const out = spawnSync('scripts/pg-test-cluster.sh', ['start'], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`pg cluster did not start: ${out.stderr}`);
    return out.stdout.trim();
  },
  stop() {
    spawnSync('scripts/pg-test-cluster.sh', ['stop'], { stdio: 'inherit' });
  },
  /** A new empty database on the cluster; returns its URL. */
  async freshDatabase(clusterUrl, name) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: clusterUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    return url.toString();
  },
};

/**
 * V8's own abort under WebAssembly code churn (nodejs/node#64500, decision 171): Node 24 may end
 * a process that runs PGlite with this check, rarely and at random. It is the engine's fault, not
 * the server's, so the suites note it and try once more; any other exit is a failure as before.
 */
const V8_ABORT = /Check failed: jit_page|ThreadIsolation::/;
const v8Aborts = [];

/**
 * The servers that ended with V8's abort after they were ready, so far in this process (port,
 * exit, when). One that ended before it was ready was started again by startServer, so it is not
 * among them: it cannot excuse a later failure.
 */
export function knownV8Aborts() {
  return v8Aborts.slice();
}

/** True when `text` (a server's output, an error) carries V8's abort. */
export function saysV8Abort(text) {
  return V8_ABORT.test(String(text));
}

/**
 * Starts `node dist/server/index.js` (NODE_ENV=production) on `port`. `env` adds settings
 * (RATE_LIMIT_MULTIPLIER, DATABASE_URL …). Returns the base URL, pid, logs and stop(). A start
 * that V8's abort ends before the server is ready is made once more (see V8_ABORT), on a fresh
 * folder when the folder did not exist before.
 */
export async function startServer(options = {}) {
  const { dataDir } = options;
  if (!dataDir) throw new Error('dataDir is required');
  const fresh = !existsSync(dataDir);
  try {
    return await startServerOnce(options);
  } catch (err) {
    if (!saysV8Abort(err?.message)) throw err;
    console.warn(`server on port ${options.port} hit V8's abort before ready; starting it again`);
    if (fresh) rmSync(dataDir, { recursive: true, force: true });
    return startServerOnce(options);
  }
}

async function startServerOnce({ port, dataDir, env = {}, readyTimeoutMs }) {
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir + '-logs', 'server.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  const lines = [];
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      METRICS_TOKEN,
      SEED_SOLD_ROWS: process.env.SUITE_SEED_SOLD_ROWS ?? '20000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line) lines.push(line);
    if (lines.length > 5_000) lines.splice(0, lines.length - 5_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit = null;
  let becameReady = false;
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      if (becameReady && signal && lines.some(saysV8Abort))
        v8Aborts.push({ port, exit, at: Date.now() });
      // The suite may have removed the logs folder already (a server killed for never getting ready).
      mkdirSync(path.dirname(logFile), { recursive: true });
      writeFileSync(logFile, lines.join('\n'));
      resolve(exit);
    }),
  );
  const ready = waitFor(`${base}/readyz`, readyTimeoutMs);
  const failed = exited.then((e) => {
    throw new Error(`server exited before ready (${JSON.stringify(e)}):\n${lines.join('\n')}`);
  });
  failed.catch(() => {});
  try {
    await Promise.race([ready, failed]);
    becameReady = true;
  } catch (err) {
    // Not ready in time: do not leave the server behind (the suite's teardown never sees it).
    if (exit === null) child.kill('SIGKILL');
    throw err;
  }
  return {
    base,
    pid: child.pid,
    child,
    lines,
    exited,
    get exit() {
      return exit;
    },
    rss: () => rssOf(child.pid),
    /** Sends `signal` and waits for the exit (SIGKILL after `graceMs`). */
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      if (exit) return exit;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const e = await exited;
      clearTimeout(timer);
      return e;
    },
  };
}

export function removeDir(dir) {
  for (const d of [dir, dir + '-logs']) {
    try {
      rmSync(d, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (err) {
      console.warn(`could not remove ${d}: ${err.message}`);
    }
  }
}

/** Prometheus text → the value of one sample (first match of name and label substring). */
export async function scrapeMetric(base, name) {
  return (await scrapeMetrics(base, [name]))[name];
}

/** Several metrics from one scrape: `{ name: value | null }` (the first series of each). */
export async function scrapeMetrics(base, names) {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const lines = (await res.text()).split('\n');
  return Object.fromEntries(
    names.map((name) => {
      const line = lines.find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
      return [name, line ? Number(line.split(' ').pop()) : null];
    }),
  );
}

/** Merges `value` under `key` into a JSON report under reports/. */
export function writeReport(file, key, value) {
  mkdirSync('reports', { recursive: true });
  let report = {};
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    /* first run */
  }
  report[key] = value;
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
}
