import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  DatabaseError,
  databaseStoppedError,
  statementTimeoutError,
  transactionLostError,
} from './database-error.server';
import { serialQueue } from './serial-queue.server';
import type { WorkerReply, WorkerRequest } from './pglite-worker';

export type Statement =
  { op: 'query'; sql: string; params?: unknown[] } | { op: 'exec'; sql: string };

export interface StatementResult {
  rows: unknown[];
  /** Which worker ran it; a transaction pins the one its BEGIN ran on. */
  generation: number;
}

export interface PgliteWorkerOptions {
  /** Folder for the database, or `memory://`. */
  dataDir: string;
  /** A statement running longer is stopped (the worker is replaced) and fails with 57014; 0 = none. */
  statementTimeoutMs: number;
  /** The worker's entry file; tests pass one that wraps it (to make it crash). */
  workerFile?: URL | undefined;
}

/** Source (`.ts`, vitest and scripts) sits beside this file; the build emits `dist/server/pglite-worker.js`. */
function workerFile(): URL {
  const here = import.meta.url;
  const candidates = here.endsWith('.ts')
    ? ['./pglite-worker.ts']
    : ['./pglite-worker.js', '../pglite-worker.js', '../../pglite-worker.js'];
  for (const candidate of candidates) {
    const url = new URL(candidate, here);
    if (existsSync(fileURLToPath(url))) return url;
  }
  throw new Error(`pglite-worker not found next to ${here} (run npm run build)`);
}

interface InFlight {
  id: number;
  resolve: (rows: unknown[]) => void;
  reject: (err: Error) => void;
}

/**
 * The main thread's handle on the PGlite worker: sends one statement at a time (so a timeout
 * knows which statement ran long), restarts the worker after a crash or timeout on the next
 * statement, and refs the thread only while a statement is pending so idle CLIs can exit.
 */
export class PgliteWorker {
  readonly #options: PgliteWorkerOptions;
  readonly #serial = serialQueue();
  #worker: Worker | undefined;
  #starting: Promise<Worker> | undefined;
  #generation = 0;
  #nextId = 1;
  #inFlight: InFlight | undefined;
  #closed = false;

  constructor(options: PgliteWorkerOptions) {
    this.#options = options;
  }

  /** Opens the database now (boot surfaces a bad data dir at once rather than on the first query). */
  async start(): Promise<void> {
    await this.#ensureWorker();
  }

  /**
   * Runs one statement after those sent before it. With `generation`, fails instead of running on
   * a newer worker (the transaction that expected the old one was rolled back with it).
   */
  run(statement: Statement, generation?: number): Promise<StatementResult> {
    return this.#serial(async () => {
      const worker = await this.#ensureWorker();
      if (generation !== undefined && generation !== this.#generation) throw transactionLostError();
      const rows = await this.#send(worker, statement);
      return { rows, generation: this.#generation };
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#serial(async () => {
      this.#closed = true;
      const worker = this.#worker;
      if (!worker) return;
      await this.#send(worker, { op: 'close' }).catch(() => undefined);
      this.#worker = undefined;
      await worker.terminate();
    });
  }

  #ensureWorker(): Promise<Worker> {
    if (this.#closed) return Promise.reject(new Error('The database is closed'));
    if (this.#worker) return Promise.resolve(this.#worker);
    this.#starting ??= this.#spawn().finally(() => {
      this.#starting = undefined;
    });
    return this.#starting;
  }

  #spawn(): Promise<Worker> {
    return new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(this.#options.workerFile ?? workerFile(), {
        workerData: { dataDir: this.#options.dataDir },
      });
      let ready = false;
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) {
          if (reply.ready) {
            ready = true;
            this.#worker = worker;
            this.#generation += 1;
            worker.unref();
            resolve(worker);
          } else {
            void worker.terminate();
            reject(new DatabaseError(reply.error));
          }
          return;
        }
        const pending = this.#inFlight;
        if (!pending || pending.id !== reply.id) return;
        if (reply.ok) pending.resolve(reply.rows);
        else pending.reject(new DatabaseError(reply.error));
      });
      const lost = (cause: unknown) => {
        if (!ready) {
          reject(databaseStoppedError(cause));
          return;
        }
        if (this.#worker !== worker) return;
        this.#worker = undefined;
        this.#inFlight?.reject(databaseStoppedError(cause));
      };
      worker.on('error', lost);
      worker.on('exit', (code) => lost(new Error(`database thread exited with code ${code}`)));
    });
  }

  #send(worker: Worker, statement: Statement | { op: 'close' }): Promise<unknown[]> {
    const id = this.#nextId++;
    const timeoutMs = statement.op === 'close' ? 0 : this.#options.statementTimeoutMs;
    return new Promise<unknown[]>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => this.#stop(worker, statementTimeoutError(timeoutMs)), timeoutMs)
          : undefined;
      const settle = () => {
        if (timer) clearTimeout(timer);
        this.#inFlight = undefined;
        worker.unref();
      };
      this.#inFlight = {
        id,
        resolve: (rows) => {
          settle();
          resolve(rows);
        },
        reject: (err) => {
          settle();
          reject(err);
        },
      };
      worker.ref();
      const message: WorkerRequest =
        statement.op === 'query'
          ? { id, op: 'query', sql: statement.sql, params: statement.params }
          : statement.op === 'exec'
            ? { id, op: 'exec', sql: statement.sql }
            : { id, op: 'close' };
      try {
        worker.postMessage(message);
      } catch (err) {
        // A parameter the structured clone cannot copy (a function, a class instance with one).
        this.#inFlight.reject(err as Error);
      }
    });
  }

  /** WASM cannot be interrupted: a statement past its timeout ends the worker; the next one starts another. */
  #stop(worker: Worker, err: Error): void {
    if (this.#worker === worker) this.#worker = undefined;
    this.#inFlight?.reject(err);
    void worker.terminate();
  }
}
