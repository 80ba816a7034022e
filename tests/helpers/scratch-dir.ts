import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/**
 * A new folder under the system's temporary folder, removed when the test that made it ends (pass
 * or fail), or, made in a `describe` body, after that describe's tests. Embedded databases left
 * behind by tests filled /tmp with 39 MB folders, several per run.
 */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    // Not inside a test (vitest throws): a describe's body.
    afterAll(remove);
  }
  return dir;
}
