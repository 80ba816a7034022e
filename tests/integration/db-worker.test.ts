import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '#server/db/db.server';
import { openPglite } from '#server/db/pglite.server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { scratchDir } from '../helpers/scratch-dir';

const CRASH_SQL = "SELECT 'crash the worker'";
const crashingWorker = new URL('../fixtures/db/crashing-pglite-worker.ts', import.meta.url);
const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * The embedded database in its worker thread (decision 033). Harness timeouts are generous: each
 * PGlite open runs initdb, seconds alone and far longer on a busy shared machine.
 */
describe('embedded database off the request thread', { timeout: 240_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 240_000);
  afterAll(() => t.close());

  it('answers /healthz while a slow statement runs (it used to wait for it)', async () => {
    const finished: string[] = [];
    const slow = t.db.query('SELECT pg_sleep(1.5)').then(() => finished.push('slow query'));
    await request(t.app)
      .get('/healthz')
      .expect(200)
      .then(() => finished.push('/healthz'));
    await slow;
    expect(finished).toEqual(['/healthz', 'slow query']);
  });

  it('returns every type as the in-thread PGlite does (numbers, Dates, JSON, arrays, bytes, null)', async () => {
    const sql = `SELECT 42::int4 AS i4, 9007199254740991::int8 AS i8, 12.5::numeric AS num,
        1.25::float8 AS f8, true AS yes, 'text' AS txt, NULL::text AS nothing,
        '2026-11-24T08:00:00Z'::timestamptz AS ts, '2026-11-24'::date AS day,
        '{"a":[1,{"b":null}]}'::jsonb AS doc, ARRAY['x','y'] AS arr, '\\x0102'::bytea AS bytes,
        $1::text AS param_text, $2::int AS param_int, $3::timestamptz AS param_ts`;
    const params = ['£1', 7, new Date('2026-01-02T03:04:05Z')];
    const inThread = await PGlite.create();
    const expected = (await inThread.query(sql, params)).rows[0];
    await inThread.close();
    const viaWorker = await openDb({ dataDir: 'memory://' });
    const actual = (await viaWorker.query(sql, params)).rows[0];
    await viaWorker.close();
    expect(actual).toEqual(expected);
    expect(actual!.ts).toBeInstanceOf(Date);
    expect(actual!.bytes).toBeInstanceOf(Uint8Array);
  });

  it('reads every kind of parameter as the in-thread PGlite does (arrays, JSON, booleans, big numbers, nulls)', async () => {
    // The worker sends a statement in one protocol message with text parameters (as node-postgres
    // does), where PGlite's query() describes it first and serialises by the described type.
    const sql = `SELECT $1::text[] AS texts, $2::int[] AS ints, $3::jsonb AS doc, $4::boolean AS yes,
        $5::bigint AS big, $6::text AS nothing, $7::text AS missing, $8::numeric AS num,
        $9::timestamptz AS ts, $10::date AS day, $11 AS untyped, $12::text AS quoted`;
    const params = [
      ['a,b', 'say "hi"', 'back\\slash', null, '{braces}', ''],
      [1, -2, 3],
      { nested: { list: [1, 'two', null] }, quote: 'it\'s "fine"' },
      false,
      '9007199254740993',
      null,
      undefined,
      12.5,
      new Date('2026-03-29T00:30:00Z'),
      '2026-11-24',
      'untyped £',
      "O'Brien; DROP TABLE x",
    ];
    const inThread = await PGlite.create();
    const expected = (await inThread.query(sql, params)).rows[0];
    await inThread.close();
    const viaWorker = await openDb({ dataDir: 'memory://' });
    const actual = (await viaWorker.query(sql, params)).rows[0];
    await viaWorker.close();
    expect(actual).toEqual(expected);
    expect(actual!.texts).toEqual(params[0]);
    expect(actual!.doc).toEqual(params[2]);
    expect(actual!.quoted).toBe(params[11]);
  });

  it('a failed statement fails alone: the next one runs', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      await expect(db.query('SELECT $1::int AS n', ['not a number'])).rejects.toMatchObject({
        code: '22P02',
      });
      expect((await db.query('SELECT $1::int AS n', [5])).rows).toEqual([{ n: 5 }]);
      await expect(db.query('SELECT nope FROM nowhere')).rejects.toMatchObject({ code: '42P01' });
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('carries PostgreSQL error fields back (code, detail, constraint)', async () => {
    const db = t.db;
    await db.exec('CREATE TABLE h1_unique (id int PRIMARY KEY)');
    await db.query('INSERT INTO h1_unique VALUES (1)');
    const err = await db.query('INSERT INTO h1_unique VALUES (1)').catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: '23505',
      constraint: 'h1_unique_pkey',
      detail: 'Key (id)=(1) already exists.',
    });
    expect((err as Error).message).toMatch(/duplicate key value/);
  });
});

const sessionLanes: Array<[engine: string, url: string | undefined]> = [
  ['pglite', undefined],
  ...(pgUrl ? [['postgres', pgUrl] as [string, string]] : []),
];

