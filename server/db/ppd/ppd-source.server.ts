import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** How many leading bytes identify a file, together with its size. */
export const KEY_PREFIX_BYTES = 64 * 1024;

/** The input could not be opened or read at all (missing file, a directory, no permission). */
export class PpdSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PpdSourceError';
  }
}

/** An input ready to stream, identified by a key that stays the same across runs. */
export interface PpdSource {
  /** `sha256:<hex of the first 64 KiB>:<size>` for a file, `stdin:sha256:<hex of the first 64 KiB>`. */
  key: string;
  /** The file's name (as given), or `-` for stdin. */
  name: string;
  /** Total bytes when known (a file), for a percentage. */
  size: number | undefined;
  /** Whether `chunks(offset)` can start mid-input; otherwise resume re-reads and skips lines. */
  seekable: boolean;
  /**
   * Streams the bytes from `offset` (0 unless seekable). May be called once, and again only after
   * the previous stream was abandoned (a failed resume check).
   */
  chunks(offset: number): AsyncIterable<unknown>;
  /** The byte just before `offset`, to check that a stored offset still falls on a line break. */
  byteBefore(offset: number): Promise<number | undefined>;
}

const sha256 = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

async function openFile(file: string): Promise<PpdSource> {
  let size: number;
  let prefix: Buffer;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a regular file');
    size = info.size;
    const handle = await open(file, 'r');
    try {
      const buf = Buffer.alloc(Math.min(KEY_PREFIX_BYTES, size));
      const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
      prefix = buf.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (err) {
    throw new PpdSourceError(`Cannot read ${file}: ${(err as Error).message}`, { cause: err });
  }
  return {
    key: `sha256:${sha256(prefix)}:${size}`,
    name: path.basename(file),
    size,
    seekable: true,
    chunks: (offset) => createReadStream(file, { start: offset, highWaterMark: 256 * 1024 }),
    async byteBefore(offset) {
      if (offset <= 0 || offset > size) return undefined;
      const handle = await open(file, 'r');
      try {
        const one = Buffer.alloc(1);
        const { bytesRead } = await handle.read(one, 0, 1, offset - 1);
        return bytesRead === 1 ? one[0] : undefined;
      } finally {
        await handle.close();
      }
    },
  };
}

/** Reads up to 64 KiB of a stream for its key, then replays those bytes before the rest. */
async function openStream(stream: Readable | AsyncIterable<unknown>): Promise<PpdSource> {
  const iterator = (stream as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let done = false;
  while (headBytes < KEY_PREFIX_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value)
      ? next.value
      : Buffer.from(next.value as string | Uint8Array);
    head.push(chunk);
    headBytes += chunk.length;
  }
  const prefix = Buffer.concat(head).subarray(0, KEY_PREFIX_BYTES);
  let used = false;
  return {
    key: `stdin:sha256:${sha256(prefix)}`,
    name: '-',
    size: undefined,
    seekable: false,
    chunks(offset) {
      if (offset !== 0) throw new Error('stdin cannot seek');
      if (used) throw new Error('stdin can be read once');
      used = true;
      return (async function* () {
        yield* head;
        if (done) return;
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield next.value;
        }
      })();
    },
    byteBefore: async () => undefined,
  };
}

/**
 * Opens a Price Paid input: a file path, or `-` for standard input (`stdin` overrides
 * `process.stdin`, for tests), or any readable byte stream.
 */
export function openPpdSource(
  source: string | Readable | AsyncIterable<unknown>,
  stdin?: Readable | AsyncIterable<unknown>,
): Promise<PpdSource> {
  if (source === '-') return openStream(stdin ?? process.stdin);
  if (typeof source === 'string') return openFile(source);
  return openStream(source);
}
