/**
 * The embedded database's own thread (decision 037). It owns one PGlite instance and runs the
 * statements the main thread sends, one message at a time, answering each with its rows or with
 * the PostgreSQL error fields (code, detail, …) so callers see the same errors as in-thread.
 *
 * Self-contained on purpose: it imports packages only, so Node runs it from source (type
 * stripping) under vitest and as its own entry (dist/server/pglite-worker.js) in the build.
 */
import { mkdirSync } from 'node:fs';
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

async function open(dataDir: string): Promise<PGlite> {
  if (dataDir === 'memory://') return PGlite.create();
  const dir = path.resolve(dataDir, 'pg');
  mkdirSync(path.dirname(dir), { recursive: true });
  return PGlite.create(dir);
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker runs as a worker thread only');
  const { dataDir, progress: shared } = workerData as {
    dataDir: string;
    progress: SharedArrayBuffer;
  };
  let pg: PGlite;
  try {
    pg = await open(dataDir);
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
      const reply = await handle(pg, msg);
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
 * One statement as one protocol message: parse, bind, describe, execute and sync go into the
 * engine together. PGlite's own `query()` enters it six times, the first two to describe the
 * statement and learn its parameter types: about 0.3 ms of every statement, half of a primary-key
 * lookup's cost. Parameters go as text, serialised by node-postgres's `prepareValue`, and
 * PostgreSQL infers their types from the SQL, as it does for every statement the app sends on
 * PostgreSQL: both engines take the same parameters the same way. The rows come out of PGlite's
 * own parser, as from `query()`. A binary parameter (none today) keeps `query()`.
 */
async function runQuery(pg: PGlite, sql: string, params: unknown[] = []): Promise<unknown[]> {
  if (params.some((value) => value instanceof Uint8Array))
    return (await pg.query(sql, params)).rows;
  const values = params.map((value) => prepareValue(value) as string | null);
  const { messages } = await pg.execProtocol(
    concat([
      serialize.parse({ text: sql }),
      serialize.bind({ values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
  );
  const [result] = parse.parseResults(messages, pg.parsers) as Results[];
  return result?.rows ?? [];
}

async function handle(pg: PGlite, msg: WorkerRequest): Promise<WorkerReply> {
  try {
    if (msg.op === 'query')
      return { id: msg.id, ok: true, rows: await runQuery(pg, msg.sql, msg.params) };
    if (msg.op === 'exec') {
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
