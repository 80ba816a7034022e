import type { Db, Queryable, Row } from '#server/db/db.server';
import { appMetrics } from './registry.server';

type Op = 'query' | 'exec' | 'transaction' | 'withConnection';

/** Times one database call and counts it in flight (the app's view of pool use). */
async function timed<T>(op: Op, run: () => Promise<T>): Promise<T> {
  const { dbDuration, dbInFlight } = appMetrics();
  const end = dbDuration.startTimer({ op });
  dbInFlight.inc();
  try {
    const result = await run();
    end({ outcome: 'ok' });
    return result;
  } catch (err) {
    end({ outcome: 'error' });
    throw err;
  } finally {
    dbInFlight.dec();
  }
}

/**
 * The same Db with every top-level call timed into `db_query_duration_seconds`. Statements inside
 * a transaction or a dedicated connection count once, as that transaction or connection.
 */
export function instrumentDb(db: Db): Db {
  return {
    get engine() {
      return db.engine;
    },
    query<T extends Row = Row>(sql: string, params?: unknown[]) {
      return timed('query', () => db.query<T>(sql, params));
    },
    exec: (sql: string) => timed('exec', () => db.exec(sql)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      timed('transaction', () => db.transaction(fn)),
    withConnection: <T>(fn: (conn: Queryable) => Promise<T>) =>
      timed('withConnection', () => db.withConnection(fn)),
    close: () => db.close(),
  };
}
