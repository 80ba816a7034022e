import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const READY_TIMEOUT_MS = 10 * 60_000;

async function waitReady(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s: ${url}`);
}

/**
 * The production server as `npm start` runs it (NODE_ENV=production, default log level, its log
 * written to a file as a deployment would), on a fresh DATA_DIR and its own port; it migrates and
 * seeds on boot. With `databaseUrl` it runs on PostgreSQL instead of the embedded PGlite.
 */
export async function startApp({ port, workDir, databaseUrl }) {
  const dataDir = path.join(workDir, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const logFile = path.join(workDir, 'server.log');
  const log = openSync(logFile, 'w');
  const started = performance.now();
  // BENCH_APP_NODE_ARGS: Node options for the app alone ("--cpu-prof --cpu-prof-dir=/tmp/p" to
  // profile it under the bench's load; Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    },
    stdio: ['ignore', log, log],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitReady(`${origin}/readyz`, child);
  } catch (error) {
    child.kill('SIGTERM');
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
    throw error;
  }
  return {
    origin,
    bootSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A PostgreSQL to run the app on: BENCH_DATABASE_URL as given (the app seeds it if empty), or a
 * throwaway cluster from scripts/pg-test-cluster.sh with a fresh `bench` database each run.
 */
export async function startPostgres({ url, pgPort, pgRoot }) {
  if (url) return { url, stop: async () => {} };
  const env = { ...process.env, PGPORT: String(pgPort), PGROOT: pgRoot };
  const started = spawnSync('scripts/pg-test-cluster.sh', ['start'], { env, encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
  const admin = new pg.Client({ connectionString: started.stdout.trim() });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench WITH (FORCE)');
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${pgPort}/bench`,
    stop: async () => {
      spawnSync('scripts/pg-test-cluster.sh', ['stop'], { env });
    },
  };
}
