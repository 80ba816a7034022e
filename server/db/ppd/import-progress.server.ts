/** What an import run did, as printed at the end and returned by `importPpd`. */
export interface PpdImportSummary {
  /** Lines read in this run (good and bad; blank lines not counted). */
  rows: number;
  /** A/C records that inserted a row or changed one (an identical re-import applies 0). */
  applied: number;
  /** D records that removed an existing row. */
  deleted: number;
  /** Lines rejected, each with its line number in `errors`. */
  bad: number;
  seconds: number;
  rowsPerSecond: number;
  /** Lines already committed by an earlier, interrupted run, and skipped by this one. */
  resumedFromLine: number;
}

export interface ProgressCounts {
  rows: number;
  applied: number;
  deleted: number;
  bad: number;
  /** Bytes of the input read so far, including any skipped on resume. */
  bytes: number;
}

/** Where progress goes: normally `process.stderr`. */
export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ImportProgressOptions {
  output?: ProgressOutput;
  /** Draw a redrawn bar (default: `output.isTTY`); otherwise write a plain line now and then. */
  tty?: boolean;
  /** Input size, for a percentage. */
  totalBytes?: number | undefined;
  resumedFromLine?: number;
  /** Plain lines go to this logger instead of `output`, when given. */
  logger?: { info(obj: object, msg: string): void };
  /** Minimum time between plain lines; default 5 s (the bar redraws at most every 100 ms). */
  intervalMs?: number;
  now?: () => number;
}

export interface ImportProgress {
  update(counts: ProgressCounts): void;
  /** Draws the last state, ends the bar's line and returns the run's summary. */
  finish(counts: ProgressCounts): PpdImportSummary;
}

const BAR_WIDTH = 24;
const number = (n: number) => Math.round(n).toLocaleString('en-GB');

/** A progress reporter for an import run: a one-line bar on a terminal, log lines elsewhere. */
export function createImportProgress(options: ImportProgressOptions = {}): ImportProgress {
  const output = options.output ?? process.stderr;
  const tty = options.tty ?? Boolean(output.isTTY);
  const now = options.now ?? (() => performance.now());
  const interval = tty ? 100 : (options.intervalMs ?? 5_000);
  const started = now();
  let lastDraw = started;
  let drawn = false;

  const rate = (rows: number, t: number) => {
    const s = (t - started) / 1000;
    return s > 0 ? rows / s : 0;
  };
  const percent = (bytes: number) =>
    options.totalBytes ? Math.min(100, (bytes / options.totalBytes) * 100) : undefined;

  function drawBar(c: ProgressCounts, t: number) {
    const pct = percent(c.bytes);
    const filled = pct === undefined ? 0 : Math.round((pct / 100) * BAR_WIDTH);
    const bar =
      pct === undefined
        ? ''
        : `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${pct.toFixed(1)}% `;
    let line = `${bar}${number(c.rows)} rows ${number(rate(c.rows, t))} rows/s`;
    if (c.deleted) line += ` ${number(c.deleted)} deleted`;
    if (c.bad) line += ` ${number(c.bad)} bad`;
    const width = output.columns ?? 0;
    if (width > 1 && line.length >= width) line = line.slice(0, width - 1);
    output.write(`\r${line}\x1b[K`);
    drawn = true;
  }

  function logLine(c: ProgressCounts, t: number) {
    const pct = percent(c.bytes);
    const fields = {
      rows: c.rows,
      applied: c.applied,
      deleted: c.deleted,
      bad: c.bad,
      rowsPerSecond: Math.round(rate(c.rows, t)),
      ...(pct === undefined ? {} : { percent: Number(pct.toFixed(1)) }),
    };
    drawn = true;
    if (options.logger) {
      options.logger.info(fields, 'ppd import progress');
    } else {
      const pctText = pct === undefined ? '' : ` (${pct.toFixed(1)}%)`;
      output.write(
        `ppd import: ${number(c.rows)} rows${pctText}, ${number(fields.rowsPerSecond)} rows/s, ` +
          `${number(c.bad)} bad\n`,
      );
    }
  }

  return {
    update(c) {
      const t = now();
      if (t - lastDraw < interval) return;
      lastDraw = t;
      if (tty) drawBar(c, t);
      else logLine(c, t);
    },
    finish(c) {
      const t = now();
      if (tty) {
        drawBar(c, t);
        output.write('\n');
      } else if (drawn) {
        logLine(c, t);
      }
      const seconds = (t - started) / 1000;
      return {
        rows: c.rows,
        applied: c.applied,
        deleted: c.deleted,
        bad: c.bad,
        seconds: Number(seconds.toFixed(3)),
        rowsPerSecond: Math.round(rate(c.rows, t)),
        resumedFromLine: options.resumedFromLine ?? 0,
      };
    },
  };
}
