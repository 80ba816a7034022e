import { spawnSync } from 'node:child_process';

/**
 * Database-side figures (sold-price search over 1M rows, PPD import vs COPY) from
 * dist/server/bench-data.js (scripts/bench/data-bench.ts), in its own process; null when skipped.
 */
export function dataFigures() {
  const out = spawnSync(
    process.execPath,
    ['--max-old-space-size=8192', 'dist/server/bench-data.js'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (out.status !== 0) throw new Error('data bench failed');
  return JSON.parse(out.stdout.trim().split('\n').pop());
}
