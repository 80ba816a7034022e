import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvRecords, MAX_RECORD_LINES, quoteOpenAfter } from './csv-records';

describe('csvRecords', () => {
  it('is one record a line when no quoted cell holds a line break', () => {
    expect(csvRecords('a,b\r\n"x, y",z\n')).toEqual([
      { line: 1, text: 'a,b' },
      { line: 2, text: '"x, y",z' },
      { line: 3, text: '' },
    ]);
  });

  it('joins the lines of a quoted cell that holds line breaks, numbered by its first line', () => {
    expect(csvRecords('h1,h2\r\n1,"First line.\r\n\r\nSay ""hi"".\r\nEnd"\r\n2,x')).toEqual([
      { line: 1, text: 'h1,h2' },
      { line: 2, text: '1,"First line.\n\nSay ""hi"".\nEnd"' },
      { line: 6, text: '2,x' },
    ]);
  });

  it('a quote inside an unquoted cell opens nothing', () => {
    expect(csvRecords('1,12" wall,x\n2,y').map((r) => r.line)).toEqual([1, 2]);
  });

  it('a quoted cell never closed spoils its own line only', () => {
    expect(csvRecords('1,"open\n2,x\n3,y').map((r) => r.text)).toEqual(['1,"open', '2,x', '3,y']);
    const long = [
      '1,"open',
      ...Array.from({ length: MAX_RECORD_LINES + 5 }, (_, i) => `${i}`),
      '"',
    ];
    expect(csvRecords(long.join('\n'))[0]).toEqual({ line: 1, text: '1,"open' });
  });
});

/** The rule as first written: each record looks ahead line by line from its own first line. */
function recordsByLookingAhead(text: string) {
  const lines = text.split(/\r?\n/);
  const records: { line: number; text: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    let open = quoteOpenAfter(lines[i]!, false);
    let end = i;
    while (open && end + 1 < lines.length && end - i + 1 < MAX_RECORD_LINES) {
      end++;
      open = quoteOpenAfter(lines[end]!, true);
    }
    if (open || end === i) records.push({ line: i + 1, text: lines[i]! });
    else {
      records.push({ line: i + 1, text: lines.slice(i, end + 1).join('\n') });
      i = end;
    }
  }
  return records;
}

describe('csvRecords, read in one pass', () => {
  it('finds the records the look-ahead rule finds, for any mix of quotes, commas and lines', () => {
    const piece = fc.constantFrom('"', '""', ',', '\n', '\r\n', 'a', ' ', ',"', '"\n');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (pieces) => {
        const text = pieces.join('');
        expect(csvRecords(text)).toEqual(recordsByLookingAhead(text));
      }),
      { numRuns: 2_000 },
    );
  });

  it('a cell that closes on the last line a record may span joins them; one line more does not', () => {
    const spanning = (lines: number) =>
      ['1,"open', ...Array.from({ length: lines - 2 }, (_, i) => `${i}`), 'end"', '2,x'].join('\n');
    expect(csvRecords(spanning(MAX_RECORD_LINES))[0]!.line).toBe(1);
    expect(csvRecords(spanning(MAX_RECORD_LINES))[1]).toEqual({
      line: MAX_RECORD_LINES + 1,
      text: '2,x',
    });
    expect(csvRecords(spanning(MAX_RECORD_LINES + 1))[0]).toEqual({ line: 1, text: '1,"open' });
    expect(csvRecords(spanning(MAX_RECORD_LINES)).map((r) => r.text)).toEqual(
      recordsByLookingAhead(spanning(MAX_RECORD_LINES)).map((r) => r.text),
    );
  });
});
