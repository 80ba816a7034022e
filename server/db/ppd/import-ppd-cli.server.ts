import type { Readable } from 'node:stream';
import type { Db } from '#server/db/db.server';
import { DEFAULT_BATCH_SIZE, importPpd, type ImportPpdResult } from './import-ppd.server';
import type { ImportProgressOptions, ProgressOutput } from './import-progress.server';
import { PpdSourceError } from './ppd-source.server';

export const IMPORT_PPD_USAGE = `Usage: npm run import:ppd -- <file.csv | -> [options]

Imports HM Land Registry Price Paid Data (pp-complete.csv, pp-YYYY.csv, pp-monthly-update.csv)
into sold_house_prices. "-" reads standard input. An interrupted import resumes where it stopped;
a file imported completely before is skipped unless --force.

Options:
  --batch-size N   lines per transaction (default ${DEFAULT_BATCH_SIZE})
  --force          import again from the first line
  --show-errors N  bad rows to list at the end (default 20)
  -h, --help       this text
`;

export interface ImportPpdArgs {
  source: string;
  batchSize: number;
  force: boolean;
  showErrors: number;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

function positiveInt(flag: string, value: string | undefined, min: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`${flag} needs a whole number${min > 0 ? ` of at least ${min}` : ''}`);
  }
  return Number(value);
}

/** Parses the CLI arguments (after `node script`); null means `--help`. */
export function parseImportPpdArgs(argv: readonly string[]): ImportPpdArgs | null {
  const args: ImportPpdArgs = {
    source: '',
    batchSize: DEFAULT_BATCH_SIZE,
    force: false,
    showErrors: 20,
  };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const [flag, inline] =
      a.startsWith('--') && a.includes('=') ? a.split(/=(.*)/s) : [a, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '-h':
      case '--help':
        return null;
      case '--batch-size':
        args.batchSize = positiveInt('--batch-size', value(), 1);
        break;
      case '--show-errors':
        args.showErrors = positiveInt('--show-errors', value(), 0);
        break;
      case '--force':
        args.force = true;
        break;
      case '--':
        positional.push(...argv.slice(i + 1));
        i = argv.length;
        break;
      default:
        if (a !== '-' && a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
        positional.push(a);
    }
  }
  if (positional.length !== 1) {
    throw new UsageError(positional.length ? 'give one file only' : 'give a file, or - for stdin');
  }
  args.source = positional[0] as string;
  return args;
}

const n = (v: number) => v.toLocaleString('en-GB');

/** The end-of-run report: the summary, then the first bad rows with their line numbers. */
export function formatImportReport(result: ImportPpdResult, showErrors: number): string {
  const out: string[] = [];
  if (result.alreadyImported) {
    out.push(
      `${result.fileName}: already imported (${n(result.linesCommitted)} lines); nothing to do. ` +
        'Use --force to import it again.',
    );
    return `${out.join('\n')}\n`;
  }
  out.push(
    `${result.fileName}: ${result.completed ? 'import complete' : 'import stopped; run again to resume'}`,
    `  rows read        ${n(result.rows)}`,
    `  applied          ${n(result.applied)} (${n(result.unchanged)} unchanged)`,
    `  deleted          ${n(result.deleted)}${result.deleteMisses ? ` (${n(result.deleteMisses)} not found)` : ''}`,
    `  bad rows         ${n(result.bad)}`,
    `  time             ${result.seconds.toFixed(1)} s, ${n(result.rowsPerSecond)} rows/s`,
    `  resumed at line  ${n(result.resumedFromLine)}`,
  );
  const shown = result.errors.slice(0, showErrors);
  if (shown.length) {
    out.push(
      `First bad rows${result.bad > shown.length ? ` (${shown.length} of ${n(result.bad)})` : ''}:`,
    );
    for (const e of shown) out.push(`  line ${e.line}: ${e.reason}`);
  }
  return `${out.join('\n')}\n`;
}

export interface ImportPpdCliDeps {
  db: Db;
  stdout: { write(text: string): unknown };
  /** Progress and errors go here; a TTY gets a progress bar. */
  stderr: ProgressOutput;
  stdin?: Readable | AsyncIterable<unknown>;
  logger?: ImportProgressOptions['logger'];
  signal?: AbortSignal;
}

/**
 * Runs the `import:ppd` command and returns its exit code: 0 when the import ran (bad rows are
 * reported, not fatal), 1 when the input cannot be read, 2 for a usage error.
 */
export async function runImportPpdCli(
  argv: readonly string[],
  deps: ImportPpdCliDeps,
): Promise<number> {
  let args: ImportPpdArgs | null;
  try {
    args = parseImportPpdArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    deps.stderr.write(`import:ppd: ${err.message}\n\n${IMPORT_PPD_USAGE}`);
    return 2;
  }
  if (!args) {
    deps.stdout.write(IMPORT_PPD_USAGE);
    return 0;
  }
  try {
    const result = await importPpd(deps.db, args.source, {
      batchSize: args.batchSize,
      force: args.force,
      maxErrors: Math.max(args.showErrors, 1),
      stdin: deps.stdin,
      signal: deps.signal,
      logger: deps.logger,
      progress: { output: deps.stderr, logger: deps.stderr.isTTY ? undefined : deps.logger },
    });
    deps.stdout.write(formatImportReport(result, args.showErrors));
    return 0;
  } catch (err) {
    if (err instanceof PpdSourceError) {
      deps.stderr.write(`import:ppd: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}
