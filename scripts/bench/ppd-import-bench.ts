import { soldPriceValues } from '#server/db/ppd/ppd-store.server';
import { SOLD_PRICE_COLUMNS } from '#server/db/ppd/ppd-format';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db, Queryable, Row } from '#server/db/db.server';
import { migrate } from '#server/db/migrate.server';
import { importPpd } from '#server/db/ppd/import-ppd.server';
import type { PpdRecord } from '#server/db/ppd/ppd-format';
import { parsePpdLine } from '#server/db/ppd/ppd-row-parser';
import { readLines } from '#server/db/ppd/read-lines.server';
import { mulberry32 } from '#server/db/seed/directory/prng';

// ---------------------------------------------------------------------------------------------
// Synthetic Price Paid files: the exact published format, deterministic for a given seed.

const PLACES = [
  ['SW11', 'LONDON', 'WANDSWORTH', 'GREATER LONDON'],
  ['E17', 'LONDON', 'WALTHAM FOREST', 'GREATER LONDON'],
  ['M20', 'MANCHESTER', 'MANCHESTER', 'GREATER MANCHESTER'],
  ['LS6', 'LEEDS', 'LEEDS', 'WEST YORKSHIRE'],
  ['BS7', 'BRISTOL', 'CITY OF BRISTOL', 'CITY OF BRISTOL'],
  ['B15', 'BIRMINGHAM', 'BIRMINGHAM', 'WEST MIDLANDS'],
  ['CF10', 'CARDIFF', 'CARDIFF', 'CARDIFF'],
  ['SA1', 'SWANSEA', 'SWANSEA', 'SWANSEA'],
  ['NE6', 'NEWCASTLE UPON TYNE', 'NEWCASTLE UPON TYNE', 'TYNE AND WEAR'],
  ['EX4', 'EXETER', 'EXETER', 'DEVON'],
  ['NR2', 'NORWICH', 'NORWICH', 'NORFOLK'],
  ['YO31', 'YORK', 'YORK', 'YORK'],
  ['LL57', 'BANGOR', 'GWYNEDD', 'GWYNEDD'],
  ['CA12', 'KESWICK', 'CUMBERLAND', 'CUMBRIA'],
] as const;
const STREETS = ['HIGH STREET', 'STATION ROAD', 'CHURCH LANE', "ST MARY'S ROAD", 'MILL ROAD'];
const LOCALITIES = ['', '', '', 'HEADINGLEY', 'WITHINGTON', 'BYKER'];
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const TYPES = ['D', 'S', 'T', 'T', 'F', 'O'] as const;

/** `count` lines of a synthetic Price Paid file (status A), without line breaks. */
export function* syntheticPpdLines(count: number, seed = 1): Generator<string> {
  const r = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const hex = (digits: number) => {
    let s = '';
    for (let i = 0; i < digits; i++) s += '0123456789ABCDEF'[Math.floor(r() * 16)];
    return s;
  };
  for (let i = 0; i < count; i++) {
    const [outward, town, district, county] = pick(PLACES);
    const type = pick(TYPES);
    const flat = type === 'F';
    const year = 1995 + Math.floor(r() * 29);
    const month = String(1 + Math.floor(r() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(r() * 28)).padStart(2, '0');
    const fields = [
      `{${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}}`,
      String(50_000 + Math.floor(r() * 950_000)),
      `${year}-${month}-${day} 00:00`,
      `${outward} ${Math.floor(r() * 10)}${pick([...UNIT_LETTERS])}${pick([...UNIT_LETTERS])}`,
      type,
      r() < 0.1 ? 'Y' : 'N',
      flat ? 'L' : r() < 0.9 ? 'F' : 'L',
      String(1 + Math.floor(r() * 200)),
      flat ? `FLAT ${1 + Math.floor(r() * 30)}` : '',
      pick(STREETS),
      pick(LOCALITIES),
      town,
      district,
      county,
      type === 'O' || r() < 0.05 ? 'B' : 'A',
      'A',
    ];
    yield fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',');
  }
}

