import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/db.server';
import { importPpd } from '#server/db/ppd/import-ppd.server';
import { runImportPpdCli } from '#server/db/ppd/import-ppd-cli.server';
import { PpdSourceError } from '#server/db/ppd/ppd-source.server';
import { ConcurrentPpdImportError } from '#server/db/ppd/ppd-store.server';
import { ppdFileChunks, writePpdFile } from '#server/db/ppd/ppd-generate.server';
import { syntheticPpdLines } from '../../scripts/bench/ppd-import-bench';
import { openTestDb, testLanes } from '../helpers/test-db';

const FIXTURES = fileURLToPath(new URL('../fixtures/ppd/', import.meta.url));
const SAMPLE = path.join(FIXTURES, 'pp-sample.csv');
const UPDATE = path.join(FIXTURES, 'pp-monthly-update.csv');
const BAD = path.join(FIXTURES, 'pp-bad-rows.csv');
const quiet = { progress: false } as const;

const lanes = testLanes();

type SoldRow = {
  transaction_id: string;
  price: number;
  date: string;
  postcode: string | null;
  property_type: string;
  old_new: string;
  duration: string;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town_city: string | null;
  district: string | null;
  county: string | null;
  ppd_category: string;
  postcode_district: string | null;
  postcode_sector: string | null;
};

const SELECT_ROWS = `SELECT transaction_id, price, to_char(date_of_transfer, 'YYYY-MM-DD') AS date,
  postcode, property_type, old_new, duration, paon, saon, street, locality, town_city, district,
  county, ppd_category, postcode_district, postcode_sector FROM sold_house_prices`;

/** Chunks of `text`, `size` bytes each, as a stream standing in for stdin. */
function streamOf(text: string | Buffer, size = 4096): Readable {
  const buf = Buffer.isBuffer(text) ? text : Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let i = 0; i < buf.length; i += size) chunks.push(buf.subarray(i, i + size));
  return Readable.from(chunks);
}

const synthetic = (count: number, seed: number) =>
  `${[...syntheticPpdLines(count, seed)].join('\n')}\n`;

/** Digest of the table after importing the same generated file, per engine. */
const generatedDigests = new Map<string, string>();

