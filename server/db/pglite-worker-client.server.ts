import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  DatabaseError,
  databaseStoppedError,
  statementTimeoutError,
  transactionLostError,
} from './database-error.server';
import type { WorkerReply, WorkerRequest } from './pglite-worker';

/** The worker writes these (pglite-worker.ts): the id of the statement it last started, last finished. */
const STARTED = 0;
const FINISHED = 1;

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
  /**
   * `memory://` only: a file holding a dump of a database (PGlite's `dumpDataDir`) to start from,
   * instead of a new, empty one. Tests start each database from one migrated dump: a new
   * database's `initdb` and every migration took 2.3 s each.
   */
  startFrom?: string | undefined;
  /** A statement running longer is stopped (the worker is replaced) and fails with 57014; 0 = none. */
  statementTimeoutMs: number;
  /**
   * A kept statement that runs this long on a generic plan is planned per run from then on
   * (decision 098); default 20 ms. Tests lower it to see the switch.
   */
  genericPlanGuardMs?: number | undefined;
  /** The worker's entry file; tests pass one that wraps it (to make it crash). */
  workerFile?: URL | undefined;
  /** Asked before each worker opens the folder: an error stops the open (DATA_DIR lost). */
  refuseOpen?: () => Error | null;
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

/** A statement the caller waits on: queued, then sent, then answered (or failed). */
interface Entry {
  statement: Statement | { op: 'close' };
  /** Set by a transaction: the worker its BEGIN ran on. */
  generation: number | undefined;
  resolve: (result: StatementResult) => void;
  reject: (err: Error) => void;
  id?: number;
}

/**
 * The main thread's handle on the PGlite worker. Statements are sent as soon as they are asked
 * for, so the worker always has the next one queued while the main thread renders (decision 060);
 * the worker runs them one at a time, in order, and writes the id it started and the id it
 * finished into memory both threads share. So a timeout or a crash knows which statement was
 * running: that one fails; those sent after it had not started and go to the next worker; the
 * worker is restarted at once when statements wait, otherwise on the next one. The thread is
 * ref'd only while a statement is pending, so idle CLIs can exit.
 */
export class PgliteWorker {
  readonly #options: PgliteWorkerOptions;
  #worker: Worker | undefined;
  #progress: Int32Array = new Int32Array(2);
  #starting: Promise<Worker> | undefined;
  #generation = 0;
  #nextId = 1;
  /** Asked for, not yet sent (no worker yet, or the last one stopped before starting them). */
  readonly #unsent: Entry[] = [];
  /** Sent to the current worker, answered in this order. */
  readonly #sent: Entry[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #closing = false;
  #closed = false;
  /** Why the database was abandoned: every later statement fails with it. */
  #abandoned: Error | undefined;
  /**
   * The last stopped worker's end. The next one starts after it: V8 aborted the process
   * ("Check failed: jit_page_->allocations_.erase(addr) == 1", in UnregisterWasmAllocation)
   * when a new thread compiled PGlite's WebAssembly while a terminated one freed its own.
   */
  #previousEnded: Promise<unknown> = Promise.resolve();

  constructor(options: PgliteWorkerOptions) {
    this.#options = options;
  }

  /** Opens the database now (boot surfaces a bad data dir at once rather than on the first query). */
  async start(): Promise<void> {
    await this.#ensureWorker();
  }

