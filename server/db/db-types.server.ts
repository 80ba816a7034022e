/** The database surface the app codes against; server/db/db.server.ts opens one. */
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
