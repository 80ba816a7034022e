/**
 * The one throwaway-database helper for tests. Two lanes: embedded PGlite (always), and real
 * PostgreSQL when TEST_DATABASE_URL names a server (the PG lane of .ci/run), where each test
 * database is a new database on that server, dropped on dispose.
 *
 *   describe.each(testLanes())('… (%s)', (lane) => { … openTestDb({ lane, label: 'x' }) … })
 *
 * runs a file on every lane; `openTestDb()` with no lane uses `defaultLane()` (PostgreSQL when
 * configured, else PGlite) for files that run once.
 */
import { randomBytes } from 'node:crypto';
import { openDb, type Db } from '#server/db/db.server';
import { migrate } from '#server/db/migrate.server';
import { TEMPLATE_ENV } from '../setup/pglite-template';

export type Lane = 'pglite' | 'postgres';

/**
 * PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set. `TEST_LANES=postgres` leaves
 * the PGlite lanes out: CI's PostgreSQL run, after a run of the whole suite on PGlite, ran them a
 * second time.
 */
export function testLanes(): Lane[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  return process.env.TEST_LANES === 'postgres' ? ['postgres'] : ['pglite', 'postgres'];
}

/** The lane for a file that runs once: PostgreSQL when TEST_DATABASE_URL is set. */
export function defaultLane(): Lane {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export interface TestDb {
  db: Db;
  lane: Lane;
  /** On PostgreSQL, the database's URL (a second pool on it is a second app instance). */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

export interface OpenTestDbOptions {
  lane?: Lane;
  /** Part of the PostgreSQL database's name, to tell a leftover database's file. */
  label?: string;
}

/**
 * The longest a test's statement may run. The product's 5 s (DB_STATEMENT_TIMEOUT_MS) is about a
 * visitor's request; a test's bulk setup (40,000 sales in one INSERT) on a machine running two
 * test files and their database threads on two cores passed it, and failed a test that asserts
 * nothing about time. The files that test the timeout itself open their databases with their own.
 */
const TEST_STATEMENT_TIMEOUT_MS = 60_000;

/** A migrated, empty database: in-memory PGlite, or a new PostgreSQL database. */
export async function openTestDb(options: OpenTestDbOptions = {}): Promise<TestDb> {
  const lane = options.lane ?? defaultLane();
  if (lane === 'pglite') {
    // From the suite's migrated dump when there is one (tests/setup/pglite-template.ts); migrate
    // then finds nothing to do.
    const db = await openDb({
      dataDir: 'memory://',
      startFrom: process.env[TEMPLATE_ENV],
      statementTimeoutMs: TEST_STATEMENT_TIMEOUT_MS,
    });
    await migrate(db);
    return { db, lane, dispose: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The postgres lane needs TEST_DATABASE_URL');
  // Generated here (word characters and hex only), never taken from input: CREATE DATABASE
  // takes no parameters.
  const label = (options.label ?? 'db').replace(/\W/g, '_').slice(0, 30);
  const name = `test_${label}_${randomBytes(4).toString('hex')}`;
  const admin = await openDb({ databaseUrl: adminUrl, dataDir: '' });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDb({
    databaseUrl: url.toString(),
    dataDir: '',
    statementTimeoutMs: TEST_STATEMENT_TIMEOUT_MS,
  });
  await migrate(db);
  return {
    db,
    lane,
    url: url.toString(),
    async dispose() {
      await db.close();
      await dropDatabase(admin, name);
      await admin.close();
    },
  };
}

/**
 * Waits for the closed pool's backends to leave (55006: "being accessed by other users") rather
 * than killing them mid-goodbye; FORCE only if they are still there after about 5 s.
 */
async function dropDatabase(admin: Db, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
