import { mkdirSync } from 'node:fs';
import path from 'node:path';

export type Row = Record<string, unknown>;

/** The one query surface the app uses; PGlite and node-postgres both speak `$1` parameters. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` on one connection inside BEGIN/COMMIT, rolling back on error. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `fn` on one dedicated connection (needed for session-level advisory locks). */
  withConnection<T>(fn: (conn: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  let dir = dataDir;
  if (dataDir !== 'memory://') {
    dir = path.resolve(dataDir, 'pg');
    mkdirSync(path.dirname(dir), { recursive: true });
  }
  const pg = await PGlite.create(dir === 'memory://' ? undefined : dir);
  const db: Db = {
    engine: 'pglite',
    query: async <T extends Row>(sql: string, params?: unknown[]) => {
      const res = await pg.query<T>(sql, params);
      return { rows: res.rows };
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) => ({
            rows: (await tx.query<T>(sql, params)).rows,
          }),
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      ),
    // PGlite is a single connection already.
    withConnection: (fn) => fn(db),
    close: () => pg.close(),
  };
  return db;
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  // bigint counts come back as JS numbers; our counts stay far below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  // numeric (prices, coordinates) as numbers, matching PGlite.
  pg.types.setTypeParser(1700, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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

export function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
