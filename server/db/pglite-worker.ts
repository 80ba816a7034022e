/**
 * The embedded database's own thread (decision 037). It owns one PGlite instance and runs the
 * statements the main thread sends, one message at a time, answering each with its rows or with
 * the PostgreSQL error fields (code, detail, …) so callers see the same errors as in-thread.
 *
 * Self-contained on purpose: it imports packages only, so Node runs it from source (type
 * stripping) under vitest and as its own entry (dist/server/pglite-worker.js) in the build.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils.js';

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] | undefined }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

export type WorkerReply =
  | { id: number; ok: true; rows: unknown[] }
  | { id: number; ok: false; error: Record<string, unknown> }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: Record<string, unknown> };

/** The shared progress array: the id of the statement last started, last finished (the client reads them). */
const STARTED = 0;
const FINISHED = 1;

/** The fields PostgreSQL (and pg-protocol's DatabaseError) put on an error, when present. */
const ERROR_FIELDS = [
  'message',
  'name',
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const src = err as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ERROR_FIELDS) if (src[key] !== undefined) out[key] = src[key];
  return out;
}

async function open(dataDir: string, startFrom: string | undefined): Promise<PGlite> {
  if (dataDir === 'memory://')
    return startFrom
      ? PGlite.create({ loadDataDir: new Blob([readFileSync(startFrom)]) })
      : PGlite.create();
  const dir = path.resolve(dataDir, 'pg');
  mkdirSync(path.dirname(dir), { recursive: true });
  return PGlite.create(dir);
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker runs as a worker thread only');
  const {
    dataDir,
    startFrom,
    progress: shared,
    genericPlanGuardMs = GENERIC_PLAN_GUARD_MS,
  } = workerData as {
    dataDir: string;
    startFrom?: string;
    progress: SharedArrayBuffer;
    genericPlanGuardMs?: number;
  };
  let db: OpenDatabase;
  try {
    db = await openForWorker(dataDir, startFrom, genericPlanGuardMs);
  } catch (err) {
    port.postMessage({ id: 0, ready: false, error: errorFields(err) } satisfies WorkerReply);
    return;
  }
  // One statement at a time, in the order sent; the main thread sends ahead (decision 060) and
  // reads these two ids to know, after a timeout or a crash, which statement was running.
  const progress = new Int32Array(shared);
  let queue = Promise.resolve();
  port.on('message', (msg: WorkerRequest) => {
    queue = queue.then(async () => {
      Atomics.store(progress, STARTED, msg.id);
      const reply = await handle(db, msg);
      Atomics.store(progress, FINISHED, msg.id);
      port.postMessage(reply);
    });
  });
  port.postMessage({ id: 0, ready: true } satisfies WorkerReply);
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Statements parsed once and kept under a name (decisions 063 and 098): the app sends a few dozen
 * distinct statement texts, each thousands of times. A kept statement is planned for its own
 * parameters on its first five runs, then PostgreSQL's plan cache may keep one generic plan for it
 * (`plan_cache_mode = auto`, the engine's default): planning cost more than running for most of
 * the app's statements (a lot by its id: 0.24 ms planned, 0.09 ms run). A generic plan can be
 * far worse than a custom one for some parameters (a skewed column), so a kept statement that
 * used `genericPlanGuardMs` or more of this thread's CPU time on a generic plan is no longer kept:
 * it is parsed and planned on each run from then on, as an unnamed statement always is. Only reads
 * and row writes are kept; a schema change (any `exec` script, or a CREATE/ALTER/DROP statement)
 * closes them all, and a kept statement that fails is closed and parsed afresh next time.
 */
const MAX_NAMED_STATEMENTS = 200;
/** A run on a generic plan using this much CPU sends its statement back to per-run plans. */
export const GENERIC_PLAN_GUARD_MS = 20;
/** Statement texts planned per run (a bound: texts come from the app, but the graph is public). */
const MAX_PLANNED_PER_RUN = 1_000;
const KEPT = /^\s*(select|with|insert|update|delete)\b/i;
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

class NamedStatements {
  /** Statement text → its name, oldest use first. */
  readonly #names = new Map<string, string>();
  /** Names to close at the start of the next message (evicted, failed, or forgotten). */
  #toClose: string[] = [];
  /** Texts whose generic plan ran slow: never kept again. */
  readonly #plannedPerRun = new Set<string>();
  #next = 0;

  /** The protocol messages that run `sql` with `values` (text parameters), and its name if kept. */
  messages(sql: string, values: (string | null)[]) {
    const parts = this.#toClose.map((name) => serialize.close({ type: 'S', name }));
    this.#toClose = [];
    let name = this.#names.get(sql);
    const fresh = name === undefined && KEPT.test(sql) && !this.#plannedPerRun.has(sql);
    if (name !== undefined) {
      // Most recently used last: the first entry is the one to evict.
      this.#names.delete(sql);
      this.#names.set(sql, name);
    } else if (fresh) {
      name = `s${++this.#next}`;
      parts.push(serialize.parse({ name, text: sql }));
    } else parts.push(serialize.parse({ text: sql }));
    parts.push(
      serialize.bind({ statement: name ?? '', values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    return { parts, name, fresh };
  }

  /** `sql` ran: a fresh name is kept (evicting the least recently used past the bound). */
  ran(sql: string, name: string | undefined, fresh: boolean): void {
    if (SCHEMA_CHANGE.test(sql)) this.forgetAll();
    if (!fresh || name === undefined) return;
    this.#names.set(sql, name);
    if (this.#names.size > MAX_NAMED_STATEMENTS) {
      const [oldest, oldName] = this.#names.entries().next().value as [string, string];
      this.#names.delete(oldest);
      this.#toClose.push(oldName);
    }
  }

  /** `sql` failed: its name (parsed or not; closing an unknown name is no error) is closed. */
  failed(sql: string, name: string | undefined): void {
    if (name === undefined) return;
    if (this.#names.get(sql) === name) this.#names.delete(sql);
    this.#toClose.push(name);
  }

  /** `sql` ran slow on a generic plan: closed, and planned for its own parameters on every run. */
  planPerRun(sql: string, name: string): void {
    if (this.#names.get(sql) === name) this.#names.delete(sql);
    this.#toClose.push(name);
    if (this.#plannedPerRun.size < MAX_PLANNED_PER_RUN) this.#plannedPerRun.add(sql);
  }

  forgetAll(): void {
    this.#toClose.push(...this.#names.values());
    this.#names.clear();
  }
}

/**
 * One statement as one protocol message: parse (unless kept by name), bind, describe, execute and
 * sync go into the engine together. PGlite's own `query()` enters it six times, the first two to
 * describe the statement and learn its parameter types: about 0.3 ms of every statement, half of
 * a primary-key lookup's cost. Parameters go as text, serialised by node-postgres's
 * `prepareValue`, and PostgreSQL infers their types from the SQL, as it does for every statement
 * the app sends on PostgreSQL: both engines take the same parameters the same way. The rows come
 * out of PGlite's own parser, as from `query()`. A binary parameter (none today) keeps `query()`.
 */
async function runQuery(
  { pg, named, genericPlanGuardMs }: OpenDatabase,
  sql: string,
  params: unknown[] = [],
): Promise<unknown[]> {
  if (params.some((value) => value instanceof Uint8Array))
    return (await pg.query(sql, params)).rows;
  const values = params.map((value) => prepareValue(value) as string | null);
  const { parts, name, fresh } = named.messages(sql, values);
  // The thread's own CPU time: a busy machine makes every statement slower by the clock, not this.
  const started = process.threadCpuUsage();
  let messages;
  try {
    ({ messages } = await pg.execProtocol(concat(parts)));
  } catch (err) {
    named.failed(sql, name);
    throw err;
  }
  named.ran(sql, name, fresh);
  if (name !== undefined && !fresh && cpuMsSince(started) >= genericPlanGuardMs)
    await planPerRunIfGeneric(pg, named, sql, name);
  const [result] = parse.parseResults(messages, pg.parsers) as Results[];
  return result?.rows ?? [];
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.threadCpuUsage(start);
  return (user + system) / 1000;
};

/**
 * A kept statement ran slow: if PostgreSQL has been giving it a generic plan, plan it per run. The
 * statement itself succeeded, so a failure to look is not its caller's error.
 */
async function planPerRunIfGeneric(pg: PGlite, named: NamedStatements, sql: string, name: string) {
  const generic = await pg
    .query<{ generic: number }>(
      'SELECT generic_plans::int AS generic FROM pg_prepared_statements WHERE name = $1',
      [name],
    )
    .then(({ rows }) => rows[0]?.generic ?? 0)
    .catch(() => 0);
  if (generic > 0) named.planPerRun(sql, name);
}

interface OpenDatabase {
  pg: PGlite;
  named: NamedStatements;
  genericPlanGuardMs: number;
}

/** Opens the database for the worker: PGlite, with its statements kept by name. */
async function openForWorker(
  dataDir: string,
  startFrom: string | undefined,
  genericPlanGuardMs: number,
): Promise<OpenDatabase> {
  return { pg: await open(dataDir, startFrom), named: new NamedStatements(), genericPlanGuardMs };
}

async function handle(db: OpenDatabase, msg: WorkerRequest): Promise<WorkerReply> {
  const { pg, named } = db;
  try {
    if (msg.op === 'query')
      return { id: msg.id, ok: true, rows: await runQuery(db, msg.sql, msg.params) };
    if (msg.op === 'exec') {
      // A script (migrations) may change any table: kept statements are parsed afresh after it.
      named.forgetAll();
      await pg.exec(msg.sql);
      return { id: msg.id, ok: true, rows: [] };
    }
    await pg.close();
    return { id: msg.id, ok: true, rows: [] };
  } catch (err) {
    return { id: msg.id, ok: false, error: errorFields(err) };
  }
}

void main();
