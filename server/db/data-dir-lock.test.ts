import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.server';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('takes the lock with this PID and gives it back', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)(); // free again
  });

  it('refuses a second open in this process until the first is released', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('refuses while another live process holds it, naming that process', () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, LOCK_FILE), `${other.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
      // The other process's lock is left as it was.
      expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process has ended, or one with this PID from an earlier run', () => {
    const dir = freshDir();
    const ended = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    writeFileSync(path.join(dir, LOCK_FILE), `${ended}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    // A container restarts with the same PID: the file names us, but this process never took it.
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    expect(() => lockDataDir(dir)()).not.toThrow();
    writeFileSync(path.join(dir, LOCK_FILE), 'not a pid');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
