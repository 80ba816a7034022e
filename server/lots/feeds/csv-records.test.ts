import { describe, expect, it } from 'vitest';
import { csvRecords, MAX_RECORD_LINES } from './csv-records';

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