  /**
   * Runs one statement after those asked for before it. With `generation`, fails instead of
   * running on a newer worker (the transaction that expected the old one was rolled back with it).
   */
  run(statement: Statement, generation?: number): Promise<StatementResult> {
    if (this.#abandoned) return Promise.reject(this.#abandoned);
    if (this.#closing) return Promise.reject(new Error('The database is closed'));
    return this.#enqueue(statement, generation);
  }

  /** Ends the worker after the statements already asked for. */
  async close(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    if (this.#worker || this.#starting || this.#unsent.length || this.#sent.length)
      await this.#enqueue({ op: 'close' }, undefined).catch(() => undefined);
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  /**
   * Stops the worker at once, without letting PGlite close (a close writes a checkpoint into the
   * folder): for a folder that is no longer this process's. Statements waiting or to come fail
   * with `err`.
   */
  async abandon(err: Error): Promise<void> {
    if (this.#abandoned) return;
    this.#abandoned = err;
    this.#closing = true;
    this.#closed = true;
    clearTimeout(this.#timer);
    const worker = this.#worker;
    this.#worker = undefined;
    for (const entry of [...this.#sent.splice(0), ...this.#unsent.splice(0)]) entry.reject(err);
    await worker?.terminate();
  }

  #enqueue(statement: Entry['statement'], generation: number | undefined) {
    return new Promise<StatementResult>((resolve, reject) => {
      this.#unsent.push({ statement, generation, resolve, reject });
      this.#pump();
    });
  }

  #pump(): void {
    if (!this.#unsent.length) return;
    const worker = this.#worker;
    if (!worker) {
      this.#ensureWorker().then(
        () => this.#pump(),
        (err: Error) => {
          for (const entry of this.#unsent.splice(0)) entry.reject(err);
        },
      );
      return;
    }
    for (const entry of this.#unsent.splice(0)) this.#post(worker, entry);
  }

  #post(worker: Worker, entry: Entry): void {
    if (entry.generation !== undefined && entry.generation !== this.#generation) {
      entry.reject(transactionLostError());
      return;
    }
    const id = this.#nextId++;
    const { statement } = entry;
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
      entry.reject(err as Error);
      return;
    }
    entry.id = id;
    this.#sent.push(entry);
    if (this.#sent.length === 1) {
      worker.ref();
      this.#timeHead(worker);
    }
  }

  /** The first statement sent is the one running (or about to): it alone is timed. */
  #timeHead(worker: Worker): void {
    const timeoutMs = this.#options.statementTimeoutMs;
    const head = this.#sent[0];
    if (timeoutMs <= 0 || !head || head.statement.op === 'close') return;
    this.#timer = setTimeout(() => {
      // Finished, its answer still on its way: the answer restarts the clock for the next one.
      if (Atomics.load(this.#progress, FINISHED) >= head.id!) this.#timeHead(worker);
      else this.#lose(worker, statementTimeoutError(timeoutMs), true);
    }, timeoutMs);
  }

  #answer(worker: Worker, reply: Exclude<WorkerReply, { id: 0 }>): void {
    const head = this.#sent[0];
    if (!head || head.id !== reply.id) return;
    this.#sent.shift();
    clearTimeout(this.#timer);
    if (this.#sent.length) this.#timeHead(worker);
    else worker.unref();
    if (reply.ok) head.resolve({ rows: reply.rows, generation: this.#generation });
    else head.reject(new DatabaseError(reply.error));
  }

  /**
   * The worker timed out or died. The statement it was running fails with `err`; one it had
   * finished whose answer was lost fails as stopped; those it had not started wait for the next
   * worker, which starts now if any do.
   */
  #lose(worker: Worker, err: Error, terminate: boolean): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    clearTimeout(this.#timer);
    const started = Atomics.load(this.#progress, STARTED);
    const finished = Atomics.load(this.#progress, FINISHED);
    const sent = this.#sent.splice(0);
    const blamed = started > finished ? started : sent.find((e) => e.id! > finished)?.id;
    const stopped = terminate
      ? databaseStoppedError(new Error('it was restarted after a statement timed out'))
      : err;
    const notStarted: Entry[] = [];
    for (const entry of sent) {
      if (entry.id === blamed) entry.reject(err);
      else if (blamed === undefined || entry.id! < blamed) entry.reject(stopped);
      else notStarted.push(entry);
    }
    if (terminate) this.#previousEnded = worker.terminate().catch(() => undefined);
    this.#unsent.unshift(...notStarted);
    this.#pump();
  }

  #ensureWorker(): Promise<Worker> {
    if (this.#closed) return Promise.reject(this.#abandoned ?? new Error('The database is closed'));
    if (this.#worker) return Promise.resolve(this.#worker);
    this.#starting ??= this.#previousEnded
      .then(() => this.#spawn())
      .finally(() => {
        this.#starting = undefined;
      });
    return this.#starting;
  }

  #spawn(): Promise<Worker> {
    const refused = this.#abandoned ?? this.#options.refuseOpen?.();
    if (refused) return Promise.reject(refused);
    return new Promise<Worker>((resolve, reject) => {
      const progress = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
      const worker = new Worker(this.#options.workerFile ?? workerFile(), {
        workerData: {
          dataDir: this.#options.dataDir,
          ...(this.#options.startFrom ? { startFrom: this.#options.startFrom } : {}),
          progress,
          ...(this.#options.genericPlanGuardMs === undefined
            ? {}
            : { genericPlanGuardMs: this.#options.genericPlanGuardMs }),
        },
      });
      const ended = new Promise((exited) => worker.once('exit', exited));
      let ready = false;
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) {
          if (reply.ready && this.#abandoned) {
            this.#previousEnded = worker.terminate().catch(() => undefined);
            reject(this.#abandoned);
          } else if (reply.ready) {
            ready = true;
            this.#worker = worker;
            this.#progress = new Int32Array(progress);
            this.#generation += 1;
            worker.unref();
            resolve(worker);
          } else {
            this.#previousEnded = worker.terminate().catch(() => undefined);
            reject(new DatabaseError(reply.error));
          }
          return;
        }
        if (this.#worker === worker) this.#answer(worker, reply);
      });
      const lost = (cause: unknown) => {
        if (!ready || this.#worker === worker) this.#previousEnded = ended;
        if (!ready) {
          reject(databaseStoppedError(cause));
          return;
        }
        this.#lose(worker, databaseStoppedError(cause), false);
      };
      worker.on('error', lost);
      worker.on('exit', (code) => lost(new Error(`database thread exited with code ${code}`)));
    });
  }
}
