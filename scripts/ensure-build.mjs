import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildFingerprint, STAMP_FILE } from './build-fingerprint.mjs';

/** Builds when dist/ is missing or older than the sources, so `npm start` always serves current code. */
export function ensureBuild() {
  const current = buildFingerprint();
  const built =
    existsSync(STAMP_FILE) && existsSync('dist/server/index.js')
      ? readFileSync(STAMP_FILE, 'utf8')
      : '';
  if (built === current) return false;
  console.log(
    built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…',
  );
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
