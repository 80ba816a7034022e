import { lockDataDir } from './data-dir-lock.server';
import type { Db, Queryable, Row } from './db-types.server';
import {
  PgliteWorker,
  type PgliteWorkerOptions,
  type Statement,
} from './pglite-worker-client.server';
import { sessionLock } from './session-lock.server';

/**
 * The embedded database, run in its own thread (decision 037): a slow statement no longer stops
 * the server from rendering pages or answering /healthz.
 */
export async function openPglite(options: PgliteWorkerOptions): Promise<Db> {
  const unlock = options.dataDir === 'memory://' ? () => {} : lockDataDir(options.dataDir);
  const worker = new PgliteWorker(options);
  try {
    await worker.start();
  } catch (err) {
    unlock();
    throw err;
  }
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
      try {
        await worker.close();
      } finally {
        unlock();
      }
    },
  };
  return db;
}
