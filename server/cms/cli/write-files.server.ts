import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes `{ relative path: value }` as pretty JSON files under `dir`; returns the paths written. */
export async function writeJsonFiles(
  dir: string,
  files: Record<string, unknown>,
): Promise<string[]> {
  const written: string[] = [];
  for (const [rel, value] of Object.entries(files)) {
    const file = path.join(dir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
