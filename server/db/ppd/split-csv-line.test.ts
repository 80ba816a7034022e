import { describe, expect, it } from 'vitest';
import { splitCsvLine } from './split-csv-line';

describe('splitCsvLine', () => {
  it('splits the published all-quoted format', () => {
    expect(splitCsvLine('"{A}","250000","2023-01-01 00:00",""')).toEqual({
      ok: true,
      fields: ['{A}', '250000', '2023-01-01 00:00', ''],
    });
  });

  it('keeps commas inside quoted fields', () => {
    expect(splitCsvLine('"UNIT 4, THE MALTINGS","NOTTINGHAM"')).toEqual({
      ok: true,
      fields: ['UNIT 4, THE MALTINGS', 'NOTTINGHAM'],
    });
  });

  it('turns a doubled quote into one quote', () => {
    expect(splitCsvLine('"THE OLD FORGE ""GLAN-Y-MOR""","TENBY"')).toEqual({
      ok: true,
      fields: ['THE OLD FORGE "GLAN-Y-MOR"', 'TENBY'],
    });
    expect(splitCsvLine('""""')).toEqual({ ok: true, fields: ['"'] });
  });

  it('accepts unquoted fields, empty fields and a trailing empty field', () => {
    expect(splitCsvLine('a,"b",,c,')).toEqual({ ok: true, fields: ['a', 'b', '', 'c', ''] });
    expect(splitCsvLine('"a",')).toEqual({ ok: true, fields: ['a', ''] });
    expect(splitCsvLine('')).toEqual({ ok: true, fields: [''] });
  });

  it('keeps apostrophes and backslashes as they are', () => {
    expect(splitCsvLine(`"ST MARY'S ROAD","C:\\X"`)).toEqual({
      ok: true,
      fields: ["ST MARY'S ROAD", 'C:\\X'],
    });
  });

  it('reports an unterminated quote with its column', () => {
    expect(splitCsvLine('"a","b","c')).toEqual({
      ok: false,
      reason: 'unterminated quoted field in column 3',
    });
    expect(splitCsvLine('"')).toEqual({
      ok: false,
      reason: 'unterminated quoted field in column 1',
    });
  });

  it('reports text after a closing quote and stray quotes in unquoted fields', () => {
    expect(splitCsvLine('"a"x,"b"')).toEqual({
      ok: false,
      reason: 'unexpected text after the closing quote of column 1',
    });
    expect(splitCsvLine('"a",b"c')).toEqual({
      ok: false,
      reason: 'stray quote inside unquoted column 2',
    });
  });
});
