import type { Response } from 'express';

/**
 * Keeps a copy of what the handler writes to `res` (before compression, which wraps `write` and
 * `end` below us) while it still goes to the visitor as it is written. `body()` is the whole
 * body once `end` was called, otherwise null (an aborted or unfinished answer).
 */
export function captureBody(res: Response): { body(): Buffer | null } {
  const chunks: Buffer[] = [];
  let ended = false;
  const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
    if (Buffer.isBuffer(chunk)) return chunk;
    // A view, not a copy: a stream's writer must not change a chunk once written, and body()
    // copies them all into one buffer anyway.
    if (chunk instanceof Uint8Array)
      return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    return Buffer.from(
      String(chunk),
      typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
    );
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const b = toBuffer(chunk, rest[0]);
    if (b) chunks.push(b);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const b = toBuffer(chunk, rest[0]);
    if (b) chunks.push(b);
    ended = true;
    return end(chunk, ...rest);
  }) as Response['end'];
  return { body: () => (ended ? Buffer.concat(chunks) : null) };
}
