import { SOLD_PRICE_COLUMNS } from './ppd-format';
import type { Queryable } from '#server/db/db.server';
import type { PpdRecord } from './ppd-format';

/** Progress of one input in `ppd_imports`. */
export interface PpdImportState {
  fileKey: string;
  fileName: string;
  linesCommitted: number;
  bytesCommitted: number;
  rowsApplied: number;
  badRows: number;
  finished: boolean;
}

/** Another importer moved the same input on while this one was running. */
export class ConcurrentPpdImportError extends Error {
  constructor(fileKey: string) {
    super(`Another import of ${fileKey} committed in the meantime; stopping this one.`);
    this.name = 'ConcurrentPpdImportError';
  }
}

type StateRow = {
  file_key: string;
  file_name: string;
  lines_committed: number | string;
  bytes_committed: number | string;
  rows_applied: number | string;
  bad_rows: number | string;
  finished: boolean;
};

const toState = (r: StateRow): PpdImportState => ({
  fileKey: r.file_key,
  fileName: r.file_name,
  linesCommitted: Number(r.lines_committed),
  bytesCommitted: Number(r.bytes_committed),
  rowsApplied: Number(r.rows_applied),
  badRows: Number(r.bad_rows),
  finished: r.finished,
});

const STATE_COLUMNS = `file_key, file_name, lines_committed, bytes_committed, rows_applied, bad_rows,
  finished_at IS NOT NULL AS finished`;

/** The stored progress for `fileKey`, creating an empty entry on first sight. */
export async function loadImportState(
  db: Queryable,
  fileKey: string,
  fileName: string,
): Promise<PpdImportState> {
  await db.query(
    `INSERT INTO ppd_imports (file_key, file_name) VALUES ($1, $2) ON CONFLICT (file_key) DO NOTHING`,
    [fileKey, fileName],
  );
  const { rows } = await db.query<StateRow>(
    `SELECT ${STATE_COLUMNS} FROM ppd_imports WHERE file_key = $1`,
    [fileKey],
  );
  return toState(rows[0] as StateRow);
}

/** Starts `fileKey` over from its first line (a forced re-import). */
export async function resetImportState(
  db: Queryable,
  fileKey: string,
  fileName: string,
): Promise<PpdImportState> {
  const { rows } = await db.query<StateRow>(
    `UPDATE ppd_imports
        SET file_name = $2, lines_committed = 0, bytes_committed = 0, rows_applied = 0,
            bad_rows = 0, finished_at = NULL, updated_at = now()
      WHERE file_key = $1
      RETURNING ${STATE_COLUMNS}`,
    [fileKey, fileName],
  );
  return toState(rows[0] as StateRow);
}

/**
 * Locks the input's progress row for the batch's transaction and checks nobody moved it on:
 * a second importer of the same input waits here until this batch commits, then stops.
 */
export async function lockImportState(
  tx: Queryable,
  fileKey: string,
  expectedLines: number,
): Promise<void> {
  const { rows } = await tx.query<{ lines_committed: number | string }>(
    'SELECT lines_committed FROM ppd_imports WHERE file_key = $1 FOR UPDATE',
    [fileKey],
  );
  if (rows.length !== 1 || Number(rows[0]?.lines_committed) !== expectedLines) {
    throw new ConcurrentPpdImportError(fileKey);
  }
}

export interface CommitProgress {
  fileKey: string;
  linesCommitted: number;
  bytesCommitted: number;
  /** Rows this batch inserted, changed or deleted. */
  rowsApplied: number;
  badRows: number;
  finished: boolean;
}

/** Moves the input's progress on; call inside the batch's transaction after `lockImportState`. */
export async function advanceImportState(tx: Queryable, p: CommitProgress): Promise<void> {
  await tx.query(
    `UPDATE ppd_imports
        SET lines_committed = $2, bytes_committed = $3,
            rows_applied = rows_applied + $4, bad_rows = bad_rows + $5,
            finished_at = CASE WHEN $6::boolean THEN now() END, updated_at = now()
      WHERE file_key = $1`,
    [p.fileKey, p.linesCommitted, p.bytesCommitted, p.rowsApplied, p.badRows, p.finished],
  );
}

const COLUMNS = SOLD_PRICE_COLUMNS;
const TYPES = [
  'text',
  'integer',
  'date',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
] as const;
const VALUE_COLUMNS = COLUMNS.slice(1);

/**
 * One statement for the whole batch: each column travels as one array parameter and `unnest`
 * turns them back into rows, so a batch of any size binds 15 parameters (a VALUES list binds 15
 * per row and hits PostgreSQL's 65,535-parameter limit at 4,369 rows). A row whose values are
 * all unchanged is left alone, so re-importing a file rewrites nothing.
 */
const UPSERT_SQL = `
WITH written AS (
  INSERT INTO sold_house_prices AS s (${COLUMNS.join(', ')})
  SELECT * FROM unnest(${TYPES.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})
  ON CONFLICT (transaction_id) DO UPDATE
     SET ${VALUE_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
   WHERE (${VALUE_COLUMNS.map((c) => `s.${c}`).join(', ')})
         IS DISTINCT FROM (${VALUE_COLUMNS.map((c) => `EXCLUDED.${c}`).join(', ')})
  RETURNING 1
)
SELECT count(*)::int AS n FROM written`;

/** Inserts or updates the records; returns how many rows were inserted or actually changed. */
/** A record's values in SOLD_PRICE_COLUMNS order (the importer's upsert and the benchmark's COPY file). */
export const soldPriceValues = (r: PpdRecord) => [
  r.transactionId,
  r.price,
  r.dateOfTransfer,
  r.postcode,
  r.propertyType,
  r.oldNew,
  r.duration,
  r.paon,
  r.saon,
  r.street,
  r.locality,
  r.townCity,
  r.district,
  r.county,
  r.ppdCategory,
];

export async function upsertSoldPrices(tx: Queryable, records: PpdRecord[]): Promise<number> {
  if (!records.length) return 0;
  const columns: unknown[][] = COLUMNS.map(() => new Array<unknown>(records.length));
  records.forEach((r, i) => {
    const values = soldPriceValues(r);
    values.forEach((v, c) => {
      (columns[c] as unknown[])[i] = v;
    });
  });
  const { rows } = await tx.query<{ n: number }>(UPSERT_SQL, columns);
  return rows[0]?.n ?? 0;
}

/** Deletes the transactions by id; returns how many existed. */
export async function deleteSoldPrices(tx: Queryable, transactionIds: string[]): Promise<number> {
  if (!transactionIds.length) return 0;
  const { rows } = await tx.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM sold_house_prices WHERE transaction_id = ANY($1::text[]) RETURNING 1
     )
     SELECT count(*)::int AS n FROM gone`,
    [transactionIds],
  );
  return rows[0]?.n ?? 0;
}