/** Writes a synthetic `count`-line Price Paid file, streaming (any size, little memory). */
export async function writeSyntheticPpdFile(file: string, count: number, seed = 1): Promise<void> {
  const out = createWriteStream(file);
  let chunk: string[] = [];
  for (const line of syntheticPpdLines(count, seed)) {
    chunk.push(line);
    if (chunk.length === 10_000) {
      if (!out.write(`${chunk.join('\n')}\n`)) await once(out, 'drain');
      chunk = [];
    }
  }
  if (chunk.length) out.write(`${chunk.join('\n')}\n`);
  out.end();
  await once(out, 'finish');
}

// ---------------------------------------------------------------------------------------------
// Benchmark: importPpd versus a bulk load of the same rows into the same engine.

export interface PpdBenchResult {
  engine: Db['engine'];
  /** A/C records loaded by both sides. */
  rows: number;
  importRowsPerSec: number;
  copyRowsPerSec: number;
  /** importRowsPerSec / copyRowsPerSec. */
  ratio: number;
  /**
   * What the baseline was: `copy` (PGlite `COPY … FROM '/dev/blob'` into a fresh in-memory
   * PGlite, or PostgreSQL server-side `COPY … FROM '<file>'`), or `insert` (one
   * INSERT … SELECT unnest(…) per batch) where the server cannot read the file: node-postgres has
   * no COPY FROM STDIN without the pg-copy-streams package.
   */
  baseline: 'copy' | 'insert';
}

const COLUMNS = SOLD_PRICE_COLUMNS.join(', ');

const csvField = (v: string | number | null) =>
  v === null ? '' : typeof v === 'number' ? String(v) : `"${v.replace(/"/g, '""')}"`;

/**
 * Rewrites a Price Paid file as the plain CSV `COPY sold_house_prices (…)` reads: its 15 columns,
 * A/C records only, the first record per transaction id (COPY has no upsert). Not timed.
 */
async function writeCopyCsv(csvPath: string, out: string): Promise<number> {
  const seen = new Set<string>();
  const lines: string[] = [];
  for await (const l of readLines(createReadStream(csvPath))) {
    const p = parsePpdLine(l.text, l.line);
    if (!p.ok || p.op.status === 'D') continue;
    if (seen.has(p.op.record.transactionId)) continue; // keep it simple: first wins
    seen.add(p.op.record.transactionId);
    lines.push(soldPriceValues(p.op.record).map(csvField).join(','));
  }
  const stream = createWriteStream(out);
  for (let i = 0; i < lines.length; i += 10_000) {
    if (!stream.write(`${lines.slice(i, i + 10_000).join('\n')}\n`)) await once(stream, 'drain');
  }
  stream.end();
  await once(stream, 'finish');
  return lines.length;
}

/** A fresh in-memory PGlite with the app's schema, and the raw handle for `COPY … '/dev/blob'`. */
async function freshPglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  const q: Queryable = {
    query: async <T extends Row>(sql: string, params?: unknown[]) => ({
      rows: (await pg.query<T>(sql, params)).rows,
    }),
    exec: async (sql) => {
      await pg.exec(sql);
    },
  };
  const db: Db = {
    engine: 'pglite',
    ...q,
    transaction: (fn) => pg.transaction(() => fn(q)),
    withConnection: (fn) => fn(q),
    close: () => pg.close(),
  };
  await migrate(db);
  return { pg, db };
}