describe.each(lanes)('importPpd on %s', (lane) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let tmp: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDb({ lane, label: 'ppd' }));
    tmp = await mkdtemp(path.join(tmpdir(), 'ppd-test-'));
  });
  afterAll(async () => {
    await dispose?.();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.exec('TRUNCATE sold_house_prices; TRUNCATE ppd_imports;');
  });

  const all = async () => (await db.query<SoldRow>(`${SELECT_ROWS} ORDER BY transaction_id`)).rows;
  const byPostcode = async (postcode: string) => {
    const { rows } = await db.query<SoldRow>(`${SELECT_ROWS} WHERE postcode = $1`, [postcode]);
    expect(rows).toHaveLength(1);
    return rows[0] as SoldRow;
  };
  const importState = async () =>
    (
      await db.query<{
        file_name: string;
        lines_committed: number;
        bytes_committed: number;
        rows_applied: number;
        bad_rows: number;
        finished: boolean;
      }>(
        `SELECT file_name, lines_committed, bytes_committed, rows_applied, bad_rows,
                finished_at IS NOT NULL AS finished
           FROM ppd_imports ORDER BY updated_at DESC`,
      )
    ).rows;

  it('stores every column of the sample, with every code', async () => {
    const result = await importPpd(db, SAMPLE, quiet);
    expect(result).toMatchObject({
      fileName: 'pp-sample.csv',
      rows: 40,
      applied: 40,
      unchanged: 0,
      deleted: 0,
      bad: 0,
      errors: [],
      completed: true,
      alreadyImported: false,
      resumedFromLine: 0,
      linesCommitted: 40,
    });
    expect(result.fileKey).toMatch(/^sha256:[0-9a-f]{64}:\d+$/);

    expect(await byPostcode('E17 4QS')).toEqual({
      transaction_id: '{4AA14E71-B1D4-2FBC-E053-6C04A8C06DFC}',
      price: 615000,
      date: '2023-03-17',
      postcode: 'E17 4QS',
      property_type: 'T',
      old_new: 'N',
      duration: 'F',
      paon: '23',
      saon: null,
      street: 'FOREST ROAD',
      locality: null,
      town_city: 'LONDON',
      district: 'WALTHAM FOREST',
      county: 'GREATER LONDON',
      ppd_category: 'A',
      postcode_district: 'e17',
      postcode_sector: 'e17/4',
    });
    // One known transaction per code.
    expect(await byPostcode('NW3 6XR')).toMatchObject({ property_type: 'D', price: 1850000 });
    expect(await byPostcode('M20 2RN')).toMatchObject({
      property_type: 'S',
      locality: 'WITHINGTON',
    });
    expect(await byPostcode('SW11 5TU')).toMatchObject({
      property_type: 'F',
      duration: 'L',
      saon: 'FLAT 3',
      paon: '162',
    });
    expect(await byPostcode('SE15 4ST')).toMatchObject({ property_type: 'O', ppd_category: 'B' });
    expect(await byPostcode('E14 9GE')).toMatchObject({
      old_new: 'Y',
      duration: 'L',
      saon: 'APARTMENT 1204',
      price: 689995,
      date: '2023-09-29',
    });
    expect(await byPostcode('CF10 1EP')).toMatchObject({ town_city: 'CARDIFF', county: 'CARDIFF' });
    // Quoting: commas, doubled quotes and apostrophes inside fields.
    expect(await byPostcode('NG7 1FP')).toMatchObject({ paon: 'UNIT 4, THE MALTINGS' });
    expect(await byPostcode('SA70 7BZ')).toMatchObject({ paon: 'THE OLD FORGE "GLAN-Y-MOR"' });
    expect(await byPostcode('SA1 6QQ')).toMatchObject({ street: "ST HELEN'S ROAD" });
    // A transaction without a postcode.
    const { rows: noPostcode } = await db.query<SoldRow>(`${SELECT_ROWS} WHERE postcode IS NULL`);
    expect(noPostcode).toEqual([
      expect.objectContaining({
        paon: 'LAND ADJOINING 14',
        town_city: 'HOLMFIRTH',
        postcode_district: null,
        price: 88000,
      }),
    ]);

    const { rows: codes } = await db.query<{ code: string; n: number }>(
      `SELECT 'type ' || property_type AS code, count(*)::int AS n FROM sold_house_prices GROUP BY 1
       UNION ALL SELECT 'duration ' || duration, count(*)::int FROM sold_house_prices GROUP BY 1
       UNION ALL SELECT 'new ' || old_new, count(*)::int FROM sold_house_prices GROUP BY 1
       UNION ALL SELECT 'category ' || ppd_category, count(*)::int FROM sold_house_prices GROUP BY 1
       ORDER BY 1`,
    );
    expect(Object.fromEntries(codes.map((c) => [c.code, c.n]))).toEqual({
      'category A': 33,
      'category B': 7,
      'duration F': 31,
      'duration L': 9,
      'new N': 36,
      'new Y': 4,
      'type D': 6,
      'type F': 7,
      'type O': 4,
      'type S': 9,
      'type T': 14,
    });

    expect(await importState()).toEqual([
      {
        file_name: 'pp-sample.csv',
        lines_committed: 40,
        bytes_committed: readFileSync(SAMPLE).length,
        rows_applied: 40,
        bad_rows: 0,
        finished: true,
      },
    ]);
  });

  it('applies a change file: A adds, C changes, D deletes', async () => {
    await importPpd(db, SAMPLE, quiet);
    const wrexham = await byPostcode('LL11 1AY');
    const result = await importPpd(db, UPDATE, quiet);
    expect(result).toMatchObject({
      rows: 8,
      applied: 5,
      unchanged: 0,
      deleted: 2,
      deleteMisses: 1,
      bad: 0,
      completed: true,
    });
    expect(await all()).toHaveLength(41);
    // C: a price correction and a reclassified category.
    expect(await byPostcode('E17 4QS')).toMatchObject({
      transaction_id: '{4AA14E71-B1D4-2FBC-E053-6C04A8C06DFC}',
      price: 620000,
      date: '2023-03-17',
    });
    expect(await byPostcode('M4 6DE')).toMatchObject({ price: 192500, ppd_category: 'A' });
    // A: new transactions.
    expect(await byPostcode('RG1 8DN')).toMatchObject({
      transaction_id: '{C9E45FD1-A8FB-A28D-E053-6C04A8C0244F}',
      price: 329000,
      date: '2024-01-12',
      town_city: 'READING',
    });
    expect(await byPostcode('SO14 0AJ')).toMatchObject({ property_type: 'O', ppd_category: 'B' });
    expect(await byPostcode('PO5 3AB')).toMatchObject({ saon: 'FLAT 21', old_new: 'Y' });
    // D: gone, by transaction id.
    const { rows: gone } = await db.query(
      'SELECT 1 FROM sold_house_prices WHERE transaction_id = $1 OR postcode IS NULL',
      [wrexham.transaction_id],
    );
    expect(gone).toEqual([]);
  });

  it('changes nothing when the same file is imported again', async () => {
    await importPpd(db, SAMPLE, quiet);
    await importPpd(db, UPDATE, quiet);
    const before = await all();

    const again = await importPpd(db, UPDATE, quiet);
    expect(again).toMatchObject({ alreadyImported: true, rows: 0, applied: 0, deleted: 0 });
    expect(await all()).toEqual(before);

    // Forced: every record is read and re-applied, and nothing changes.
    const forced = await importPpd(db, UPDATE, { ...quiet, force: true });
    expect(forced).toMatchObject({
      alreadyImported: false,
      rows: 8,
      applied: 0,
      unchanged: 5,
      deleted: 0,
      deleteMisses: 3,
    });
    expect(await all()).toEqual(before);
    const sample = await importPpd(db, SAMPLE, quiet);
    expect(sample.alreadyImported).toBe(true);
    expect(await all()).toEqual(before);
  });

  it('reports bad rows with their line numbers and still loads the good ones', async () => {
    const reported: number[] = [];
    const result = await importPpd(db, BAD, { ...quiet, onError: (e) => reported.push(e.line) });
    expect(result).toMatchObject({ rows: 14, applied: 5, bad: 9, completed: true });
    expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
      [2, 'expected 16 columns, found 15'],
      [4, 'price "12O000" is not a whole number of pounds'],
      [5, 'date of transfer "2023-02-30 00:00" is not a calendar date'],
      [6, 'property type "X" must be one of D, S, T, F, O'],
      [7, 'unterminated quoted field in column 16'],
      [9, 'transaction id "NOT-A-GUID" is not a {GUID}'],
      [10, 'record status "Z" must be one of A, C, D'],
      [12, 'postcode "NOT A PC" is not a valid UK postcode'],
      [14, 'PPD category "C" must be one of A, B'],
    ]);
    expect(reported).toEqual([2, 4, 5, 6, 7, 9, 10, 12, 14]);
    expect(result.errors[0]?.text).toContain('ST MATTHEW');
    expect((await all()).map((r) => r.postcode).sort()).toEqual([
      'CA3 8RW',
      'DL1 1QZ',
      'IP4 2BZ',
      'MK9 3HS',
      'SO23 9AT',
    ]);
    // The line after the unterminated quote loaded; the CRLF line lost its carriage return.
    expect(await byPostcode('SO23 9AT')).toMatchObject({ paon: '15', county: 'HAMPSHIRE' });
    expect(await byPostcode('CA3 8RW')).toMatchObject({ county: 'CUMBRIA', ppd_category: 'A' });
    expect(await importState()).toMatchObject([
      { lines_committed: 15, bad_rows: 9, finished: true },
    ]);
  });

  it('keeps only the first maxErrors bad rows but counts them all', async () => {
    const result = await importPpd(db, BAD, { ...quiet, maxErrors: 2 });
    expect(result.bad).toBe(9);
    expect(result.errors.map((e) => e.line)).toEqual([2, 4]);
  });

  it('resumes an interrupted import after its last committed line, without duplicates', async () => {
    await importPpd(db, SAMPLE, quiet);
    const clean = await all();
    await db.exec('TRUNCATE sold_house_prices; TRUNCATE ppd_imports;');

    const first = await importPpd(db, SAMPLE, { ...quiet, batchSize: 7, maxBatches: 2 });
    expect(first).toMatchObject({ completed: false, rows: 14, applied: 14, linesCommitted: 14 });
    expect(await all()).toHaveLength(14);
    const [state] = await importState();
    expect(state).toMatchObject({ lines_committed: 14, rows_applied: 14, finished: false });
    const sampleText = readFileSync(SAMPLE, 'utf8');
    const fourteen = sampleText.split('\n').slice(0, 14).join('\n').length + 1;
    expect(state?.bytes_committed).toBe(fourteen);

    const logged: object[] = [];
    const second = await importPpd(db, SAMPLE, {
      ...quiet,
      batchSize: 7,
      logger: { info: (obj) => logged.push(obj) },
    });
    expect(second).toMatchObject({
      completed: true,
      resumedFromLine: 14,
      rows: 26,
      applied: 26,
      linesCommitted: 40,
    });
    expect(logged).toContainEqual(expect.objectContaining({ resumedFromLine: 14, seek: true }));
    expect(await all()).toEqual(clean);
    expect(await importState()).toMatchObject([
      { lines_committed: 40, rows_applied: 40, finished: true },
    ]);
  });

  it('resumes by skipping lines when the stored offset does not fall on a line break', async () => {
    await importPpd(db, SAMPLE, { ...quiet, batchSize: 10, maxBatches: 1 });
    await db.query('UPDATE ppd_imports SET bytes_committed = 5');
    const logged: object[] = [];
    const result = await importPpd(db, SAMPLE, {
      ...quiet,
      logger: { info: (obj) => logged.push(obj) },
    });
    expect(logged).toContainEqual(expect.objectContaining({ resumedFromLine: 10, seek: false }));
    expect(result).toMatchObject({ resumedFromLine: 10, rows: 30, applied: 30, completed: true });
    expect(await all()).toHaveLength(40);
  });

  it('stops after the batch in flight when its signal is aborted', async () => {
    const stop = new AbortController();
    let batches = 0;
    const result = await importPpd(db, SAMPLE, {
      batchSize: 5,
      progress: {
        tty: false,
        intervalMs: 0,
        output: { write: () => true },
        logger: {
          info: () => {
            if (++batches === 3) stop.abort();
          },
        },
      },
      signal: stop.signal,
    });
    // The batch being written when the signal came, and the one already handed over, commit.
    expect(result.completed).toBe(false);
    expect([15, 20]).toContain(result.linesCommitted);
    expect(await all()).toHaveLength(result.linesCommitted);
    const rest = await importPpd(db, SAMPLE, quiet);
    expect(rest).toMatchObject({ resumedFromLine: result.linesCommitted, completed: true });
    expect(await all()).toHaveLength(40);
  });

  it('resumes stdin after the stream failed midway, ending equal to a clean run', async () => {
    const text = synthetic(1500, 7);
    expect(Buffer.byteLength(text)).toBeGreaterThan(200 * 1024);
    await importPpd(db, '-', { ...quiet, stdin: streamOf(text) });
    const clean = await all();
    expect(clean).toHaveLength(1500);
    await db.exec('TRUNCATE sold_house_prices; TRUNCATE ppd_imports;');

    const failing = Readable.from(
      (async function* () {
        const buf = Buffer.from(text);
        for (let i = 0; i < 150 * 1024; i += 16 * 1024) yield buf.subarray(i, i + 16 * 1024);
        throw new Error('disk unplugged');
      })(),
    );
    await expect(importPpd(db, '-', { ...quiet, stdin: failing, batchSize: 100 })).rejects.toThrow(
      'disk unplugged',
    );
    const [state] = await importState();
    expect(state?.file_name).toBe('-');
    expect(state?.finished).toBe(false);
    const committed = state?.lines_committed ?? 0;
    expect(committed).toBeGreaterThan(0);
    expect(committed % 100).toBe(0);
    expect(await all()).toHaveLength(committed);

    const resumed = await importPpd(db, '-', { ...quiet, stdin: streamOf(text), batchSize: 100 });
    expect(resumed).toMatchObject({
      resumedFromLine: committed,
      rows: 1500 - committed,
      completed: true,
    });
    expect(await all()).toEqual(clean);
  });

  it('imports standard input', async () => {
    const result = await importPpd(db, '-', {
      ...quiet,
      stdin: streamOf(readFileSync(SAMPLE), 333),
    });
    expect(result).toMatchObject({ fileName: '-', rows: 40, applied: 40, bad: 0 });
    expect(result.fileKey).toMatch(/^stdin:sha256:[0-9a-f]{64}$/);
    expect(await byPostcode('BA1 2QH')).toMatchObject({
      price: 725000,
      district: 'BATH AND NORTH EAST SOMERSET',
    });
  });

  it('applies operations on one transaction in file order, within and across batches', async () => {
    const [x, y] = [...syntheticPpdLines(2, 99)] as [string, string];
    const withStatus = (l: string, status: string, price?: number) => {
      const f = l.split('","');
      if (price) f[1] = String(price);
      f[15] = `${status}"`;
      return f.join('","');
    };
    const text = [
      withStatus(x, 'A', 100000),
      withStatus(y, 'A', 200000),
      withStatus(x, 'D'),
      withStatus(y, 'C', 210000),
      withStatus(y, 'C', 220000),
      withStatus(x, 'A', 130000),
      withStatus(x, 'D'),
    ].join('\n');
    for (const batchSize of [1, 3, 100]) {
      await db.exec('TRUNCATE sold_house_prices; TRUNCATE ppd_imports;');
      const result = await importPpd(db, '-', { ...quiet, stdin: streamOf(text), batchSize });
      expect(result.bad).toBe(0);
      const rows = await all();
      expect(rows.map((r) => r.price)).toEqual([220000]);
    }
  });

  it('stops when another import of the same input committed meanwhile', async () => {
    const buf = Buffer.from(synthetic(2000, 3));
    // The key needs the first 64 KiB; the second chunk is pulled after some batches committed.
    const cut = buf.indexOf('\n', 100 * 1024) + 1;
    expect(cut).toBeGreaterThan(100 * 1024);
    // A bare async generator (no Readable), so nothing is read ahead of the importer.
    const stream = (async function* () {
      yield buf.subarray(0, cut);
      await db.query('UPDATE ppd_imports SET lines_committed = lines_committed + 1');
      yield buf.subarray(cut);
    })();
    await expect(importPpd(db, '-', { ...quiet, stdin: stream, batchSize: 100 })).rejects.toThrow(
      ConcurrentPpdImportError,
    );
  });

  it('fails clearly when the file cannot be read', async () => {
    await expect(importPpd(db, path.join(tmp, 'missing.csv'), quiet)).rejects.toThrow(
      PpdSourceError,
    );
    await expect(importPpd(db, tmp, quiet)).rejects.toThrow(/not a regular file/);
  });

  it('treats a file with a header or an empty file sensibly', async () => {
    const empty = path.join(tmp, 'empty.csv');
    await writeFile(empty, '');
    expect(await importPpd(db, empty, quiet)).toMatchObject({ rows: 0, bad: 0, completed: true });
    const headed = path.join(tmp, 'headed.csv');
    await writeFile(
      headed,
      `transaction_id,price,date\n${readFileSync(SAMPLE, 'utf8').split('\n')[0]}\n`,
    );
    const result = await importPpd(db, headed, quiet);
    expect(result.errors).toEqual([
      expect.objectContaining({ line: 1, reason: 'expected 16 columns, found 3' }),
    ]);
    expect(await all()).toHaveLength(1);
  });

  const secondaryIndexes = async () =>
    (
      await db.query<{ name: string; def: string }>(
        `SELECT indexname AS name, indexdef AS def FROM pg_indexes
          WHERE tablename = 'sold_house_prices' AND indexname <> 'sold_house_prices_pkey'
          ORDER BY 1`,
      )
    ).rows;
  const tableDigest = async () =>
    (
      await db.query<{ md5: string; n: number }>(
        `SELECT md5(string_agg(r::text, '|' ORDER BY r.transaction_id)) AS md5, count(*)::int AS n
           FROM (${SELECT_ROWS}) r`,
      )
    ).rows[0];

  it('a first fill builds the secondary indexes once at the end, an interrupted one on resume', async () => {
    await db.exec('TRUNCATE ppd_deferred_indexes');
    const before = await secondaryIndexes();
    expect(before.map((i) => i.name)).toContain('sold_prices_district_date');

    const first = await importPpd(db, SAMPLE, { ...quiet, batchSize: 10, maxBatches: 1 });
    expect(first.completed).toBe(false);
    expect(await secondaryIndexes()).toEqual([]);
    const waiting = await db.query<{ name: string }>('SELECT name FROM ppd_deferred_indexes');
    expect(waiting.rows).toHaveLength(before.length);

    // Land Registry's place names (migration 051) are not kept during the fill…
    const names = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sold_price_place_names'))
        .rows[0]!.n;
    expect(await names()).toBe(0);

    const rest = await importPpd(db, SAMPLE, quiet);
    expect(rest).toMatchObject({ completed: true, resumedFromLine: 10, applied: 30 });
    expect(await secondaryIndexes()).toEqual(before);
    expect((await db.query('SELECT 1 FROM ppd_deferred_indexes')).rows).toEqual([]);
    expect(await all()).toHaveLength(40);
    // …but built at its end: every sale's town is there with its postcode district.
    expect(await names()).toBeGreaterThan(0);
    const missing = await db.query(
      `SELECT 1 FROM sold_house_prices s WHERE s.postcode_district IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM sold_price_place_names n
                           WHERE n.postcode_district = s.postcode_district
                             AND n.name_key = sold_price_place_key(s.town_city))`,
    );
    expect(missing.rows).toEqual([]);
  });

  it('keeps its indexes when the table already holds sales', async () => {
    await importPpd(db, SAMPLE, quiet);
    const before = await secondaryIndexes();
    const update = await importPpd(db, UPDATE, { ...quiet, batchSize: 2, maxBatches: 1 });
    expect(update.completed).toBe(false);
    expect(await secondaryIndexes()).toEqual(before);
    expect((await db.query('SELECT 1 FROM ppd_deferred_indexes')).rows).toEqual([]);
  });

  it('imports a generated national-format file: every line good, same rows however batched', async () => {
    const file = path.join(tmp, 'generated.csv');
    await writePpdFile(file, { rows: 3_000, seed: 42 });
    const text = readFileSync(file, 'utf8');
    expect(text).toBe([...ppdFileChunks({ rows: 3_000, seed: 42 })].join('')); // deterministic

    const big = await importPpd(db, file, { ...quiet, force: true });
    expect(big).toMatchObject({ rows: 3_000, applied: 3_000, bad: 0, completed: true });
    const digest = await tableDigest();
    expect(digest?.n).toBe(3_000);
    generatedDigests.set(lane, digest?.md5 ?? '');

    await db.exec('TRUNCATE sold_house_prices; TRUNCATE ppd_imports;');
    await importPpd(db, file, { ...quiet, batchSize: 97, deferIndexes: false });
    expect(await tableDigest()).toEqual(digest);
  });

  describe('the import:ppd command', () => {
    const run = async (argv: string[], stdin?: Readable) => {
      let stdout = '';
      let stderr = '';
      const code = await runImportPpdCli(argv, {
        db,
        stdin,
        stdout: { write: (s: string) => (stdout += s) },
        stderr: { isTTY: false, write: (s: string) => (stderr += s) },
      });
      return { code, stdout, stderr };
    };

    it('prints the summary and the first bad rows, exiting 0', async () => {
      const { code, stdout } = await run([BAD, '--batch-size', '4']);
      expect(code).toBe(0);
      expect(stdout).toContain('pp-bad-rows.csv: import complete');
      expect(stdout).toMatch(/rows read +14\n/);
      expect(stdout).toMatch(/bad rows +9\n/);
      expect(stdout).toContain('line 2: expected 16 columns, found 15');
      expect(stdout).toContain('line 7: unterminated quoted field in column 16');
      expect((await all()).length).toBe(5);
      const again = await run([BAD]);
      expect(again.stdout).toContain('already imported');
    });

    it('reads standard input for -', async () => {
      const { code, stdout } = await run(['-'], streamOf(readFileSync(SAMPLE)));
      expect(code).toBe(0);
      expect(stdout).toMatch(/applied +40 \(0 unchanged\)/);
    });

    it('exits 1 when the file cannot be read and 2 on a usage error', async () => {
      const missing = await run([path.join(tmp, 'nope.csv')]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('Cannot read');
      const usage = await run(['--batch-size', '0', SAMPLE]);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('--batch-size needs a whole number of at least 1');
    });
  });
});

describe.runIf(lanes.length > 1)('the batch path on both engines', () => {
  it('stores the same rows from the same generated file on PGlite and PostgreSQL', () => {
    expect(generatedDigests.size).toBe(lanes.length);
    expect(new Set(generatedDigests.values()).size).toBe(1);
  });
});
