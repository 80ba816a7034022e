import { rmSync } from 'node:fs';

/**
 * After the run: the two servers' data folders (a seeded database each, ~110 MB) go, unless the
 * caller named the folder with E2E_DATA_DIR (then it is theirs to keep and inspect). Without this
 * every run left them in /tmp. The servers are still up here (Playwright stops them after the
 * global teardown); a server whose data folder is deleted stops without writing to it.
 */
export default function removeDataDirs(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_DATA_DIR_GENERATED !== '1') return;
  for (const path of [dir, `${dir}-analytics`])
    try {
      // A server still writing there (a checkpoint) makes a pass meet a file it has just added:
      // ENOTEMPTY, which Node retries.
      rmSync(path, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (err) {
      // Cleaning up is no test: a folder left behind is said, and the run keeps its result.
      console.warn(`could not remove ${path}: ${(err as Error).message}`);
    }
}
