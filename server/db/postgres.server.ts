import type { Db, Queryable, Row } from './db-types.server';

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(options: {
  url: string;
  statementTimeoutMs: number;
  poolMax: number;
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
  const wrap = (c: {
    query: (s: string, p?: unknown[]) => Promise<{ rows: unknown[] }>;
  }): Queryable => ({
    query: async <T extends Row>(sql: string, params?: unknown[]) => ({
      rows: (await c.query(sql, params)).rows as T[],
    }),
    exec: async (sql: string) => {
      await c.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
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
        return await fn(wrap(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
