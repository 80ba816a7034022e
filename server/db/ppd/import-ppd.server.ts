import type { Readable } from 'node:stream';
import type { Db } from '#server/db/db.server';
import type { PpdOperation, PpdRecord, PpdRowError } from './ppd-format';
import { parsePpdLine } from './ppd-row-parser';
import {
  createImportProgress,
  type ImportProgressOptions,
  type PpdImportSummary,
  type ProgressCounts,
} from './import-progress.server';
import { openPpdSource } from './ppd-source.server';
import {
  advanceImportState,
  deleteSoldPrices,
  loadImportState,
  lockImportState,
  resetImportState,
  upsertSoldPrices,
} from './ppd-store.server';
import { readLines } from './read-lines.server';
import {
  deferSoldPriceIndexes,
  restoreSoldPriceIndexes,
  soldPricesEmpty,
} from './ppd-indexes.server';

export const DEFAULT_BATCH_SIZE = 5_000;
export const DEFAULT_MAX_ERRORS = 100;

export interface ImportPpdOptions {
  /** Lines per transaction; default 5,000. */
  batchSize?: number;
  /** Import again from line 1 even if this input was imported before (upserts are idempotent). */
  force?: boolean;
  /** Bad rows kept in `errors` (all are counted); default 100. */
  maxErrors?: number;
  /** Called for every bad row, in line order. */
  onError?: (error: PpdRowError) => void;
  /** Stops after the batch in flight commits; the result then has `completed: false`. */
  signal?: AbortSignal;
  /** Stops after this many committed batches, as an interruption would (tests, trial runs). */
  maxBatches?: number;
  /** The stream read for the source `-`; default `process.stdin`. */
  stdin?: Readable | AsyncIterable<unknown>;
  /** Progress display (see `createImportProgress`); `false` for none. Default: on `process.stderr`. */
  progress?: false | ImportProgressOptions;
  /** Receives a line when an import starts, resumes or is skipped. */
  logger?: { info(obj: object, msg: string): void };
  /** Latest year a transfer may carry; default next calendar year. */
  maxYear?: number;
  /**
   * On a first fill (an empty table, starting at line 1), drop the secondary indexes and build
   * them once when the input is complete; an interrupted fill builds them when it resumes and
   * finishes. Default true.
   */
  deferIndexes?: boolean;
}

export interface ImportPpdResult extends PpdImportSummary {
  fileKey: string;
  fileName: string;
  /** The whole input is committed (false after `signal` or `maxBatches` stopped the run). */
  completed: boolean;
  /** The input had been imported completely before, so this run read nothing (see `force`). */
  alreadyImported: boolean;
  /** Lines of the input committed so far, over all runs. */
  linesCommitted: number;
  /** A/C records identical to the row already stored. */
  unchanged: number;
  /** D records whose transaction was not stored. */
  deleteMisses: number;
  /** The first `maxErrors` bad rows of this run. */
  errors: PpdRowError[];
}

const LF = 0x0a;
const PROGRESS_EVERY_LINES = 1_024;
const silent: ImportProgressOptions = {
  output: { write: () => true },
  tty: false,
  intervalMs: Infinity,
};

/**
 * Imports a Price Paid file (path), standard input (`-`) or a byte stream into `sold_house_prices`.
 *
 * Streams with constant memory and commits every `batchSize` lines in one transaction that also
 * records how far the input got in `ppd_imports`; an interrupted import therefore resumes just
 * after its last committed line, and an input imported completely is skipped unless `force`.
 * A and C records upsert, D records delete. Bad lines are counted and reported, never fatal.
 * Throws `PpdSourceError` when the input cannot be opened, and rethrows read or database errors
 * (whatever was committed stays committed, ready to resume).
 */
