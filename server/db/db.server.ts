import { openPglite } from './pglite.server';
import { openPostgres } from './postgres.server';

import type { Db, Queryable } from './db-types.server';

export type { Db, Queryable, Row } from './db-types.server';

const WRAPS = Symbol('wraps');

/**
 * Marks `wrapper` (a request's timed view, a counting view) as a view of `db`, so per-database
 * caches find the database's entry through any view of it.
 */
export function viewOf<T extends Queryable>(wrapper: T, db: Queryable): T {
  Object.defineProperty(wrapper, WRAPS, { value: cacheIdentity(db), enumerable: false });
  return wrapper;
}

/** The database a view stands for (itself when it is not a view): the key of per-database caches. */
export const cacheIdentity = (db: Queryable): Queryable =>
  (db as { [WRAPS]?: Queryable })[WRAPS] ?? db;

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Embedded, `memory://` only: a dump to start from (see PgliteWorkerOptions). */
  startFrom?: string | undefined;
  /**
   * Longest a statement may run (DB_STATEMENT_TIMEOUT_MS); it then fails with code 57014.
   * 0 = no limit (migrations, seeding, imports). Default 5000.
   */
  statementTimeoutMs?: number | undefined;
  /** PostgreSQL pool size (DATABASE_POOL_MAX); default 10. */
  poolMax?: number | undefined;
  /** Embedded only: DATA_DIR was deleted or taken over while open (see openPglite). */
  onDataDirLost?: ((err: Error) => void) | undefined;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
export const DEFAULT_POOL_MAX = 10;

/** PostgreSQL when a URL is given, else the embedded PGlite in its own worker thread. */
export function openDb(options: DbOptions): Promise<Db> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return options.databaseUrl
    ? openPostgres({
        url: options.databaseUrl,
        statementTimeoutMs,
        poolMax: options.poolMax ?? DEFAULT_POOL_MAX,
      })
    : openPglite({
        dataDir: options.dataDir,
        startFrom: options.startFrom,
        statementTimeoutMs,
        onDataDirLost: options.onDataDirLost,
      });
}
