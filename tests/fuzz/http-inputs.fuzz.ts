import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  pgCluster,
  removeDir,
  startServer,
  writeReport,
  type RunningServer,
} from '../../scripts/load/server-harness.mjs';
import { DEMO_EDITOR, DEMO_USER } from '#server/db/seed/content';
import { fuzzTargets, type FuzzRequest, type Sessions } from './fuzz-targets';
import { problemWith } from './response-checks';
import { describeRequest, send } from './send-request';
import { startHealthProbe } from './health-probe';

/**
 * `npm run test:fuzz`: generated requests against the production build on a fresh DATA_DIR.
 * FUZZ_RUNS inputs in all (300 by default: the CI form; 10000 by hand), FUZZ_SEED to replay.
 * Fails on any 5xx, stack trace or SQL text in a body, 4xx without a message, request without an
 * answer, or /healthz slower than 0.5 s at any moment; writes reports/fuzz.json. FUZZ_PG=1 runs
 * the app on a throwaway PostgreSQL (scripts/pg-test-cluster.sh; PGPORT/PGROOT pick the cluster).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const PORT = Number(process.env.FUZZ_PORT ?? 4102);
const MAX_FAILURES_PER_TARGET = 4;
const ON_PG = process.env.FUZZ_PG === '1';
const dataDir = `/tmp/fuzz-suite-${process.pid}`;

let server: RunningServer;
let sessions: Sessions;

async function signIn(base: string, who: { email: string; password: string }) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: who.email, password: who.password }),
  });
  const body = (await res.json()) as { jwt: string; user: { id: number } };
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return body;
}

beforeAll(async () => {
  removeDir(dataDir);
  const env: Record<string, string> = { RATE_LIMIT_MULTIPLIER: '1000' };
  if (ON_PG)
    env.DATABASE_URL = await pgCluster.freshDatabase(pgCluster.start(), `fuzz_${process.pid}`);
  server = await startServer({ port: PORT, dataDir, env });
  const [user, editor] = await Promise.all([
    signIn(server.base, DEMO_USER),
    signIn(server.base, DEMO_EDITOR),
  ]);
  sessions = { user: user.jwt, userId: user.user.id, editor: editor.jwt };
}, 360_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  removeDir(dataDir);
  if (ON_PG) pgCluster.stop();
});

const HEADER_LIMIT = 16 * 1024;
const exceedsHeaderLimit = (req: FuzzRequest) =>
  Buffer.byteLength(req.path) +
    Object.entries(req.headers).reduce((n, [k, v]) => n + k.length + Buffer.byteLength(v) + 4, 0) >
  HEADER_LIMIT - 512;

interface Failure {
  target: string;
  problem: string;
  counterexample: Record<string, unknown>;
  seed: number;
  shrinks: number;
}

it(
  'answers every generated input without a 5xx, a leak or a stall',
  async () => {
    const targets = fuzzTargets(sessions);
    const perTarget = Math.ceil(RUNS / targets.length);
    const inFlight = new Set<string>();
    const probe = startHealthProbe(server.base, () => [...inFlight].join(' | ').slice(0, 300));
    let requestsSent = 0;
    const failures: Failure[] = [];

    // The targets run side by side (one request each at a time); each keeps going after a
    // failure with a new seed, up to MAX_FAILURES_PER_TARGET counterexamples.
    await Promise.all(
      targets.map(async (target, t) => {
        let remaining = perTarget;
        let seed = SEED + t;
        let found = 0;
        while (remaining > 0 && found < MAX_FAILURES_PER_TARGET) {
          let lastProblem = '';
          const property = fc.asyncProperty(target.arbitrary, async (req: FuzzRequest) => {
            const label = `${target.name}: ${req.method} ${req.path.slice(0, 80)}`;
            inFlight.add(label);
            requestsSent++;
            try {
              const res = await send(server.base, req);
              lastProblem = problemWith(res, req.method) ?? '';
            } catch (err) {
              // Over 16 KB of request line and headers, Node's parser answers 431 and closes
              // while the client still writes (a reset): the transport limit, not the app.
              lastProblem = exceedsHeaderLimit(req) ? '' : `no answer: ${(err as Error).message}`;
            } finally {
              inFlight.delete(label);
            }
            return lastProblem === '';
          });
          const result = await fc.check(property, {
            numRuns: remaining,
            seed,
            interruptAfterTimeLimit: 10 * 60_000,
            maxSkipsPerRun: 0,
          });
          remaining -= result.numRuns;
          if (!result.failed) break;
          found++;
          const [req] = result.counterexample as [FuzzRequest];
          // The last run was a shrink attempt: ask again to name the minimal input's problem.
          const problem = await send(server.base, req).then(
            (res) => problemWith(res, req.method) ?? `flaky: ${lastProblem}`,
            (err: Error) => `no answer: ${err.message}`,
          );
          failures.push({
            target: target.name,
            problem,
            counterexample: describeRequest(req),
            seed,
            shrinks: result.numShrinks,
          });
          seed += 1_000;
        }
      }),
    );

    const health = await probe.stop();
    const generated = targets.length * perTarget;
    writeReport('reports/fuzz.json', 'run', {
      at: new Date().toISOString(),
      engine: ON_PG ? 'postgres' : 'pglite',
      seed: SEED,
      targets: targets.map((t) => t.name),
      inputsGenerated: generated,
      requestsSent,
      failures,
      health: {
        probes: health.probes,
        maxMs: health.maxMs,
        slowerThan500ms: health.slow.slice(0, 50),
      },
    });
    console.log(
      `fuzz (${ON_PG ? 'postgres' : 'pglite'}): ${requestsSent} requests (${generated} generated inputs), ${failures.length} failures, ` +
        `/healthz max ${health.maxMs} ms over ${health.probes} probes (seed ${SEED})`,
    );
    expect(failures).toEqual([]);
    expect(health.slow).toEqual([]);
  },
  6 * 60 * 60_000,
);
