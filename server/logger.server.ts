import { fstatSync } from 'node:fs';
import pino, { type Logger } from 'pino';

/** Paths pino removes from every line: credentials never reach the logs. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordConfirmation',
  '*.currentPassword',
  '*.token',
  '*.jwt',
];

/**
 * The process's logger. Without a destination it writes to stdout in blocks of `bufferBytes`
 * (one write per block instead of per line: decision 040), at least once a second and
 * synchronously on exit; `bufferBytes` 0 writes every line at once.
 */
export function createLogger(
  level: string,
  destination?: pino.DestinationStream,
  bufferBytes = 0,
): Logger {
  const stream = destination ?? (bufferBytes > 0 ? bufferedStdout(bufferBytes) : undefined);
  return pino(
    {
      level,
      base: { service: 'auction-directory' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    stream,
  );
}

/** A quiet server's lines still show within a second: the block is written at least that often. */
const FLUSH_EVERY_MS = 1_000;

/** Where lines go in blocks: a string per block, in order. */
export interface BlockTarget {
  write(block: string): unknown;
}

/**
 * Collects lines and hands them on `blockChars` at a time, joined: one write to the target per
 * block instead of one per line. pino's own file stream measures the byte length of its whole
 * pending buffer on every line (~2 µs a line at a 4 KB block: a tenth of a cached answer's cost),
 * so it gets whole blocks and writes each as soon as the last one is out.
 */
export function createBlockWriter(target: BlockTarget, blockChars: number) {
  let lines: string[] = [];
  let chars = 0;
  const flush = () => {
    if (lines.length === 0) return;
    const block = lines.length === 1 ? lines[0]! : lines.join('');
    lines = [];
    chars = 0;
    target.write(block);
  };
  return {
    write(line: string): boolean {
      lines.push(line);
      chars += line.length;
      if (chars >= blockChars) flush();
      return true;
    },
    flush,
  };
}

/** Whether stdout is a regular file (a bench, `npm start > log`), not a pipe, socket or terminal. */
function stdoutIsFile(): boolean {
  try {
    return fstatSync(1).isFile();
  } catch {
    return false;
  }
}

function bufferedStdout(bytes: number) {
  // Lines still held here go to the stream before it is written out at exit: these listeners are
  // added before the stream exists, so before pino's own exit hooks; `flushSync` covers the case
  // where another stream's hooks were added first.
  const handOn = () => blocks.flush();
  process.once('beforeExit', handOn);
  process.once('exit', () => {
    handOn();
    try {
      stdout.flushSync();
    } catch {
      // Ended already by pino's hook, or a write still in flight that completes on its own.
    }
  });
  const stdout = pino.destination({ dest: 1, minLength: 0, sync: stdoutIsFile() });
  const blocks = createBlockWriter(
    {
      write(block) {
        try {
          stdout.write(block);
        } catch {
          // A stdout closed under us (a broken pipe: nobody reads): the lines go nowhere, and
          // the timer that hands them on must not throw.
        }
      },
    },
    bytes,
  );
  setInterval(handOn, FLUSH_EVERY_MS).unref();
  return blocks;
}

export type { Logger };
