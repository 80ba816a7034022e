import { describe, expect, it } from 'vitest';
import { readLines, type InputLine } from './read-lines.server';

async function collect(chunks: (string | Buffer)[], options = {}): Promise<InputLine[]> {
  const out: InputLine[] = [];
  for await (const l of readLines(chunks, options)) out.push(l);
  return out;
}

describe('readLines', () => {
  it('splits LF and CRLF lines across chunk boundaries with their byte offsets', async () => {
    const lines = await collect(['ab', 'c\r\nde', 'f\n', '\ng']);
    expect(lines).toEqual([
      { line: 1, text: 'abc', endOffset: 5 },
      { line: 2, text: 'def', endOffset: 9 },
      { line: 3, text: '', endOffset: 10 },
      { line: 4, text: 'g', endOffset: 11 },
    ]);
  });

  it('keeps multi-byte characters split between chunks whole', async () => {
    const bytes = Buffer.from('PENRHYN-COCH £\nYSTRAD\n');
    const lines = await collect([bytes.subarray(0, 14), bytes.subarray(14)]);
    expect(lines.map((l) => l.text)).toEqual(['PENRHYN-COCH £', 'YSTRAD']);
  });

  it('drops a byte-order mark at the start', async () => {
    const lines = await collect([Buffer.from('\ufeffa\nb\n')]);
    expect(lines).toEqual([
      { line: 1, text: 'a', endOffset: 5 },
      { line: 2, text: 'b', endOffset: 7 },
    ]);
  });

  it('skips lines without yielding them, keeping numbers and offsets absolute', async () => {
    const lines = await collect(['one\ntwo\nthree\nfour'], { skipLines: 2 });
    expect(lines).toEqual([
      { line: 3, text: 'three', endOffset: 14 },
      { line: 4, text: 'four', endOffset: 18 },
    ]);
  });

  it('continues numbering from a seek position', async () => {
    const lines = await collect(['three\n'], { startLine: 2, startOffset: 8 });
    expect(lines).toEqual([{ line: 3, text: 'three', endOffset: 14 }]);
  });

  it('reports an over-long line without keeping it, then carries on', async () => {
    const long = 'x'.repeat(50);
    const lines = await collect(['ok\n', long.slice(0, 20), long.slice(20), '\nnext\n'], {
      maxLineBytes: 10,
    });
    expect(lines.map((l) => [l.line, l.tooLong ?? false, l.text.length])).toEqual([
      [1, false, 2],
      [2, true, 20],
      [3, false, 4],
    ]);
    expect(lines[2]?.endOffset).toBe(3 + 50 + 1 + 5);
  });
});
