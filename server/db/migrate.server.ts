import type { Db } from './db.server';

/** SQL files are bundled into the server build, so migrations need no files on disk at run time. */
const files = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const MIGRATIONS = Object.entries(files)
  .map(([file, sql]) => ({ name: file.replace(/^.*\//, '').replace(/\.sql$/, ''), sql }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Arbitrary constant shared by every process that migrates this database. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Applies pending migrations in name order, each in its own transaction.
 * A session advisory lock makes two processes starting at once take turns.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.withConnection(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await conn.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           name text PRIMARY KEY,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = new Set(
        (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
          (r) => r.name,
        ),
      );
      const applied: string[] = [];
      for (const m of MIGRATIONS) {
        if (done.has(m.name)) continue;
        await conn.query('BEGIN');
        try {
          await conn.exec(m.sql);
          await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
          await conn.query('COMMIT');
        } catch (err) {
          await conn.query('ROLLBACK');
          throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(m.name);
      }
      return applied;
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
