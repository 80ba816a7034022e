import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR's embedded-database lock for this process, or throws DataDirInUseError when a
 * live process (this one included, through a second open) holds it. PGlite has one writer and no
 * lock of its own: a second server on the same folder ran its migrations under the first one's
 * feet, and the first answered 500 from then on. A lock left by a process that has ended is taken
 * over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  if (held.has(file)) throw new DataDirInUseError(dir, process.pid);
  mkdirSync(dir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const pid = ownerOf(file);
      if (pid !== null && pid !== process.pid && isAlive(pid))
        throw new DataDirInUseError(dir, pid);
      rmSync(file, { force: true }); // stale: its process has ended (or it is ours from a past run)
    }
  }
  held.add(file);
  return () => {
    if (!held.delete(file)) return;
    if (ownerOf(file) === process.pid) rmSync(file, { force: true });
  };
}
