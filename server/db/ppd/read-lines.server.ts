/** One physical line of the input, without its line break. */
export interface InputLine {
  /** 1-based line number in the whole input, counting lines skipped on resume. */
  line: number;
  text: string;
  /** Byte offset just past this line's line break: where the next line starts. */
  endOffset: number;
  /** Set when the line exceeded `maxLineBytes`; `text` then holds only its start. */
  tooLong?: boolean;
}

export interface ReadLinesOptions {
  /** Line number of the line before the first byte of `chunks` (lines already consumed). */
  startLine?: number;
  /** Byte offset of the first byte of `chunks` in the whole input. */
  startOffset?: number;
  /** Lines to pass over without decoding (resume where seeking is impossible, e.g. stdin). */
  skipLines?: number;
  /** A longer line is reported as too long and not kept in memory; default 64 KiB. */
  maxLineBytes?: number;
  /** Called with each chunk's byte length, for progress. */
  onBytes?: (bytes: number) => void;
}

const LF = 0x0a;
const CR = 0x0d;
const EMPTY = Buffer.alloc(0);

const toBuffer = (chunk: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), 'utf8');

function decode(buf: Buffer, start: number, end: number): string {
  if (end > start && buf[end - 1] === CR) end--;
  return buf.toString('utf8', start, end);
}

/**
 * Splits a byte stream into lines (LF or CRLF) with memory bounded by one chunk plus one line.
 * Splitting bytes rather than text is safe for UTF-8: 0x0A never occurs inside a multi-byte
 * character. A byte-order mark at the very start of the input is dropped.
 */
export async function* readLines(
  chunks: AsyncIterable<unknown> | Iterable<unknown>,
  options: ReadLinesOptions = {},
): AsyncGenerator<InputLine> {
  const maxLineBytes = options.maxLineBytes ?? 64 * 1024;
  let line = options.startLine ?? 0;
  let offset = options.startOffset ?? 0; // offset of carry[0] (or of the next chunk if no carry)
  let toSkip = options.skipLines ?? 0;
  let carry: Buffer = EMPTY;
  /** Inside an over-long line: drop bytes until its line break. */
  let discarding: { text: string } | null = null;
  let first = offset === 0;

  for await (const raw of chunks) {
    let chunk = toBuffer(raw);
    options.onBytes?.(chunk.length);
    if (first) {
      first = false;
      if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
        chunk = chunk.subarray(3);
        offset += 3;
      }
    }
    if (discarding) {
      const nl = chunk.indexOf(LF);
      if (nl === -1) {
        offset += chunk.length;
        continue;
      }
      offset += nl + 1;
      chunk = chunk.subarray(nl + 1);
      line++;
      if (toSkip > 0) toSkip--;
      else yield { line, text: discarding.text, endOffset: offset, tooLong: true };
      discarding = null;
    }
    const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(LF, start);
      if (nl === -1) break;
      line++;
      if (toSkip > 0) {
        toSkip--;
      } else if (nl - start > maxLineBytes) {
        yield {
          line,
          text: decode(buf, start, start + 200),
          endOffset: offset + nl + 1,
          tooLong: true,
        };
      } else {
        yield { line, text: decode(buf, start, nl), endOffset: offset + nl + 1 };
      }
      start = nl + 1;
    }
    offset += start;
    const rest = buf.length - start;
    if (rest > maxLineBytes) {
      discarding = { text: decode(buf, start, start + 200) };
      offset += rest;
      carry = EMPTY;
    } else {
      // Copy so the carried tail does not pin the whole chunk in memory.
      carry = rest ? Buffer.from(buf.subarray(start)) : EMPTY;
    }
  }
  if (discarding) {
    line++;
    if (toSkip === 0) yield { line, text: discarding.text, endOffset: offset, tooLong: true };
  } else if (carry.length) {
    line++;
    if (toSkip === 0) {
      yield { line, text: decode(carry, 0, carry.length), endOffset: offset + carry.length };
    }
  }
}
