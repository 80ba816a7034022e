import { describe, expect, it } from 'vitest';
import { createImportProgress } from './import-progress.server';

function fakeOutput(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, output: { isTTY, columns: 120, write: (s: string) => writes.push(s) } };
}

const counts = (rows: number, bytes: number) => ({
  rows,
  applied: rows,
  deleted: 0,
  bad: 1,
  bytes,
});

describe('createImportProgress', () => {
  it('redraws one line with a bar, percentage and rows/s on a terminal', () => {
    let t = 0;
    const { writes, output } = fakeOutput(true);
    const progress = createImportProgress({ output, totalBytes: 1000, now: () => t });
    t = 50;
    progress.update(counts(10, 100)); // too soon: not drawn
    expect(writes).toEqual([]);
    t = 1000;
    progress.update(counts(500, 250));
    expect(writes).toEqual([`\r[######------------------] 25.0% 500 rows 500 rows/s 1 bad\x1b[K`]);
    t = 2000;
    const summary = progress.finish(counts(1000, 1000));
    expect(writes.slice(1)).toEqual([
      `\r[########################] 100.0% 1,000 rows 500 rows/s 1 bad\x1b[K`,
      '\n',
    ]);
    expect(summary).toEqual({
      rows: 1000,
      applied: 1000,
      deleted: 0,
      bad: 1,
      seconds: 2,
      rowsPerSecond: 500,
      resumedFromLine: 0,
    });
  });

  it('writes plain lines now and then elsewhere, without a percentage when the size is unknown', () => {
    let t = 0;
    const { writes, output } = fakeOutput(false);
    const progress = createImportProgress({
      output,
      intervalMs: 5000,
      now: () => t,
      resumedFromLine: 7,
    });
    t = 1000;
    progress.update(counts(100, 0));
    t = 5000;
    progress.update(counts(1000, 0));
    expect(writes).toEqual(['ppd import: 1,000 rows, 200 rows/s, 1 bad\n']);
    t = 10_000;
    expect(progress.finish(counts(2000, 0)).resumedFromLine).toBe(7);
    expect(writes).toHaveLength(2);
  });

  it('sends plain lines to a logger when given one', () => {
    let t = 0;
    const logged: object[] = [];
    const { writes, output } = fakeOutput(false);
    const progress = createImportProgress({
      output,
      totalBytes: 200,
      now: () => t,
      logger: { info: (obj) => logged.push(obj) },
    });
    t = 6000;
    progress.update(counts(600, 100));
    expect(writes).toEqual([]);
    expect(logged).toEqual([
      { rows: 600, applied: 600, deleted: 0, bad: 1, rowsPerSecond: 100, percent: 50 },
    ]);
  });
});
