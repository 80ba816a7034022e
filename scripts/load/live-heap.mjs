// The live JavaScript heap of a server started with `--heapsnapshot-signal=SIGUSR2
// --diagnostic-dir=<dir>`: a heap snapshot collects garbage first, so the sum of its objects'
// sizes is what the process really keeps. RSS under load also counts garbage V8 has not collected
// yet and the heap room it grew for the allocation rate; this is the number that shows a leak.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const snapshots = (dir) => new Set(readdirSync(dir).filter((f) => f.endsWith('.heapsnapshot')));

/** Sum of self sizes in a .heapsnapshot file (bytes). */
export function snapshotLiveBytes(file) {
  const snap = JSON.parse(readFileSync(file, 'utf8'));
  const fields = snap.snapshot.meta.node_fields;
  const stride = fields.length;
  const at = fields.indexOf('self_size');
  let total = 0;
  for (let i = at; i < snap.nodes.length; i += stride) total += snap.nodes[i];
  return total;
}

/** Asks `pid` for a heap snapshot in `dir`, waits for it to be written, reads it, removes it. */
export async function liveHeapBytes(pid, dir, timeoutMs = 120_000) {
  const before = snapshots(dir);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  let file = null;
  let lastSize = -1;
  while (Date.now() < deadline) {
    await sleep(500);
    file ??= [...snapshots(dir)].find((f) => !before.has(f)) ?? null;
    if (!file) continue;
    const size = statSync(path.join(dir, file)).size;
    if (size > 0 && size === lastSize) {
      try {
        const bytes = snapshotLiveBytes(path.join(dir, file));
        rmSync(path.join(dir, file));
        return bytes;
      } catch {
        /* still being written: the JSON is not complete yet */
      }
    }
    lastSize = size;
  }
  throw new Error(`no heap snapshot from ${pid} within ${timeoutMs} ms`);
}
