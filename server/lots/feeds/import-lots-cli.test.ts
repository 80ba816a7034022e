import { describe, expect, it } from 'vitest';
import { describeChange, formatLotFeedReport, parseImportLotsArgs } from './import-lots-cli.server';
import { zeroCounts } from './import-log.server';

describe('import:lots arguments', () => {
  it('reads a source, --dry-run and --house', () => {
    expect(parseImportLotsArgs(['feeds/', '--dry-run', '--house=harland'])).toEqual({
      source: 'feeds/',
      dryRun: true,
      house: 'harland',
      withdrawMissing: false,
    });
    expect(parseImportLotsArgs(['a.csv', '--withdraw-missing'])).toMatchObject({
      withdrawMissing: true,
    });
    expect(parseImportLotsArgs(['-'])).toMatchObject({ source: '-' });
    expect(parseImportLotsArgs(['--help'])).toBeNull();
  });

  it('refuses a missing source, two sources, unknown options and a bad slug', () => {
    expect(() => parseImportLotsArgs([])).toThrow('give a file, a directory or -');
    expect(() => parseImportLotsArgs(['a.csv', 'b.csv'])).toThrow('give one file or directory');
    expect(() => parseImportLotsArgs(['a.csv', '--force'])).toThrow('unknown option --force');
    expect(() => parseImportLotsArgs(['a.csv', '--house', 'Bad Slug'])).toThrow('--house');
  });

  it('describes a change for the dry-run diff', () => {
    expect(
      describeChange({
        kind: 'guide_changed',
        before: { min: 250000, max: 275000 },
        after: { min: 230000, max: null },
      }),
    ).toBe('guide_changed: min 250,000, max 275,000 → min 230,000, max —');
  });

  it('prints what a feed carried with its control characters as escapes, never to the terminal', () => {
    const text = formatLotFeedReport(
      {
        importId: null,
        fileName: 'feed\u001b]0;owned\u0007.csv',
        status: 'rejected',
        counts: { ...zeroCounts(), rejected: 1 },
        errors: [{ line: 2, field: 'lot\u001b[2Jnumber', reason: 'Unknown column\r\u009b31m' }],
        warnings: [],
        lots: [],
        refused: [],
      },
      false,
    );
    expect(text).not.toMatch(/(?![\n\t])\p{Cc}/u);
    expect(text).toBe(
      'feed\\u001b]0;owned\\u0007.csv: rejected: nothing was changed\n' +
        '  inserted 0, updated 0, withdrawn 0, unchanged 0, rejected 1\n' +
        '  line 2: lot\\u001b[2Jnumber: Unknown column\\u000d\\u009b31m\n',
    );
  });
});
