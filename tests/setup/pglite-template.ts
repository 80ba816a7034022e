/**
 * The integration suite's global setup: one migrated embedded database, dumped to a file, that
 * every test's in-memory database starts from (`openTestDb`). Making each from nothing ran
 * PostgreSQL's `initdb` and every migration again, 2.3 s a database, a few hundred times a run;
 * starting from the dump takes about 0.6 s. The dump is made afresh each run, from the migrations
 * of the checkout under test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '#server/db/migrate.server';
import type { Db } from '#server/db/db.server';

export const TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const pg = await PGlite.create();
  // `migrate` needs one connection's query and exec; PGlite in this thread is that connection.
  const connection = {
    query: (sql: string, params?: unknown[]) => pg.query(sql, params),
    exec: (sql: string) => pg.exec(sql),
  };
  await migrate({
    withConnection: (work: (c: typeof connection) => unknown) => work(connection),
  } as unknown as Db);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
