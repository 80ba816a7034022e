import type { Queryable } from '#server/db/db.server';

/**
 * One column of a bulk insert. Values travel as one array parameter per column and are spread
 * back into rows with `unnest`, so a batch of 10,000 rows is a single statement with a handful
 * of parameters on both PGlite and node-postgres.
 */
export interface BulkColumn {
  name: string;
  /** Element type of the array parameter: text, int4, float8 or bool. */
  param: 'text' | 'int4' | 'float8' | 'bool';
  /** Cast applied to the unnested value, e.g. `date`, `timestamptz`, `jsonb`, `text[]`. */
  cast?: string;
}

export const DEFAULT_BATCH_ROWS = 10_000;

/** Inserts column-major data (`values[c][r]`), in batches. Returns the number of rows written. */
export async function bulkInsertColumns(
  q: Queryable,
  table: string,
  columns: readonly BulkColumn[],
  values: readonly (readonly unknown[])[],
  batchRows = DEFAULT_BATCH_ROWS,
): Promise<number> {
  if (values.length !== columns.length) throw new Error('bulkInsert: one array per column');
  const rowCount = values[0]?.length ?? 0;
  if (values.some((v) => v.length !== rowCount)) {
    throw new Error(`bulkInsert(${table}): columns differ in length`);
  }
  const names = columns.map((c) => c.name).join(', ');
  const params = columns.map((c, i) => `$${i + 1}::${c.param}[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const select = columns.map((c, i) => (c.cast ? `c${i}::${c.cast}` : `c${i}`)).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${select} FROM unnest(${params}) AS u(${aliases.join(', ')})`;
  for (let start = 0; start < rowCount; start += batchRows) {
    const end = Math.min(rowCount, start + batchRows);
    await q.query(
      sql,
      values.map((v) => v.slice(start, end)),
    );
  }
  return rowCount;
}

/** Inserts row objects; `pick` maps a row to its column values in `columns` order. */
export async function bulkInsertRows<T>(
  q: Queryable,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly T[],
  pick: (row: T, index: number) => unknown[],
  batchRows = DEFAULT_BATCH_ROWS,
): Promise<number> {
  const values: unknown[][] = columns.map(() => new Array<unknown>(rows.length));
  rows.forEach((row, r) => {
    const picked = pick(row, r);
    for (let c = 0; c < columns.length; c++) values[c]![r] = picked[c] ?? null;
  });
  return bulkInsertColumns(q, table, columns, values, batchRows);
}

/** A Postgres array literal for a text[] column sent as text: `{"a","b \"c\""}`. */
export function pgTextArray(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Reserves `count` ids from a table's serial sequence, in ascending order. */
export async function reserveIds(q: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await q.query<{ id: number | string }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id')) AS id FROM generate_series(1, $2::int)`,
    [table, count],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * Runs `fn` with the table's secondary indexes dropped, then recreates them from their saved
 * definitions, all inside the caller's transaction. Building an index once over 200,000 rows is
 * much cheaper than maintaining it row by row (bulk inserts, a date shift of every row). Indexes
 * that back constraints (primary keys, unique constraints) are left alone.
 */
export async function withSecondaryIndexesDropped<T>(
  q: Queryable,
  table: string,
  fn: () => Promise<T>,
): Promise<T> {
  const { rows: indexes } = await q.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
    [table],
  );
  for (const index of indexes) await q.query(`DROP INDEX ${index.name}`);
  const result = await fn();
  for (const index of indexes) await q.query(index.def);
  return result;
}

/** `withSecondaryIndexesDropped` when the table is empty (a first fill); plain `fn` otherwise. */
export async function withIndexesDeferred<T>(
  q: Queryable,
  table: string,
  fn: () => Promise<T>,
): Promise<T> {
  const { rows: empty } = await q.query<{ empty: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`,
  );
  return empty[0]?.empty ? withSecondaryIndexesDropped(q, table, fn) : fn();
}
