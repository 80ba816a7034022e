import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  DataDirLostError,
  LOCK_FILE,
  lockDataDir,
} from './data-dir-lock.server';

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
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(
      String(process.pid),
    );
    expect(lock.lost()).toBeNull();
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release(); // free again
  });

  it('refuses a second open in this process until the first is released', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    expect(() => lockDataDir(dir).release()).not.toThrow();
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
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(
      String(process.pid),
    );
    lock.release();
    // A container restarts with the same PID: the file names us, but this process never took it.
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    expect(() => lockDataDir(dir).release()).not.toThrow();
    writeFileSync(path.join(dir, LOCK_FILE), 'not a pid');
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });
});

describe('DataDirLock.lost', () => {
  it('says so when the folder is deleted, or deleted and made again at the same path', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    rmSync(dir, { recursive: true });
    expect(lock.lost()).toBeInstanceOf(DataDirLostError);
    expect(lock.lost()?.message).toContain('the folder was deleted');
    mkdirSync(dir);
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`); // even one naming this PID
    // (The new folder may get the old one's inode: the lock file's id of this open tells them apart.)
    expect(lock.lost()).toBeInstanceOf(DataDirLostError);
    // Giving it back leaves the new folder's lock file alone.
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });

  it('says so when another process has taken the lock, naming it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, LOCK_FILE), `${other.pid}\n`);
      expect(lock.lost()?.message).toContain(`process ${other.pid} has taken its lock`);
      lock.release();
      expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes a read that fails for another reason than a missing file as no evidence', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const file = path.join(dir, LOCK_FILE);
    const text = readFileSync(file, 'utf8');
    rmSync(file);
    mkdirSync(file); // reading it now fails with EISDIR, as EMFILE or EIO would under load
    expect(lock.lost()).toBeNull();
    rmSync(file, { recursive: true });
    writeFileSync(file, text);
    expect(lock.lost()).toBeNull();
    lock.release();
  });

  it('says so when the lock file alone is deleted (a folder made again may look the same)', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    rmSync(path.join(dir, LOCK_FILE));
    expect(lock.lost()?.message).toContain(`its lock file ${LOCK_FILE} was deleted`);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