async function insertBaseline(db: Db, csvPath: string, batchSize: number): Promise<void> {
  let batch: PpdRecord[] = [];
  const flush = async () => {
    const cols = Array.from({ length: 15 }, (_, c) => batch.map((r) => soldPriceValues(r)[c]));
    await db.transaction((tx) =>
      tx.query(
        `INSERT INTO sold_house_prices (${COLUMNS})
         SELECT * FROM unnest($1::text[], $2::int[], $3::date[], $4::text[], $5::text[],
           $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[],
           $13::text[], $14::text[], $15::text[])`,
        cols,
      ),
    );
    batch = [];
  };
  // Plain INSERTs without upsert or resume bookkeeping; it parses the file too, as COPY does.
  const seen = new Set<string>();
  for await (const l of readLines(createReadStream(csvPath))) {
    const p = parsePpdLine(l.text, l.line);
    if (!p.ok || p.op.status === 'D' || seen.has(p.op.record.transactionId)) continue;
    seen.add(p.op.record.transactionId);
    batch.push(p.op.record);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length) await flush();
}

const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000));

/**
 * Measures `importPpd` on `db` against a bulk load of the same rows. `db` must be a scratch
 * database with an empty `sold_house_prices`: the bench fills it, then empties it again and
 * removes its `ppd_imports` entry. For PGlite the COPY runs in a fresh in-memory PGlite (the
 * `Db` wrapper does not expose the `blob` option), so pass an in-memory `db` to compare like
 * with like. Reports figures only; nothing here asserts a speed.
 */
export async function benchPpdImport(
  db: Db,
  csvPath: string,
  options: { batchSize?: number } = {},
): Promise<PpdBenchResult> {
  const batchSize = options.batchSize ?? 5_000;
  const { rows: existing } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sold_house_prices',
  );
  if ((existing[0]?.n ?? 0) > 0) {
    throw new Error('benchPpdImport needs a scratch database with an empty sold_house_prices');
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'ppd-bench-'));
  try {
    // 1. importPpd, timed end to end (open, parse, batch transactions, progress bookkeeping).
    let t = performance.now();
    const result = await importPpd(db, csvPath, { batchSize, force: true, progress: false });
    const importMs = performance.now() - t;
    const loaded = result.applied + result.unchanged;
    await db.query('TRUNCATE sold_house_prices');
    await db.query('DELETE FROM ppd_imports WHERE file_key = $1', [result.fileKey]);

    // 2. The same rows as plain CSV, prepared untimed.
    const copyCsv = path.join(dir, 'copy.csv');
    const rows = await writeCopyCsv(csvPath, copyCsv);
    const copySql = `COPY sold_house_prices (${COLUMNS}) FROM '%FILE%' WITH (FORMAT csv)`;

    let baseline: PpdBenchResult['baseline'] = 'copy';
    let copyMs: number;
    if (db.engine === 'pglite') {
      const fresh = await freshPglite();
      try {
        const blob = new Blob([await readFile(copyCsv)]);
        t = performance.now();
        await fresh.pg.query(copySql.replace('%FILE%', '/dev/blob'), [], { blob });
        copyMs = performance.now() - t;
      } finally {
        await fresh.db.close();
      }
    } else {
      // Server-side COPY reads the file itself: it works when the server runs on this machine
      // and the role may read server files (a local superuser). Otherwise fall back to INSERTs.
      await chmod(dir, 0o755);
      await chmod(copyCsv, 0o644);
      try {
        t = performance.now();
        await db.query(copySql.replace('%FILE%', copyCsv.replace(/'/g, "''")));
        copyMs = performance.now() - t;
      } catch {
        baseline = 'insert';
        await db.query('TRUNCATE sold_house_prices');
        t = performance.now();
        await insertBaseline(db, csvPath, batchSize);
        copyMs = performance.now() - t;
      }
      await db.query('TRUNCATE sold_house_prices');
    }

    const importRowsPerSec = perSecond(loaded, importMs);
    const copyRowsPerSec = perSecond(rows, copyMs);
    return {
      engine: db.engine,
      rows,
      importRowsPerSec,
      copyRowsPerSec,
      ratio: Number((importRowsPerSec / copyRowsPerSec).toFixed(3)),
      baseline,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
