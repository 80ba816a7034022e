import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createBlockWriter } from './logger.server';

const LOGGER = fileURLToPath(new URL('./logger.server.ts', import.meta.url));

/** The lines a process writes when it logs `count` lines in blocks and then ends as `ending` says. */
function linesOfAProcess(count: number, ending: 'exit' | 'natural'): { i: number; msg: string }[] {
  const script = `
    import { createLogger } from ${JSON.stringify(LOGGER)};
    const log = createLogger('info', undefined, 65536);
    for (let i = 0; i < ${count}; i++) log.info({ i }, 'line');
    if (${JSON.stringify(ending)} === 'exit') process.exit(0);
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { i: number; msg: string });
}

describe('log lines written in blocks', () => {
  it('hands lines on a block at a time, joined and in order, and the rest on flush', () => {
    const blocks: string[] = [];
    const writer = createBlockWriter({ write: (block) => blocks.push(block) }, 10);
    writer.write('aaaa\n');
    expect(blocks).toEqual([]);
    writer.write('bbbb\n');
    expect(blocks).toEqual(['aaaa\nbbbb\n']);
    writer.write('cc\n');
    writer.flush();
    writer.flush();
    expect(blocks).toEqual(['aaaa\nbbbb\n', 'cc\n']);
  });

  it.each(['exit', 'natural'] as const)(
    'loses no line when the process ends (%s), however many blocks it wrote',
    (ending) => {
      const lines = linesOfAProcess(5_000, ending);
      expect(lines).toHaveLength(5_000);
      expect(lines.every((line, at) => line.i === at && line.msg === 'line')).toBe(true);
    },
  );
});
