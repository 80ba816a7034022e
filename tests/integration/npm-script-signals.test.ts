import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../helpers/scratch-dir';

/**
 * An operator's walk: SIGTERM to the `npm start` process (what a supervisor signals) ended npm
 * and its shell, and left the server running on its own, holding the database's lock, so the
 * next start was refused. npm signals the shell it runs a script in, and Debian's shell does not
 * pass the signal on: the long-running scripts `exec` their last command, so the signal reaches
 * node itself.
 */
const scripts = (
  JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** The command npm runs last in a script, with its program swapped for one that records SIGTERM. */
function lastCommandRunning(script: string, program: string): string {
  const last = script.split('&&').at(-1)!.trim();
  return last.replace(/node \S+/, `node ${program}`);
}

const RECORDER = `
import { writeFileSync } from 'node:fs';
process.on('SIGTERM', () => { writeFileSync('sigterm', ''); process.exit(0); });
writeFileSync('ready', '');
// Left behind by a failing test, it still ends.
setTimeout(() => process.exit(1), 30_000);
`;

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

describe('a long-running npm script stopped with SIGTERM', () => {
  it.each(['start', 'alerts:send', 'import:ppd'])(
    '`npm run %s` passes the signal to node, which stops',
    async (name) => {
      const dir = scratchDir('npm-signal-');
      writeFileSync(path.join(dir, 'recorder.mjs'), RECORDER);
      const command = lastCommandRunning(scripts[name]!, 'recorder.mjs');
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({ name: 'signal-check', version: '1.0.0', scripts: { run: command } }),
      );
      const npm = spawn('npm', ['run', '-s', 'run'], { cwd: dir, stdio: 'ignore' });
      try {
        await until(() => existsSync(path.join(dir, 'ready')), 'the script started');
        npm.kill('SIGTERM');
        await until(() => existsSync(path.join(dir, 'sigterm')), 'node was told to stop');
      } finally {
        npm.kill('SIGKILL');
      }
      expect(existsSync(path.join(dir, 'sigterm'))).toBe(true);
    },
    20_000,
  );
});
