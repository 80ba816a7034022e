import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot, bootCli, isOperatorError } from './boot.server';
import { withoutPassword } from './db/postgres.server';
import { LOCK_FILE } from './db/data-dir-lock.server';

/**
 * A command-line tool (import:ppd, db:migrate, cms, …) that cannot start for a reason the operator
 * can fix says that reason in one line and exits 1: no stack trace from its top-level await.
 */
describe('bootCli', () => {
  const saved = { ...process.env };
  let dir: string;
  let exit: ReturnType<typeof vi.spyOn>;
  let printed: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'boot-cli-'));
    process.env = { ...saved, DATA_DIR: dir, NODE_ENV: 'test' };
    delete process.env.DATABASE_URL;
    exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env = saved;
    exit.mockRestore();
    printed.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('another process holds the embedded database: its message alone, exit 1', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, LOCK_FILE), `${other.pid}\n`);
      await expect(bootCli({ seed: false })).rejects.toThrow('exit 1');
      expect(printed).toHaveBeenCalledTimes(1);
      expect(String(printed.mock.calls[0]?.[0])).toMatch(`in use by process ${other.pid}`);
      expect(String(printed.mock.calls[0]?.[0])).not.toMatch(/\n\s+at /);
    } finally {
      other.kill();
    }
  });

  it('a bad setting: the variable and what is wrong with it, exit 1', async () => {
    process.env.LOG_LEVEL = 'loud';
    await expect(bootCli({ seed: false })).rejects.toThrow('exit 1');
    expect(String(printed.mock.calls[0]?.[0])).toMatch(
      /^ {2}- LOG_LEVEL: must be fatal, error, warn, info, debug, trace or silent$/m,
    );
  });

  describe('a database that does not answer', () => {
    // Port 1 on this machine refuses at once: no network is needed.
    const refused = 'postgres://nobody:secret-pw@127.0.0.1:1/none';

    it('a command: one line naming DATABASE_URL (without its password) and why, exit 1', async () => {
      process.env.DATABASE_URL = refused;
      await expect(bootCli({ seed: false })).rejects.toThrow('exit 1');
      expect(exit).toHaveBeenCalledWith(1);
      expect(printed).toHaveBeenCalledTimes(1);
      expect(String(printed.mock.calls[0]?.[0])).toMatch(
        /^Cannot open the database at DATABASE_URL=postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none: .*ECONNREFUSED[^\n]*$/,
      );
    });

    it('the server: its start fails with the same one line, printed without a stack trace', async () => {
      process.env.DATABASE_URL = refused;
      const failure: unknown = await boot({ seed: false }).catch((err: unknown) => err);
      expect(isOperatorError(failure)).toBe(true);
      expect((failure as Error).message).toMatch(/^Cannot open the database at DATABASE_URL=/);
      expect((failure as Error).message).not.toMatch(/secret-pw|\n/);
    });

    it('the password is never shown, in the user part or as ?password=', () => {
      expect(withoutPassword('postgres://u:p%40ss@db.example:5432/app?sslmode=require')).toBe(
        'postgres://u:***@db.example:5432/app?sslmode=require',
      );
      expect(withoutPassword('postgresql://u@db/app?password=hunter2&sslmode=require')).toBe(
        'postgresql://u@db/app?password=***&sslmode=require',
      );
      expect(withoutPassword('postgres://u:a@b@db/app')).toBe('postgres://u:***@db/app');
      expect(withoutPassword('postgres://db/app')).toBe('postgres://db/app');
    });
  });
});
