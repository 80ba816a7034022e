import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { Db, Queryable, Row } from '#server/db/db.server';
import { appMetrics } from './registry.server';

type Op = 'query' | 'exec' | 'transaction' | 'withConnection';

export interface SlowStatementLog {
  logger: Logger;
  /** Calls at least this long are logged (warn) with their SQL; 0 logs none. */
  thresholdMs: number;
}

/** The statement as the log shows it: one line, no parameters (they may be personal), capped. */
const statementText = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 600);

/**
 * Times one database call and counts it in flight (the app's view of pool use); a call slower
 * than the threshold is logged with its SQL text.
 */
async function timed<T>(
  op: Op,
  run: () => Promise<T>,
  slow: SlowStatementLog | undefined,
  sql?: string,
): Promise<T> {
  const { dbDuration, dbInFlight } = appMetrics();
  const end = dbDuration.startTimer({ op });
  const started = performance.now();
  dbInFlight.inc();
  let outcome: 'ok' | 'error' = 'error';
  try {
    const result = await run();
    outcome = 'ok';
    return result;
  } finally {
    end({ outcome });
    dbInFlight.dec();
    const ms = performance.now() - started;
    if (slow && slow.thresholdMs > 0 && ms >= slow.thresholdMs)
      slow.logger.warn(
        { op, ms: Math.round(ms), outcome, ...(sql ? { sql: statementText(sql) } : {}) },
        'slow database call',
      );
  }
}

/**
 * The same Db with every top-level call timed into `db_query_duration_seconds` (and, with `slow`,
 * the slow ones logged). Statements inside
 * a transaction or a dedicated connection count once, as that transaction or connection.
 */
export function instrumentDb(db: Db, slow?: SlowStatementLog): Db {
  return {
    get engine() {
      return db.engine;
    },
    query<T extends Row = Row>(sql: string, params?: unknown[]) {
      return timed('query', () => db.query<T>(sql, params), slow, sql);
    },
    exec: (sql: string) => timed('exec', () => db.exec(sql), slow, sql),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      timed('transaction', () => db.transaction(fn), slow),
    withConnection: <T>(fn: (conn: Queryable) => Promise<T>) =>
      timed('withConnection', () => db.withConnection(fn), slow),
    close: () => db.close(),
  };
}
