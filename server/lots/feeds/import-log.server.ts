import type { Queryable } from '#server/db/db.server';
import { LOT_FEED_LIMITS } from '#schema/lot-feed-format';
import type { FeedError } from './parse-lot-feed';

export type ImportSource = 'cli' | 'http';
export type ImportStatus = 'applied' | 'rejected' | 'failed';

export interface ImportCounts {
  inserted: number;
  updated: number;
  withdrawn: number;
  unchanged: number;
  rejected: number;
}

export const zeroCounts = (): ImportCounts => ({
  inserted: 0,
  updated: 0,
  withdrawn: 0,
  unchanged: 0,
  rejected: 0,
});

/** One row of the import log, as /admin "Imports" shows it. */
export interface ImportLogEntry extends ImportCounts {
  id: number;
  fileName: string;
  house: string | null;
  source: ImportSource;
  status: ImportStatus | 'running';
  rejectedRows: FeedError[];
  /** An applied file's warnings, as its sender was told them. */
  warnings: FeedError[];
  startedAt: string;
  finishedAt: string | null;
}

/** The longest field name or reason the log keeps (a header cell may be a whole file long). */
const STORED_CHARS = 4_000;

/**
 * Text jsonb can hold: it refuses `\u0000` and a lone surrogate, which a feed's header cell or
 * JSON key may carry into an error's field (the whole import then failed with a 500).
 */
const storable = (text: string) => {
  const safe = text.replaceAll('\u0000', '\uFFFD').replace(/\p{Cs}/gu, '\uFFFD');
  // A cut inside a pair leaves its first half alone at the end: it goes too.
  return safe.length > STORED_CHARS
    ? `${safe.slice(0, STORED_CHARS).replace(/\p{Cs}$/u, '')}…`
    : safe;
};

const storableError = (e: FeedError): FeedError => ({
  line: e.line,
  field: storable(e.field),
  reason: storable(e.reason),
});

/** Opens a log row; inside the import's transaction, so a killed import leaves none behind. */
export async function startImportLog(
  db: Queryable,
  entry: { fileName: string; house: string | null; source: ImportSource },
): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    `INSERT INTO lot_feed_imports (file_name, house_slug, source, status)
     VALUES ($1, $2, $3, 'running') RETURNING id`,
    [entry.fileName.slice(0, 300), entry.house, entry.source],
  );
  return Number(rows[0]!.id);
}

export async function finishImportLog(
  db: Queryable,
  id: number,
  status: ImportStatus,
  counts: ImportCounts,
  errors: readonly FeedError[] = [],
  warnings: readonly FeedError[] = [],
): Promise<void> {
  const kept = (list: readonly FeedError[]) =>
    JSON.stringify(list.slice(0, LOT_FEED_LIMITS.maxReportedErrors).map(storableError));
  await db.query(
    `UPDATE lot_feed_imports SET status = $2, inserted = $3, updated = $4, withdrawn = $5,
       unchanged = $6, rejected = $7, rejected_rows = $8::jsonb, warnings = $9::jsonb,
       finished_at = now()
     WHERE id = $1`,
    [
      id,
      status,
      counts.inserted,
      counts.updated,
      counts.withdrawn,
      counts.unchanged,
      counts.rejected,
      kept(errors),
      kept(warnings),
    ],
  );
}

/** Logs a file that was not applied (rejected rows, or a failure) in one statement. */
export async function logUnappliedImport(
  db: Queryable,
  entry: { fileName: string; house: string | null; source: ImportSource },
  status: 'rejected' | 'failed',
  counts: ImportCounts,
  errors: readonly FeedError[],
): Promise<number> {
  const id = await startImportLog(db, entry);
  await finishImportLog(db, id, status, counts, errors);
  return id;
}

interface LogRow extends Record<string, unknown> {
  id: number | string;
  file_name: string;
  house_slug: string | null;
  source: ImportSource;
  status: ImportLogEntry['status'];
  inserted: number;
  updated: number;
  withdrawn: number;
  unchanged: number;
  rejected: number;
  rejected_rows: FeedError[];
  warnings: FeedError[] | null;
  started_at: Date | string;
  finished_at: Date | string | null;
}

/** The newest imports first, `limit` of them, before id `before` when paging. */
export async function listImports(
  db: Queryable,
  { limit = 50, before }: { limit?: number; before?: number | undefined } = {},
): Promise<ImportLogEntry[]> {
  const { rows } = await db.query<LogRow>(
    `SELECT * FROM lot_feed_imports WHERE ($1::bigint IS NULL OR id < $1)
     ORDER BY id DESC LIMIT $2`,
    [before ?? null, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    fileName: r.file_name,
    house: r.house_slug,
    source: r.source,
    status: r.status,
    inserted: r.inserted,
    updated: r.updated,
    withdrawn: r.withdrawn,
    unchanged: r.unchanged,
    rejected: r.rejected,
    rejectedRows: r.rejected_rows,
    warnings: r.warnings ?? [],
    startedAt: new Date(r.started_at).toISOString(),
    finishedAt: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
  }));
}
