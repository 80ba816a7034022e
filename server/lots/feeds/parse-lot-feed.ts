import type { z } from 'zod';
import { splitCsvLine } from '#server/db/ppd/split-csv-line';
import { csvRecords } from './csv-records';
import {
  CSV_IMAGE_SEPARATOR,
  LOT_FEED_COLUMNS,
  LOT_FEED_FORMAT_VERSION,
  LOT_FEED_LIMITS,
  LOT_FEED_REQUIRED,
} from '#schema/lot-feed-format';
import { LotFeedJsonSchema, LotFeedRowSchema, type LotFeedRow } from '#schema/lot-feed';

/** One problem with a feed: where (CSV line, or a JSON lot's position), which field, and why. */
export interface FeedError {
  line: number;
  field: string;
  reason: string;
}

export interface ParsedFeed {
  format: 'csv' | 'json';
  rows: { line: number; row: LotFeedRow }[];
  errors: FeedError[];
}

export type FeedFormat = 'csv' | 'json';

/** JSON when the text starts with `{` (or `[`, a JSON list sent without its wrapper), else CSV. */
export function sniffFeedFormat(text: string): FeedFormat {
  return /^[{[]/.test(text.trimStart()) ? 'json' : 'csv';
}

/** The most characters of a cell a reason shows. */
const GIVEN_CHARS = 40;

/**
 * ` (given "£1.2m")`: the value a cell held, so a sender can find it; nothing for an empty one.
 * Shown as a JSON string's inside: control characters (a NUL, a terminal's escape), a lone
 * surrogate and quotes are written as escapes (`\u0000`), and the cut falls between characters,
 * never inside a pair: the reason is stored as jsonb, which refuses `\u0000` and a half pair
 * (a 500 for the whole feed), and printed by the command line.
 */
export function givenValue(input: unknown): string {
  if (typeof input === 'number') return ` (given ${input})`;
  if (typeof input !== 'string' || input.trim() === '') return '';
  const chars = Array.from(input.slice(0, GIVEN_CHARS * 2 + 2)).slice(0, GIVEN_CHARS + 1);
  const cut = chars.length > GIVEN_CHARS;
  const shown = JSON.stringify(chars.slice(0, GIVEN_CHARS).join(''));
  return ` (given ${shown}${cut ? '…' : ''})`;
}

/** Each issue as a report line; with the row as sent (`raw`), a field's reason says what it held. */
function issuesToErrors(
  line: number,
  error: z.ZodError,
  raw?: Record<string, unknown>,
): FeedError[] {
  return error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? { line, field: issue.keys.join(', '), reason: 'Not a field of lot feed format 1' }
      : {
          line,
          field: issue.path.length ? issue.path.join('.') : 'row',
          reason:
            raw && issue.path.length === 1
              ? `${issue.message}${givenValue(raw[String(issue.path[0])])}`
              : issue.message,
        },
  );
}

/** The key one auction is known by within its house: its ref, else its title and date. */
export function auctionKeyOf(row: LotFeedRow): string {
  const auction = row.auction_ref
    ? `ref:${row.auction_ref}`
    : `${row.auction_title}@${row.auction_date}`;
  return `${row.house}\u0000${auction}`;
}

/** The key one lot is known by within its house: the auction (ref, or title + date) and lot number. */
export function lotKeyOf(row: LotFeedRow): string {
  return `${auctionKeyOf(row)}\u0000${row.lot_number}`;
}

/** What every row of one auction must say alike: there is one auction, with one date and place. */
const AUCTION_FIELDS = [
  ['auction_title', 'title'],
  ['auction_date', 'date'],
  ['auction_end_date', 'end date'],
  ['auction_venue', 'venue'],
  ['auction_method', 'method'],
] as const satisfies readonly (readonly [keyof LotFeedRow, string])[];

/** How a report names an auction: its ref, else its title and day. */
export const auctionLabelOf = (row: LotFeedRow) =>
  row.auction_ref ?? `${row.auction_title} (${row.auction_date.slice(0, 10)})`;

/** Where `row` contradicts the first row of its auction (on line `firstLine`), one error a field. */
function auctionConflicts(
  line: number,
  row: LotFeedRow,
  first: { line: number; row: LotFeedRow },
): FeedError[] {
  return AUCTION_FIELDS.filter(([field]) => (row[field] ?? '') !== (first.row[field] ?? '')).map(
    ([field, words]) => ({
      line,
      field,
      reason: `Auction ${auctionLabelOf(first.row)} already has ${words} ${
        first.row[field] ?? '(none)'
      } on line ${first.line}`,
    }),
  );
}

function validateRows(
  format: FeedFormat,
  candidates: { line: number; value: unknown }[],
): ParsedFeed {
  const out: ParsedFeed = { format, rows: [], errors: [] };
  const seen = new Map<string, number>();
  const auctions = new Map<string, { line: number; row: LotFeedRow }>();
  for (const { line, value } of candidates) {
    const parsed = LotFeedRowSchema.safeParse(value);
    if (!parsed.success) {
      const raw = typeof value === 'object' && value !== null ? value : undefined;
      out.errors.push(...issuesToErrors(line, parsed.error, raw as Record<string, unknown>));
      continue;
    }
    const auction = auctions.get(auctionKeyOf(parsed.data));
    const conflicts = auction ? auctionConflicts(line, parsed.data, auction) : [];
    if (conflicts.length) {
      out.errors.push(...conflicts);
      continue;
    }
    if (!auction) auctions.set(auctionKeyOf(parsed.data), { line, row: parsed.data });
    const key = lotKeyOf(parsed.data);
    const first = seen.get(key);
    if (first !== undefined) {
      out.errors.push({
        line,
        field: 'lot_number',
        reason: `Lot ${parsed.data.lot_number} of this auction is already on line ${first}`,
      });
      continue;
    }
    seen.set(key, line);
    out.rows.push({ line, row: parsed.data });
  }
  return out;
}

/** A header cell as a column name: a spreadsheet's "Lot Number" or "auction-date" is lot_number, auction_date. */
const columnName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const isBlank = (cell: string) => cell.trim() === '';

/** A header without the unnamed columns a spreadsheet exports after the last heading. */
function withoutTrailingBlanks(names: string[]): string[] {
  let end = names.length;
  while (end > 0 && names[end - 1] === '') end--;
  return names.slice(0, end);
}

function parseCsv(text: string): ParsedFeed {
  const candidates: { line: number; value: unknown }[] = [];
  let header: string[] | null = null;
  for (const { line: lineNo, text: raw } of csvRecords(text)) {
    if (raw.trim() === '' || raw.startsWith('#')) continue;
    const split = splitCsvLine(raw);
    if (!split.ok) {
      if (!header)
        return {
          format: 'csv',
          rows: [],
          errors: [{ line: lineNo, field: 'header', reason: split.reason }],
        };
      candidates.push({ line: lineNo, value: { __split: split.reason } });
      continue;
    }
    if (!header) {
      header = withoutTrailingBlanks(split.fields.map(columnName));
      const known = new Set<string>(LOT_FEED_COLUMNS);
      const errors: FeedError[] = [];
      // One error a column, up to the errors a report shows: a header of 2.5 million cells
      // once answered 122 MB of "Unknown column" for a 5 MB file.
      const unknown = header.filter((name) => !known.has(name));
      // No column known at all: the file starts with a lot, not the header line. One "Unknown
      // column" a cell of that lot ("ludgate_hammer_and_co", "2027_02_11t10:30") said it poorly.
      if (header.length > 1 && unknown.length === header.length)
        return {
          format: 'csv',
          rows: [],
          errors: [
            {
              line: lineNo,
              field: 'header',
              reason: `The first line must be the header, naming the columns (${LOT_FEED_REQUIRED.filter((c) => c !== 'format_version').join(', ')} …): none of its cells is a column of lot feed format ${LOT_FEED_FORMAT_VERSION}`,
            },
          ],
        };
      for (const name of unknown.slice(0, LOT_FEED_LIMITS.maxReportedErrors))
        errors.push(
          name
            ? { line: lineNo, field: name, reason: 'Unknown column' }
            : { line: lineNo, field: 'header', reason: 'A column has no heading' },
        );
      if (unknown.length > LOT_FEED_LIMITS.maxReportedErrors)
        errors.push({
          line: lineNo,
          field: 'header',
          reason: `${unknown.length - LOT_FEED_LIMITS.maxReportedErrors} more columns are not columns of lot feed format 1`,
        });
      for (const name of LOT_FEED_REQUIRED.filter((c) => c !== 'format_version'))
        if (!header.includes(name))
          errors.push({ line: lineNo, field: name, reason: 'Missing column' });
      if (new Set(header).size !== header.length)
        errors.push({ line: lineNo, field: 'header', reason: 'A column is named twice' });
      if (errors.length) return { format: 'csv', rows: [], errors };
      continue;
    }
    // A spreadsheet's empty rows, exported as commas alone (",,,,"): no lot, not a mistake.
    if (split.fields.every(isBlank)) continue;
    // The empty columns past the last heading a spreadsheet may export (",,") hold nothing.
    const fields =
      split.fields.length > header.length && split.fields.slice(header.length).every(isBlank)
        ? split.fields.slice(0, header.length)
        : split.fields;
    if (fields.length !== header.length) {
      candidates.push({
        line: lineNo,
        value: { __split: `Expected ${header.length} fields, found ${fields.length}` },
      });
      continue;
    }
    const record: Record<string, unknown> = { format_version: LOT_FEED_FORMAT_VERSION };
    header.forEach((name, col) => {
      const cell = fields[col] as string;
      record[name] =
        name === 'image_urls'
          ? cell
              .split(CSV_IMAGE_SEPARATOR)
              .map((s) => s.trim())
              .filter(Boolean)
          : cell;
    });
    candidates.push({ line: lineNo, value: record });
  }
  if (!header)
    return {
      format: 'csv',
      rows: [],
      errors: [{ line: 1, field: 'header', reason: 'The feed is empty' }],
    };
  if (candidates.length > LOT_FEED_LIMITS.maxRows)
    return {
      format: 'csv',
      rows: [],
      errors: [
        { line: 0, field: 'file', reason: `A feed holds at most ${LOT_FEED_LIMITS.maxRows} lots` },
      ],
    };
  const result = validateRows(
    'csv',
    candidates.filter((c) => !(c.value as { __split?: string }).__split),
  );
  for (const c of candidates) {
    const reason = (c.value as { __split?: string }).__split;
    if (reason) result.errors.push({ line: c.line, field: 'row', reason });
  }
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}

/**
 * Why a JSON feed could not be read, with where: the parser's own line and column ("Expected ','
 * or '}' after property value … (line 12 column 5)"), so a file edited by hand can be put right.
 */
function notJsonReason(err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  const at = /\(line (\d+) column (\d+)\)/.exec(message);
  const what = message
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/, ".*" is not valid JSON$/s, '')
    .trim();
  return at
    ? `The feed is not valid JSON: ${what} at line ${at[1]}, column ${at[2]}`
    : `The feed is not valid JSON${what ? `: ${what}` : ''}`;
}

function parseJson(text: string): ParsedFeed {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    return {
      format: 'json',
      rows: [],
      errors: [{ line: 0, field: 'file', reason: notJsonReason(err) }],
    };
  }
  const top = LotFeedJsonSchema.safeParse(doc);
  if (!top.success) return { format: 'json', rows: [], errors: issuesToErrors(0, top.error) };
  return validateRows(
    'json',
    top.data.lots.map((lot, i) => ({
      line: i + 1,
      value: { format_version: LOT_FEED_FORMAT_VERSION, ...lot },
    })),
  );
}

/**
 * Reads a feed (CSV with a header line, or JSON) into validated rows and a report of the rest.
 * CSV: one lot per line, `#` lines are comments; errors carry the file's line number. JSON: errors
 * carry the lot's position in `lots` (1 = first); 0 is the file as a whole.
 */
export function parseLotFeed(text: string, format: FeedFormat = sniffFeedFormat(text)): ParsedFeed {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return format === 'json' ? parseJson(body) : parseCsv(body);
}