export async function importPpd(
  db: Db,
  input: string | Readable | AsyncIterable<unknown>,
  options: ImportPpdOptions = {},
): Promise<ImportPpdResult> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new RangeError(`batchSize must be a positive whole number, got ${batchSize}`);
  }
  const maxErrors = options.maxErrors ?? DEFAULT_MAX_ERRORS;
  const maxYear = options.maxYear ?? new Date().getUTCFullYear() + 1;

  const source = await openPpdSource(input, options.stdin);
  let state = await loadImportState(db, source.key, source.name);
  const base = { fileKey: source.key, fileName: source.name, errors: [] as PpdRowError[] };

  if (state.finished && !options.force) {
    await restoreSoldPriceIndexes(db); // a run that stopped between its last commit and the build
    options.logger?.info(
      { file: source.name, fileKey: source.key, lines: state.linesCommitted },
      'ppd file already imported; skipping (use force to import it again)',
    );
    return {
      ...base,
      rows: 0,
      applied: 0,
      deleted: 0,
      bad: 0,
      seconds: 0,
      rowsPerSecond: 0,
      resumedFromLine: state.linesCommitted,
      completed: true,
      alreadyImported: true,
      linesCommitted: state.linesCommitted,
      unchanged: 0,
      deleteMisses: 0,
    };
  }
  if (options.force && (state.finished || state.linesCommitted > 0)) {
    state = await resetImportState(db, source.key, source.name);
  }

  const resumedFromLine = state.linesCommitted;
  let startOffset = 0;
  let skipLines = 0;
  if (resumedFromLine > 0) {
    const seekTo = state.bytesCommitted;
    if (source.seekable && seekTo > 0 && (await source.byteBefore(seekTo)) === LF) {
      startOffset = seekTo;
    } else {
      skipLines = resumedFromLine;
    }
    options.logger?.info(
      { file: source.name, fileKey: source.key, resumedFromLine, seek: startOffset > 0 },
      'ppd import resuming',
    );
  } else {
    options.logger?.info({ file: source.name, fileKey: source.key }, 'ppd import starting');
  }

  if (resumedFromLine === 0 && options.deferIndexes !== false && (await soldPricesEmpty(db))) {
    const deferred = await deferSoldPriceIndexes(db);
    options.logger?.info(
      { file: source.name, indexes: deferred },
      'ppd first fill: secondary indexes dropped, built once at the end',
    );
  }

  const progress = createImportProgress({
    ...(options.progress === false ? silent : options.progress),
    totalBytes: source.size,
    resumedFromLine,
  });
  const counts: ProgressCounts = { rows: 0, applied: 0, deleted: 0, bad: 0, bytes: startOffset };
  let unchanged = 0;
  let deleteMisses = 0;

  // The batch in hand: the last operation per transaction id wins, as it would applied in order.
  const pending = new Map<string, PpdOperation>();
  let batchLines = 0;
  let batchBad = 0;
  let lastLine = resumedFromLine;
  let lastOffset = startOffset || state.bytesCommitted;
  /** `lines_committed` once every batch handed to the database has committed. */
  let dispatchedLines = resumedFromLine;
  let committedLines = resumedFromLine;
  let batches = 0;
  /** The batch being written; the next one is parsed meanwhile, but written only after it. */
  let inFlight: Promise<void> | undefined;

  interface Batch {
    ops: PpdOperation[];
    expectedLines: number;
    lines: number;
    offset: number;
    bad: number;
    finished: boolean;
  }

  async function write(batch: Batch): Promise<void> {
    const upserts: PpdRecord[] = [];
    const deletes: string[] = [];
    for (const op of batch.ops) {
      if (op.status === 'D') deletes.push(op.transactionId);
      else upserts.push(op.record);
    }
    const written = await db.transaction(async (tx) => {
      await lockImportState(tx, source.key, batch.expectedLines);
      const applied = await upsertSoldPrices(tx, upserts);
      const deleted = await deleteSoldPrices(tx, deletes);
      await advanceImportState(tx, {
        fileKey: source.key,
        linesCommitted: batch.lines,
        bytesCommitted: batch.offset,
        rowsApplied: applied + deleted,
        badRows: batch.bad,
        finished: batch.finished,
      });
      return { applied, deleted };
    });
    counts.applied += written.applied;
    counts.deleted += written.deleted;
    unchanged += upserts.length - written.applied;
    deleteMisses += deletes.length - written.deleted;
    committedLines = batch.lines;
    progress.update(counts);
  }

  /** Hands the batch in hand to the database once the previous one has committed. */
  async function dispatch(finished: boolean): Promise<void> {
    const batch: Batch = {
      ops: [...pending.values()],
      expectedLines: dispatchedLines,
      lines: lastLine,
      offset: lastOffset,
      bad: batchBad,
      finished,
    };
    pending.clear();
    batchLines = 0;
    batchBad = 0;
    dispatchedLines = lastLine;
    batches++;
    await inFlight;
    inFlight = write(batch);
    inFlight.catch(() => undefined); // awaited (and rethrown) by the next dispatch or the end
  }

  let stopped = false;
  const lines = readLines(source.chunks(startOffset), {
    startLine: startOffset ? resumedFromLine : 0,
    startOffset,
    skipLines,
    onBytes: (n) => {
      counts.bytes += n;
    },
  });
  try {
    for await (const l of lines) {
      lastLine = l.line;
      lastOffset = l.endOffset;
      batchLines++;
      if (l.tooLong || l.text.trim() !== '') {
        counts.rows++;
        const parsed = l.tooLong
          ? ({
              ok: false,
              error: { line: l.line, reason: 'line is too long', text: l.text },
            } as const)
          : parsePpdLine(l.text, l.line, { maxYear });
        if (parsed.ok) {
          const id =
            parsed.op.status === 'D' ? parsed.op.transactionId : parsed.op.record.transactionId;
          pending.set(id, parsed.op);
        } else {
          counts.bad++;
          batchBad++;
          if (base.errors.length < maxErrors) base.errors.push(parsed.error);
          options.onError?.(parsed.error);
        }
        if ((counts.rows & (PROGRESS_EVERY_LINES - 1)) === 0) progress.update(counts);
      }
      if (batchLines >= batchSize) {
        await dispatch(false);
        if (
          options.signal?.aborted ||
          (options.maxBatches !== undefined && batches >= options.maxBatches)
        ) {
          stopped = true;
          break;
        }
      }
    }
    if (!stopped) await dispatch(true);
    await inFlight;
    if (!stopped) await restoreSoldPriceIndexes(db);
  } catch (err) {
    // Let the batch being written finish (or fail) before reporting: it stays committed.
    await inFlight?.catch(() => undefined);
    throw err;
  }

  return {
    ...base,
    ...progress.finish(counts),
    completed: !stopped,
    alreadyImported: false,
    linesCommitted: committedLines,
    unchanged,
    deleteMisses,
  };
}
