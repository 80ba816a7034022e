import { parseArgs } from 'node:util';

/**
 * Command line and environment of `npm run bench`:
 *   --quick      3 s per run (CI smoke), docs/performance.md left alone
 *   --pg         a second run on PostgreSQL (also when BENCH_DATABASE_URL is set)
 *   --no-fail    report only: exit 0 even when a goal or budget fails
 *   --only=a,b   only these scenario ids (development; docs left alone)
 * BENCH_CONNECTIONS (50), BENCH_SECONDS (10, quick 3), BENCH_WARMUP_SECONDS (1), BENCH_PORT (3299:
 * the app; +1 the static send), BENCH_PG_PORT (55433), BENCH_PG_ROOT (/tmp/auction-bench-pg),
 * BENCH_DATABASE_URL (use this PostgreSQL instead of a throwaway cluster), BENCH_SKIP_DATA=1,
 * BENCH_APP_NODE_ARGS (Node options for the app alone, e.g. "--cpu-prof --cpu-prof-dir=DIR").
 */
export function benchSettings(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      pg: { type: 'boolean', default: false },
      'no-fail': { type: 'boolean', default: false },
      only: { type: 'string' },
    },
  });
  const number = (name, fallback) => {
    const n = Number(env[name] ?? fallback);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
    return n;
  };
  const port = number('BENCH_PORT', 3299);
  return {
    quick: values.quick,
    connections: number('BENCH_CONNECTIONS', 50),
    seconds: number('BENCH_SECONDS', values.quick ? 3 : 10),
    warmupSeconds: number('BENCH_WARMUP_SECONDS', 1),
    appPort: port,
    staticPort: port + 1,
    postgres: values.pg || Boolean(env.BENCH_DATABASE_URL),
    /** Kept out of reports/bench.json (it may carry a password): see `reportedSettings`. */
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    pgPort: number('BENCH_PG_PORT', 55433),
    pgRoot: env.BENCH_PG_ROOT ?? '/tmp/auction-bench-pg',
    failOnGoal: !values['no-fail'],
    only: values.only?.split(',').filter(Boolean),
    skipData: env.BENCH_SKIP_DATA === '1',
  };
}

/** The settings as reports/bench.json records them: the database named by host only. */
export function reportedSettings({ databaseUrl, ...settings }) {
  return { ...settings, database: databaseUrl ? new URL(databaseUrl).host : undefined };
}
