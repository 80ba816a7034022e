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

function bufferedStdout(bytes: number) {
  const stream = pino.destination({ dest: 1, minLength: bytes, sync: false });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Still opening, or being written: the next tick writes it.
    }
  }, FLUSH_EVERY_MS).unref();
  return stream;
}

export type { Logger };
