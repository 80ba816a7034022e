import { randomBytes } from 'node:crypto';
import { openDb, type Db } from '#server/db/db.server';
import { migrate } from '#server/db/migrate.server';

export interface TestDb {
  db: Db;
  /** Closes the connection and drops the throwaway database (PG lane). */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the server named by TEST_DATABASE_URL (the PG lane of .ci/run).
 */
export async function openTestDb(): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    return { db, cleanup: () => db.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl: serverUrl, dataDir: '' });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), dataDir: '' });
  await migrate(db);
  return {
    db,
    async cleanup() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
