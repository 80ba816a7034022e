import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Everything that changes the build output. Tests and docs do not. */
const INPUTS = [
  'client',
  'server',
  'schema',
  'shared',
  'sections',
  'public',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
export const STAMP_FILE = 'dist/.build-stamp';

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

/** A hash of the build inputs' contents: the build is stale when it differs from the stamp. */
export function buildFingerprint(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}