describe.each(sessionLanes)('database sessions (%s)', { timeout: 240_000 }, (_engine, url) => {
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    db = await openDb({ databaseUrl: url, dataDir: 'memory://' });
    other = url ? await openDb({ databaseUrl: url, dataDir: '' }) : db;
    await db.exec('DROP TABLE IF EXISTS h1_items; CREATE TABLE h1_items (name text)');
  }, 240_000);
  afterAll(async () => {
    await db.exec('DROP TABLE IF EXISTS h1_items');
    await db.close();
    if (other !== db) await other.close();
  });

  it('a transaction is isolated and rolls back on error; statements outside never see its rows', async () => {
    let outside: Promise<number> | undefined;
    const failed = db
      .transaction(async (tx) => {
        await tx.query("INSERT INTO h1_items VALUES ('draft')");
        // Started while the transaction is open: it must not see the uncommitted row.
        outside = db
          .query<{ n: number }>('SELECT count(*)::int AS n FROM h1_items')
          .then((r) => r.rows[0]!.n);
        const inside = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM h1_items');
        expect(inside.rows[0]!.n).toBe(1);
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    expect(await failed).toBe('changed my mind');
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM h1_items');
    expect(after.rows[0]!.n).toBe(0);
    expect(await outside).toBe(0);
  });

  it('withConnection holds a session-level advisory lock until it unlocks it', async () => {
    await db.withConnection(async (conn) => {
      const got = await conn.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(4242) AS ok');
      expect(got.rows[0]!.ok).toBe(true);
      const held = await conn.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242 AND pid = pg_backend_pid()",
      );
      expect(held.rows[0]!.n).toBe(1);
      if (url) {
        const elsewhere = await other.query<{ ok: boolean }>(
          'SELECT pg_try_advisory_lock(4242) AS ok',
        );
        expect(elsewhere.rows[0]!.ok).toBe(false);
      }
      const released = await conn.query<{ ok: boolean }>('SELECT pg_advisory_unlock(4242) AS ok');
      expect(released.rows[0]!.ok).toBe(true);
    });
  });

  it('stops a statement past DB_STATEMENT_TIMEOUT_MS with code 57014, and the next one runs', async () => {
    const err = await db.query('SELECT pg_sleep(10)').catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    const next = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(next.rows[0]!.one).toBe(1);
  });
});

describe('embedded database thread crash', { timeout: 240_000 }, () => {
  it('fails the statement in flight clearly, and the next one reopens the data dir with its rows', async () => {
    const dataDir = scratchDir('h1-crash-');
    const db = await openPglite({ dataDir, statementTimeoutMs: 0, workerFile: crashingWorker });
    await db.exec('CREATE TABLE kept (v int); INSERT INTO kept VALUES (7)');
    const crashed = await db.query(CRASH_SQL).catch((e: unknown) => e);
    expect(crashed).toMatchObject({ code: '08006' });
    expect((crashed as Error).message).toMatch(/embedded database stopped.*next query restarts/);
    const { rows } = await db.query<{ v: number }>('SELECT v FROM kept');
    expect(rows).toEqual([{ v: 7 }]);
    await db.close();
  });

  it('rolls back a transaction whose thread died; its later statements fail instead of running outside it', async () => {
    const dataDir = scratchDir('h1-crash-tx-');
    const db = await openPglite({ dataDir, statementTimeoutMs: 0, workerFile: crashingWorker });
    await db.exec('CREATE TABLE kept (v int)');
    const outcome = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO kept VALUES (1)');
        await tx.query(CRASH_SQL).catch(() => undefined);
        await tx.query('INSERT INTO kept VALUES (2)');
      })
      .catch((e: unknown) => e);
    expect(outcome).toMatchObject({ code: '08006', message: expect.stringMatching(/rolled back/) });
    const { rows } = await db.query('SELECT v FROM kept');
    expect(rows).toEqual([]);
    await db.close();
  });

  it('/readyz reports the database down while it is, and ready once it has restarted', async () => {
    const dataDir = scratchDir('h1-crash-app-');
    const db = await openPglite({ dataDir, statementTimeoutMs: 0, workerFile: crashingWorker });
    const { migrate } = await import('#server/db/migrate.server');
    await migrate(db);
    const t = await createTestApp({}, { db });
    const crash = db.query(CRASH_SQL).catch((e: unknown) => e);
    await expect(crash).resolves.toMatchObject({ code: '08006' });
    await request(t.app).get('/healthz').expect(200);
    await request(t.app).get('/readyz').expect(200, { status: 'ready', database: 'pglite' });
    await t.close();
    await db.close();
  });
});

describe('an in-memory database started from a dump', { timeout: 240_000 }, () => {
  it('holds the dumped rows, and its writes are its own', async () => {
    const source = await PGlite.create();
    await source.exec("CREATE TABLE marker (v text); INSERT INTO marker VALUES ('dumped')");
    const dump = await source.dumpDataDir('none');
    await source.close();
    const file = path.join(scratchDir('pglite-dump-'), 'dump.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    const [a, b] = await Promise.all([
      openDb({ dataDir: 'memory://', startFrom: file }),
      openDb({ dataDir: 'memory://', startFrom: file }),
    ]);
    await a.query("INSERT INTO marker VALUES ('only in a')");
    expect((await a.query('SELECT v FROM marker ORDER BY v')).rows).toEqual([
      { v: 'dumped' },
      { v: 'only in a' },
    ]);
    expect((await b.query('SELECT v FROM marker')).rows).toEqual([{ v: 'dumped' }]);
    await Promise.all([a.close(), b.close()]);
  });
});
