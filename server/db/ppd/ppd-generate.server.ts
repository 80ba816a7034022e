import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { loadGbCities } from '#server/db/seed/directory/cities.server';
import { buildPlaces } from '#server/db/seed/directory/places';
import { buildPostcodes } from '#server/db/seed/directory/postcodes';
import { Rng } from '#server/db/seed/directory/prng';
import { DEFAULT_SEED } from '#server/db/seed/directory/seed-directory.server';
import { soldPriceBatches } from '#server/db/seed/directory/sold-prices';

/** The published file's span: Price Paid Data starts in January 1995. */
export const NATIONAL_YEARS = 30;
/** Fixed "today" of a generated file, so the same arguments always give the same bytes. */
export const DEFAULT_REFERENCE_DATE = '2025-11-30';
const BATCH_ROWS = 10_000;

export interface GeneratePpdOptions {
  rows: number;
  /** Same seed and reference date → byte-identical file. Default: the directory seed's. */
  seed?: number;
  /** `YYYY-MM-DD`: the newest transfers fall just before it. */
  referenceDate?: string;
  /** Years of history before the reference date; default 30 (as pp-complete.csv). */
  years?: number;
}

const books = new Map<number, ReturnType<typeof buildPostcodes>>();
/** The seed's postcode book (the same districts and streets as the app's), built once per seed. */
function postcodeBook(rng: Rng) {
  let book = books.get(rng.seed);
  if (!book) {
    book = buildPostcodes(rng.fork('postcodes'), buildPlaces(loadGbCities()).majorTowns);
    books.set(rng.seed, book);
  }
  return book;
}

const quote = (v: unknown) =>
  v === null || v === undefined ? '""' : `"${String(v).replace(/"/g, '""')}"`;

/**
 * Lines of a Price Paid file in the published format (16 quoted columns, `YYYY-MM-DD 00:00`
 * dates, record status A), built from the directory seed's model: the same postcode districts,
 * streets and towns as the app's location pages, prices by region, town, type and year.
 * Yields one string of up to 10,000 lines (each ending in a line break) at a time.
 */
export function* ppdFileChunks(options: GeneratePpdOptions): Generator<string> {
  const rng = new Rng(options.seed ?? DEFAULT_SEED);
  const reference = new Date(`${options.referenceDate ?? DEFAULT_REFERENCE_DATE}T00:00:00Z`);
  if (Number.isNaN(reference.getTime())) throw new RangeError('referenceDate must be YYYY-MM-DD');
  const postcodes = postcodeBook(rng);
  const batches = soldPriceBatches(
    rng.fork('ppd'),
    postcodes,
    reference,
    options.rows,
    BATCH_ROWS,
    {
      years: options.years ?? NATIONAL_YEARS,
      uniqueIds: false,
    },
  );
  for (const cols of batches) {
    const n = cols[0]!.length;
    let out = '';
    for (let i = 0; i < n; i++) {
      let line = '';
      for (let c = 0; c < cols.length; c++) {
        const v = cols[c]![i];
        line += c === 2 ? `"${v as string} 00:00",` : `${quote(v)},`;
      }
      out += `${line}"A"\n`;
    }
    yield out;
  }
}

/** Streams a generated Price Paid file to `out` (a path or a stream); memory stays flat. */
export async function writePpdFile(
  out: string | Writable,
  options: GeneratePpdOptions,
): Promise<void> {
  const stream = typeof out === 'string' ? createWriteStream(out) : out;
  for (const chunk of ppdFileChunks(options)) {
    if (!stream.write(chunk)) await once(stream, 'drain');
  }
  if (typeof out === 'string') {
    stream.end();
    await once(stream, 'finish');
  }
}
