import { existsSync } from 'node:fs';
import path from 'node:path';
import { DataDirDamagedError, lockDataDir, type DataDirLostError } from './data-dir-lock.server';
import type { Db, Queryable, Row } from './db-types.server';
import {
  PgliteWorker,
  type PgliteWorkerOptions,
  type Statement,
} from './pglite-worker-client.server';
import { sessionLock } from './session-lock.server';

export interface PgliteOptions extends Omit<PgliteWorkerOptions, 'refuseOpen'> {
  /**
   * DATA_DIR stopped being the folder this process opened (decision 065): the database has been
   * abandoned without a write, and every statement now fails. The server exits.
   */
  onDataDirLost?: ((err: DataDirLostError) => void) | undefined;
  /** How often the folder is checked; default 1 s. */
  dataDirCheckMs?: number | undefined;
}

const DATA_DIR_CHECK_MS = 1_000;

/** A database was made in this folder before (initdb writes PG_VERSION first). */
const hasDatabase = (dataDir: string) =>
  dataDir !== 'memory://' && existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));

/**
 * The embedded database, run in its own thread (decision 037): a slow statement no longer stops
 * the server from rendering pages or answering /healthz.
 */
export async function openPglite(options: PgliteOptions): Promise<Db> {
  const { onDataDirLost, dataDirCheckMs = DATA_DIR_CHECK_MS, ...workerOptions } = options;
  const lock =
    options.dataDir === 'memory://'
      ? { release: () => {}, lost: () => null }
      : lockDataDir(options.dataDir);
  const worker = new PgliteWorker({ ...workerOptions, refuseOpen: () => lock.lost() });
  const existing = hasDatabase(options.dataDir);
  try {
    await worker.start();
  } catch (err) {
    lock.release();
    // PGlite aborts ("Aborted()") or fails to initialise on files it cannot read.
    throw existing && err instanceof Error ? new DataDirDamagedError(options.dataDir, err) : err;
  }
  // Checked once a second, before a close (which writes a checkpoint) and before a worker opens.
  let abandoned: DataDirLostError | null = null;
  const abandonIfLost = async () => {
    abandoned ??= lock.lost();
    if (!abandoned) return false;
    clearInterval(watch);
    lock.release();
    await worker.abandon(abandoned);
    return true;
  };
  const watch = setInterval(() => {
    void abandonIfLost().then((lost) => {
      if (lost) onDataDirLost?.(abandoned!);
    });
  }, dataDirCheckMs);
  watch.unref();
  // PGlite is one session: a transaction holds it, and other statements wait until it ends.
  const session = sessionLock();

  const statements = (generation?: number, isOpen: () => boolean = () => true): Queryable => {
    const run = async (statement: Statement) => {
      if (!isOpen()) throw new Error('Transaction is closed');
      return (await worker.run(statement, generation)).rows;
    };
    return {
      query: async <T extends Row>(sql: string, params?: unknown[]) => ({
        rows: (await run({ op: 'query', sql, params })) as T[],
      }),
      exec: async (sql: string) => {
        await run({ op: 'exec', sql });
      },
    };
  };
  const outside = statements();

  const db: Db = {
    engine: 'pglite',
    query: (sql, params) => session.shared(() => outside.query(sql, params)),
    exec: (sql) => session.shared(() => outside.exec(sql)),
    transaction: (fn) =>
      session.alone(async () => {
        const { generation } = await worker.run({ op: 'exec', sql: 'BEGIN' });
        let open = true;
        try {
          const out = await fn(statements(generation, () => open));
          await worker.run({ op: 'exec', sql: 'COMMIT' }, generation);
          return out;
        } catch (err) {
          await worker.run({ op: 'exec', sql: 'ROLLBACK' }, generation).catch(() => undefined);
          throw err;
        } finally {
          open = false;
        }
      }),
    // One session holds session-level advisory locks; other statements may run between fn's own.
    withConnection: (fn) => fn(db),
    close: async () => {
      clearInterval(watch);
      if (await abandonIfLost()) throw abandoned!;
      try {
        await worker.close();
      } finally {
        lock.release();
      }
    },
  };
  return db;
}
