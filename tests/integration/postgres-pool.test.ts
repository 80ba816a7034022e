import { describe, expect, it } from 'vitest';
import { openDb } from '#server/db/db.server';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL pool (PG lane)', () => {
  it('survives the server ending an idle connection, and the next query works', async () => {
    const db = await openDb({ databaseUrl: url, dataDir: '' });
    const admin = await openDb({ databaseUrl: url, dataDir: '' });
    const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await new Promise((r) => setTimeout(r, 200));
    const after = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(after.rows[0]!.one).toBe(1);
    expect(warnings.some((w) => w.startsWith('PostgreSQL idle client error'))).toBe(true);
    process.off('warning', onWarning);
    await db.close();
    await admin.close();
  });
});
