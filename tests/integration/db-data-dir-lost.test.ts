import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirDamagedError, DataDirLostError, LOCK_FILE } from '#server/db/data-dir-lock.server';
import { openPglite } from '#server/db/pglite.server';

const dirs: string[] = [];
const freshDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** What a second `npm start` does in a folder made again at the same path: a new database in `pg`. */
async function newDatabaseIn(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(path.join(dataDir, 'pg'));
  await pg.exec('CREATE TABLE fresh (v int); INSERT INTO fresh VALUES (1)');
  await pg.close();
}

async function readFresh(dataDir: string): Promise<unknown[]> {
  const pg = await PGlite.create(path.join(dataDir, 'pg'));
  try {
    return (await pg.query('SELECT v FROM fresh')).rows;
  } finally {
    await pg.close();
  }
}

/**
 * DATA_DIR deleted under a running server (decision 065). PGlite writes by path, so the old
 * process's close wrote its checkpoint into the new folder's database, and every later start
 * failed with a bare "Aborted()". Each PGlite open runs initdb: seconds on a busy machine.
 */
describe(
  'DATA_DIR deleted or taken over while the embedded database is open',
  { timeout: 240_000 },
  () => {
    it("a close after the folder was made again leaves the new folder's database readable", async () => {
      const dataDir = freshDir('lost-close');
      const old = await openPglite({ dataDir, statementTimeoutMs: 0, dataDirCheckMs: 600_000 });
      await old.exec('CREATE TABLE kept (v int); INSERT INTO kept SELECT generate_series(1, 5000)');
      rmSync(dataDir, { recursive: true });
      await newDatabaseIn(dataDir);
      const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      try {
        writeFileSync(path.join(dataDir, LOCK_FILE), `${sleeper.pid}\n`); // the new server's lock
        await expect(old.close()).rejects.toBeInstanceOf(DataDirLostError);
        await expect(readFresh(dataDir)).resolves.toEqual([{ v: 1 }]);
      } finally {
        sleeper.kill();
      }
    });

    it('notices a deleted folder within its check, stops every statement, and writes nothing', async () => {
      const dataDir = freshDir('lost-watch');
      let noticed!: (err: Error) => void;
      const lost = new Promise<Error>((resolve) => (noticed = resolve));
      const db = await openPglite({
        dataDir,
        statementTimeoutMs: 0,
        dataDirCheckMs: 50,
        onDataDirLost: noticed,
      });
      await db.exec('CREATE TABLE kept (v int)');
      rmSync(dataDir, { recursive: true });
      const err = await lost;
      expect(err).toBeInstanceOf(DataDirLostError);
      expect(err.message).toContain('the folder was deleted');
      await expect(db.query('INSERT INTO kept VALUES (1)')).rejects.toBe(err);
      await expect(db.close()).rejects.toBeInstanceOf(DataDirLostError);
      // Nothing made the folder again: the abandoned database wrote no page, checkpoint or lock.
      expect(existsSync(dataDir)).toBe(false);
    });

    it('a folder the database cannot read is said in words, not a bare Aborted()', async () => {
      const dataDir = freshDir('damaged');
      await newDatabaseIn(dataDir);
      writeFileSync(path.join(dataDir, 'pg', 'global', 'pg_control'), Buffer.alloc(8192, 7));
      const err = await openPglite({ dataDir, statementTimeoutMs: 0 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DataDirDamagedError);
      expect((err as Error).message).toContain(`${path.join(dataDir, 'pg')} could not be opened`);
      expect((err as Error).message).toContain('move it aside and start again');
      // The lock is given back: a start after moving the folder aside is not refused.
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    });
  },
);
