import { describe, expect, it } from 'vitest';
import { formatImportReport, parseImportPpdArgs, UsageError } from './import-ppd-cli.server';
import type { ImportPpdResult } from './import-ppd.server';

describe('parseImportPpdArgs', () => {
  it('takes a file or - and the options', () => {
    expect(parseImportPpdArgs(['pp-2024.csv'])).toEqual({
      source: 'pp-2024.csv',
      batchSize: 5000,
      force: false,
      showErrors: 20,
    });
    expect(parseImportPpdArgs(['--batch-size', '200', '-', '--force', '--show-errors=0'])).toEqual({
      source: '-',
      batchSize: 200,
      force: true,
      showErrors: 0,
    });
    expect(parseImportPpdArgs(['--batch-size=10', '--', '--odd-name.csv'])?.source).toBe(
      '--odd-name.csv',
    );
    expect(parseImportPpdArgs(['-h'])).toBeNull();
  });

  it.each([
    [[], 'give a file, or - for stdin'],
    [['a.csv', 'b.csv'], 'give one file only'],
    [['--batch-size', 'x', 'a.csv'], '--batch-size needs a whole number of at least 1'],
    [['--batch-size'], '--batch-size needs a whole number of at least 1'],
    [['--nope', 'a.csv'], 'unknown option --nope'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseImportPpdArgs(argv)).toThrow(new UsageError(message));
  });
});

describe('formatImportReport', () => {
  const result: ImportPpdResult = {
    fileKey: 'sha256:x:1',
    fileName: 'pp-2024.csv',
    rows: 12345,
    applied: 12000,
    unchanged: 300,
    deleted: 40,
    deleteMisses: 2,
    bad: 3,
    seconds: 1.234,
    rowsPerSecond: 10004,
    resumedFromLine: 5000,
    completed: true,
    alreadyImported: false,
    linesCommitted: 17345,
    errors: [
      { line: 7, reason: 'price "x" is not a whole number of pounds', text: '' },
      { line: 9, reason: 'expected 16 columns, found 3', text: '' },
    ],
  };

  it('prints the summary and the first bad rows', () => {
    expect(formatImportReport(result, 1)).toBe(
      [
        'pp-2024.csv: import complete',
        '  rows read        12,345',
        '  applied          12,000 (300 unchanged)',
        '  deleted          40 (2 not found)',
        '  bad rows         3',
        '  time             1.2 s, 10,004 rows/s',
        '  resumed at line  5,000',
        'First bad rows (1 of 3):',
        '  line 7: price "x" is not a whole number of pounds',
        '',
      ].join('\n'),
    );
  });

  it('says when a file was imported before, or the run stopped early', () => {
    expect(formatImportReport({ ...result, alreadyImported: true }, 5)).toContain(
      'already imported (17,345 lines)',
    );
    expect(formatImportReport({ ...result, completed: false }, 0)).toContain(
      'import stopped; run again to resume',
    );
  });
});
