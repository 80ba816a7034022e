import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '#server/db/db.server';
import { UsageError } from '#server/db/ppd/import-ppd-cli.server';
import { createImportProgress, type ProgressOutput } from '#server/db/ppd/import-progress.server';
import { LOT_FEED_LIMITS } from '#schema/lot-feed-format';
import { importLotFeed, refusalReason, type LotFeedReport } from './import-lot-feed.server';
import type { LotChange } from './lot-changes';
import { decodeFeedBytes } from './decode-feed';

export const IMPORT_LOTS_USAGE = `Usage: npm run import:lots -- <file | directory | -> [options]

Imports auction houses' lot feeds (CSV or JSON, format_version 1; see README "Lot feeds").
A directory imports its .csv and .json files in name order; "-" reads standard input. Each file
is one transaction: a file with a rejected row changes nothing. Sending a file again changes
nothing; lots missing from a later feed of the same auction are withdrawn.

Options:
  --dry-run       print what each lot would change, write nothing
  --house SLUG    refuse rows of any other auction house
  --withdraw-missing
                  withdraw the lots a listed auction's feed leaves out however many (without it a
                  feed that would withdraw over half, and at least 3, of an auction's lots still
                  offered is refused)
  -h, --help      this text
`;

export interface ImportLotsArgs {
  source: string;
  dryRun: boolean;
  /** Withdraw whatever a listed auction's feed leaves out, past the guard. */
  withdrawMissing: boolean;
  house: string | undefined;
}

/** Parses the CLI arguments (after `node script`); null means `--help`. */
export function parseImportLotsArgs(argv: readonly string[]): ImportLotsArgs | null {
  const args: ImportLotsArgs = {
    source: '',
    dryRun: false,
    house: undefined,
    withdrawMissing: false,
  };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const [flag, inline] =
      a.startsWith('--') && a.includes('=') ? a.split(/=(.*)/s) : [a, undefined];
    switch (flag) {
      case '-h':
      case '--help':
        return null;
      case '--dry-run':
        args.dryRun = true;
        break;
      case '--withdraw-missing':
        args.withdrawMissing = true;
        break;
      case '--house': {
        const value = inline ?? argv[++i];
        if (!value || !/^[a-z0-9][a-z0-9-]{0,79}$/.test(value))
          throw new UsageError('--house needs an auction house slug');
        args.house = value;
        break;
      }
      default:
        if (a !== '-' && a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
        positional.push(a);
    }
  }
  if (positional.length !== 1)
    throw new UsageError(
      positional.length ? 'give one file or directory' : 'give a file, a directory or -',
    );
  args.source = positional[0] as string;
  return args;
}

/** Lots between two progress lines when stderr is not a terminal. */
const PLAIN_PROGRESS_EVERY = 500;

const FEED_FILE = /\.(csv|json)$/i;

/** The files a source names: itself, or a directory's feed files in name order. */
async function feedFiles(source: string): Promise<string[]> {
  const info = await stat(source);
  if (!info.isDirectory()) return [source];
  const names = (await readdir(source)).filter((n) => FEED_FILE.test(n)).sort();
  return names.map((n) => path.join(source, n));
}

async function readAll(stream: Readable | AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > LOT_FEED_LIMITS.maxBytes) throw new FeedReadError('standard input is too large');
    chunks.push(buf);
  }
  return decodeFeedBytes(Buffer.concat(chunks));
}

class FeedReadError extends Error {}

const money = (v: unknown) => (typeof v === 'number' ? v.toLocaleString('en-GB') : String(v));

/** `{min: 250000, max: 275000}` → `min 250,000, max 275,000`. */
function describeSide(side: unknown): string {
  if (side === null || side === undefined) return '—';
  if (typeof side !== 'object') return money(side);
  return Object.entries(side as Record<string, unknown>)
    .map(([k, v]) => `${k} ${v === null ? '—' : Array.isArray(v) ? `${v.length} items` : money(v)}`)
    .join(', ');
}

export function describeChange(c: LotChange): string {
  if (c.before === undefined) return `${c.kind} (${describeSide(c.after)})`;
  return `${c.kind}: ${describeSide(c.before)} → ${describeSide(c.after)}`;
}

/**
 * Text a feed carried, fit for a terminal: control characters other than a line break or a tab
 * (an escape sequence that recolours, moves the cursor or retitles the window; a carriage return
 * that writes over the line) as `\u001b`. A house's cells reach the operator's screen here.
 */
