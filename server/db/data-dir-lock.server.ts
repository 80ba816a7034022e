import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The file that says which process has the embedded database open. */
export const LOCK_FILE = 'pglite.lock';

/** Another live process has the embedded database of this DATA_DIR open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (another \`npm start\` or a ` +
        `command such as import:ppd). PGlite is single-process: stop that process first, or give ` +
        `this one another DATA_DIR. If no such process is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * The folder this process opened is no longer the one at DATA_DIR: deleted (and perhaps made
 * anew), or its lock taken by another process. PGlite writes by path, so a process that went on
 * would write its pages into whatever folder is there now, and a later start would find a
 * database it cannot read (found by hand: \`rm -rf data\` under a running server, \`npm start\`,
 * then stopping the old server left "PANIC: could not locate a valid checkpoint record").
 */
export class DataDirLostError extends Error {
  constructor(
    readonly dataDir: string,
    reason: string,
  ) {
    super(
      `DATA_DIR ${dataDir} is no longer the folder this process opened (${reason}). It stops ` +
        `using the embedded database without writing to it, so the folder there now is left as it is.`,
    );
    this.name = 'DataDirLostError';
  }
}

/**
 * PGlite stopped (WebAssembly `Aborted()`) while opening DATA_DIR's database: its files cannot be
 * read. Said in words an operator can act on, instead of the bare abort.
 */
export class DataDirDamagedError extends Error {
  constructor(dataDir: string, cause: Error) {
    const pg = path.join(path.resolve(dataDir), 'pg');
    super(
      `The embedded database in ${pg} could not be opened: PGlite stopped while reading it ` +
        `(${cause.message.split('.')[0]}). Its files are damaged, or were written by another ` +
        `PostgreSQL version. The usual cause is two processes writing one DATA_DIR, such as a ` +
        `server left running after its folder was deleted. Keep a copy of ${pg} if its data ` +
        `matters; to start afresh, move it aside and start again: a new database is migrated and seeded.`,
      { cause },
    );
    this.name = 'DataDirDamagedError';
  }
}

/** A held lock: give it back, or ask whether the folder is still the one it locked. */
export interface DataDirLock {
  release(): void;
  /** Why DATA_DIR is not this process's any more, or null while it is (a missing lock file is taken back). */
  lost(): DataDirLostError | null;
}

/** Device and inode: a folder deleted and made again at the same path has a new inode. */
/** Gone for sure (ENOENT, ENOTDIR), as against a read that failed for now (EMFILE, EIO). */
const isGone = (err: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/** The folder's identity; null when it is gone, undefined when it could not be read just now. */
function identity(dir: string): string | null | undefined {
  try {
    const { dev, ino } = statSync(dir);
    return `${dev}:${ino}`;
  } catch (err) {
    return isGone(err) ? null : undefined;
  }
}

/**
 * The lock file's text: this PID on the first line (what people and the in-use check read), and
 * an id of this open on the second, so a file written by someone else is never taken for ours.
 */
const lockText = (openId: string) => `${process.pid}\n${openId}\n`;

/** The lock file's text; null when it is gone, undefined when it could not be read just now. */
function readLock(file: string): string | null | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    return isGone(err) ? null : undefined;
  }
}

/** Creates the lock file; false when one is already there. */
function createLockFile(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Locks this process holds, so a lock file with our PID from an earlier run (a container's PID 1) is stale. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, owned by someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  const pid = Number(readLock(file)?.split('\n', 1)[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes DATA_DIR's embedded-database lock for this process, or throws DataDirInUseError when a
 * live process (this one included, through a second open) holds it. PGlite has one writer and no
 * lock of its own: a second server on the same folder ran its migrations under the first one's
 * feet, and the first answered 500 from then on. A lock left by a process that has ended is taken
 * over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  if (held.has(file)) throw new DataDirInUseError(dir, process.pid);
  mkdirSync(dir, { recursive: true });
  const text = lockText(randomUUID());
  for (let attempt = 0; !createLockFile(file, text); attempt++) {
    const pid = ownerOf(file);
    if (attempt > 0) throw new DataDirInUseError(dir, pid ?? 0);
    if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dir, pid);
    rmSync(file, { force: true }); // stale: its process has ended (or it is ours from a past run)
  }
  held.add(file);
  const opened = identity(dir);
  return {
    release() {
      if (!held.delete(file)) return;
      if (readLock(file) === text) rmSync(file, { force: true });
    },
    lost() {
      if (!held.has(file)) return null;
      // A check that cannot read the folder or its lock just now (out of file handles) is no
      // evidence: the next one decides. Only a folder or lock that is gone or changed is.
      const now = identity(dir);
      if (now === undefined) return null;
      if (now === null) return new DataDirLostError(dir, 'the folder was deleted');
      if (opened && now !== opened)
        return new DataDirLostError(dir, 'the folder was deleted and made again');
      const lock = readLock(file);
      if (lock === text || lock === undefined) return null;
      if (lock === null) return new DataDirLostError(dir, `its lock file ${LOCK_FILE} was deleted`);
      const other = ownerOf(file);
      return new DataDirLostError(
        dir,
        other === null || other === process.pid
          ? `its lock file ${LOCK_FILE} was written by someone else`
          : `process ${other} has taken its lock`,
      );
    },
  };
}
