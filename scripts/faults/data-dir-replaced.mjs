// PGlite: DATA_DIR deleted under a running server, then a second server started on the same path
// (a developer's `rm -rf data && npm start` with the first still running). The first must stop
// without writing into the second's database (decision 065: it exits 1 within about a second),
// and the second, stopped and started again, must serve pages. Before, stopping the first wrote
// its checkpoint into the new folder, and every later start failed with "Aborted()".
import { rmSync } from 'node:fs';
import { startServer } from '../load/server-harness.mjs';
import { PAGES, sleep, timedGet } from './timed-get.mjs';

const LOST = 'is no longer the folder this process opened';

export async function dataDirReplaced({ port, upstreamPort, dataDir }) {
  const problems = [];
  const first = await startServer({ port, dataDir });
  rmSync(dataDir, { recursive: true, force: true });
  const firstExit = await Promise.race([first.exited, sleep(10_000).then(() => null)]);
  if (!firstExit) problems.push('the first server still ran 10 s after its DATA_DIR was deleted');
  else if (firstExit.code !== 1)
    problems.push(`the first server exited ${JSON.stringify(firstExit)}`);
  if (!first.lines.some((line) => line.includes(LOST)))
    problems.push(
      `the first server did not say why it stopped: ${first.lines.slice(-3).join(' | ')}`,
    );

  const second = await startServer({ port: upstreamPort, dataDir });
  // What an operator does next when the first is still running: stop it (it must not write).
  await first.stop('SIGTERM');
  await second.stop('SIGTERM');
  const again = await startServer({ port: upstreamPort, dataDir }).catch((err) => {
    problems.push(`the second server could not start again: ${String(err.message).slice(-400)}`);
    return null;
  });
  if (again) {
    try {
      for (const p of PAGES) {
        const r = await timedGet(again.base + p);
        if (r.status !== 200) problems.push(`after the restart: ${p} answered ${r.status}`);
      }
    } finally {
      await again.stop();
    }
  }
  return {
    scenario: 'DATA_DIR deleted under a running server, a second server started on the same path',
    firstExit,
    problems,
  };
}