export const terminalSafe = (text: string) =>
  text.replace(/(?![\n\t])\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The end-of-file report: counts, rejected rows, warnings and (dry run) every lot's diff. */
export function formatLotFeedReport(report: LotFeedReport, showDiff: boolean): string {
  const c = report.counts;
  const head =
    report.status === 'rejected'
      ? 'rejected: nothing was changed'
      : report.status === 'dry-run'
        ? 'dry run: nothing was written'
        : report.status === 'unchanged'
          ? 'unchanged: every lot as stored, nothing recorded'
          : `applied (import ${report.importId})`;
  const out = [
    `${report.fileName}: ${head}`,
    `  inserted ${c.inserted}, updated ${c.updated}, withdrawn ${c.withdrawn}, unchanged ${c.unchanged}, rejected ${c.rejected}`,
  ];
  for (const e of report.errors.slice(0, LOT_FEED_LIMITS.maxReportedErrors))
    out.push(`  ${e.line ? `line ${e.line}` : 'file'}: ${e.field}: ${e.reason}`);
  for (const w of report.warnings) out.push(`  warning, line ${w.line}: ${w.field}: ${w.reason}`);
  if (report.status === 'dry-run')
    for (const r of report.refused) out.push(`  would be refused: ${refusalReason(r, 'cli')}`);
  if (showDiff)
    for (const lot of report.lots) {
      if (lot.action === 'unchanged') continue;
      out.push(`  lot ${lot.lotNumber} of ${lot.auction}: ${lot.action}`);
      for (const change of lot.changes) out.push(`    ${describeChange(change)}`);
    }
  return `${terminalSafe(out.join('\n'))}\n`;
}

export interface ImportLotsCliDeps {
  db: Db;
  stdout: { write(text: string): unknown };
  /** Errors and, on a terminal, a progress bar. */
  stderr: ProgressOutput;
  stdin?: Readable | AsyncIterable<unknown>;
}

export interface ImportLotsCliResult {
  code: number;
  /** Files that changed lots (so running servers should drop their cached pages). */
  applied: number;
}

/**
 * Runs `import:lots`: 0 when every file was applied (or would be, in a dry run), 1 when a file was
 * rejected or unreadable, 2 for a usage error.
 */
export async function runImportLotsCli(
  argv: readonly string[],
  deps: ImportLotsCliDeps,
): Promise<ImportLotsCliResult> {
  let args: ImportLotsArgs | null;
  try {
    args = parseImportLotsArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    deps.stderr.write(`import:lots: ${err.message}\n\n${IMPORT_LOTS_USAGE}`);
    return { code: 2, applied: 0 };
  }
  if (!args) {
    deps.stdout.write(IMPORT_LOTS_USAGE);
    return { code: 0, applied: 0 };
  }
  let files: string[];
  try {
    files = args.source === '-' ? ['-'] : await feedFiles(args.source);
  } catch {
    deps.stderr.write(`import:lots: cannot read ${args.source}\n`);
    return { code: 1, applied: 0 };
  }
  if (files.length === 0) {
    deps.stderr.write(`import:lots: no .csv or .json files in ${args.source}\n`);
    return { code: 1, applied: 0 };
  }
  let code = 0;
  let applied = 0;
  for (const file of files) {
    let text: string;
    try {
      if (file === '-') {
        text = await readAll(deps.stdin ?? process.stdin);
      } else {
        if ((await stat(file)).size > LOT_FEED_LIMITS.maxBytes)
          throw new FeedReadError(`${file} is larger than ${LOT_FEED_LIMITS.maxBytes} bytes`);
        text = decodeFeedBytes(await readFile(file));
      }
    } catch (err) {
      deps.stderr.write(
        `import:lots: ${err instanceof FeedReadError ? err.message : `cannot read ${file}`}\n`,
      );
      code = 1;
      continue;
    }
    const progress = deps.stderr.isTTY
      ? createImportProgress({ output: deps.stderr, totalBytes: 100 })
      : null;
    let rows = 0;
    const report = await importLotFeed(deps.db, {
      text,
      fileName: file === '-' ? 'stdin' : path.basename(file),
      format: /\.json$/i.test(file) ? 'json' : /\.csv$/i.test(file) ? 'csv' : undefined,
      source: 'cli',
      onlyHouse: args.house,
      dryRun: args.dryRun,
      withdrawMissing: args.withdrawMissing,
      onProgress: (done, total) => {
        rows = done;
        // Off a terminal, a line now and then (logs; the kill -9 fault test waits for one).
        if (!progress && done % PLAIN_PROGRESS_EVERY === 0)
          deps.stderr.write(`import:lots: ${file}: ${done} of ${total} lots\n`);
        progress?.update({
          rows: done,
          applied: 0,
          deleted: 0,
          bad: 0,
          bytes: (done / total) * 100,
        });
      },
    });
    progress?.finish({ rows, applied: 0, deleted: 0, bad: 0, bytes: 100 });
    deps.stdout.write(formatLotFeedReport(report, args.dryRun));
    // A dry run of a file with a rejected row fails too, as the HTTP dry run answers 400: a
    // house checking its export before sending it reads the exit code.
    if (report.status === 'rejected' || (args.dryRun && report.errors.length)) code = 1;
    if (report.status === 'applied') applied++;
  }
  return { code, applied };
}
