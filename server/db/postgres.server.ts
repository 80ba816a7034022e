import type { PoolClient } from 'pg';
import type { Db, Queryable, Row } from './db-types.server';
import { KeptStatements, keptFormFailed } from './postgres-kept-statements.server';

/** Statement texts kept by name (decision 098); the embedded worker keeps 200 too. */
const MAX_KEPT_STATEMENTS = 200;
/**
 * A kept statement that ran this long on a generic plan is planned per run from then on. By the
 * clock, as the backend's CPU time is not ours to read: under load every statement on this
 * machine's two cores waits its turn, and at 20 ms the lot page's statements lost their names
 * within seconds of a bench run (decision 098). A plan worse by orders of magnitude still shows.
 */
export const GENERIC_PLAN_GUARD_MS = 250;

/**
 * Has PostgreSQL been running the statement kept under `name` on a generic plan? Asked after the
 * statement succeeded, so a failure to look counts as no (inside a transaction it would abort it:
 * a savepoint is not worth it for a check that never fails on a working connection).
 */
async function ranGeneric(client: PoolClient, name: string): Promise<boolean> {
  return client
    .query<{ generic: number }>(
      'SELECT generic_plans::int AS generic FROM pg_prepared_statements WHERE name = $1',
      [name],
    )
    .then(({ rows }) => (rows[0]?.generic ?? 0) > 0)
    .catch(() => false);
}

/**
 * Runs one statement on `client`, by its kept name when it has one: a name stale on this
 * connection (a `SELECT *` whose table changed) is dropped and, outside a transaction, the
 * statement runs again unnamed; a slow run on a generic plan drops the name for good.
 */
async function runStatement(
  kept: KeptStatements,
  client: PoolClient,
  sql: string,
  params: unknown[] | undefined,
  inTransaction: boolean,
): Promise<unknown[]> {
  const name = kept.nameFor(sql);
  if (name === undefined) return (await client.query(sql, params)).rows;
  const started = performance.now();
  let rows: unknown[];
  try {
    rows = (await client.query({ name, text: sql, ...(params ? { values: params } : {}) })).rows;
  } catch (err) {
    if (!keptFormFailed(err)) throw err;
    kept.planPerRun(sql);
    if (inTransaction) throw err;
    return (await client.query(sql, params)).rows;
  }
  if (performance.now() - started >= kept.genericPlanGuardMs && (await ranGeneric(client, name)))
    kept.planPerRun(sql);
  return rows;
}

/** DATABASE_URL as it may be shown: its password (in the user part or `?password=`) as ***. */
export const withoutPassword = (url: string): string =>
  url
    .replace(/^([^:/?#]+:\/\/[^:@/?#]*):[^/?#]*@/, '$1:***@')
    .replace(/([?&]password=)[^&#]*/gi, '$1***');

/**
 * The server at DATABASE_URL refused us or is not there (no answer, no such database, a wrong
 * password): one line naming the address without its password, for the operator to fix.
 */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Cannot open the database at DATABASE_URL=${withoutPassword(url)}: ${reasonOf(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnreachableError';
  }
}

/** The driver's reason in one line (Node's connect to "localhost" fails with an AggregateError and no message). */
function reasonOf(err: unknown): string {
  const { message, code, errors } = err as { message?: string; code?: string; errors?: unknown[] };
  const reason = message || errors?.map(reasonOf).join('; ') || code || String(err);
  return reason.replace(/\s+/g, ' ').trim();
}

/** A PostgreSQL server through a node-postgres pool; throws DatabaseUnreachableError if it does not answer. */
export async function openPostgres(options: {
  url: string;
  statementTimeoutMs: number;
  poolMax: number;
  /** Tests lower it to see the switch; default GENERIC_PLAN_GUARD_MS. */
  genericPlanGuardMs?: number | undefined;
}): Promise<Db> {
  const { default: pg } = await import('pg');
  // bigint counts come back as JS numbers; our counts stay far below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  // numeric (prices, coordinates) as numbers.
  pg.types.setTypeParser(1700, (v) => Number(v));
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    // Sent as a startup parameter: every pooled connection carries it; 0 = the server's default.
    ...(options.statementTimeoutMs > 0 ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client whose connection the server ended (restart, failover, admin) must not crash the
  // process: the pool drops it and the next query opens a new connection.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL idle client error: ${err.message}`));
  // Asked once now, so that a wrong address stops a start or a command in one line, not with the
  // stack of the first migration's query.
  try {
    await pool.query('SELECT 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnreachableError(options.url, err);
  }
  const kept = new KeptStatements({
    max: MAX_KEPT_STATEMENTS,
    genericPlanGuardMs: options.genericPlanGuardMs ?? GENERIC_PLAN_GUARD_MS,
  });
  const onClient = (client: PoolClient): Queryable => ({
    query: async <T extends Row>(sql: string, params?: unknown[]) => ({
      rows: (await runStatement(kept, client, sql, params, true)) as T[],
    }),
    exec: async (sql: string) => {
      await client.query(sql);
    },
  });
  // As pool.query, but the statement runs by its kept name on the client it was given; a client
  // whose connection failed is closed, one that answered with an SQL error goes back to the pool.
  const withClient = async <T>(fn: (client: PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      const out = await fn(client);
      client.release();
      return out;
    } catch (err) {
      client.release(err instanceof pg.DatabaseError ? undefined : (err as Error));
      throw err;
    }
  };
  return {
    engine: 'postgres',
    query: async <T extends Row>(sql: string, params?: unknown[]) => ({
      rows: (await withClient((c) => runStatement(kept, c, sql, params, false))) as T[],
    }),
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(onClient(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(onClient(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
