import { isValid as isValidPostcode, toNormalised as normalisePostcode } from 'postcode';
import {
  DURATIONS,
  OLD_NEW,
  PPD_CATEGORIES,
  PPD_COLUMN_COUNT,
  PROPERTY_TYPES,
  RECORD_STATUSES,
  type PpdOperation,
  type PpdRowError,
} from './ppd-format';
import { splitCsvLine } from './split-csv-line';

export type ParsedPpdLine = { ok: true; op: PpdOperation } | { ok: false; error: PpdRowError };

/** `sold_house_prices.price` is a PostgreSQL integer. */
export const MAX_PRICE = 2_147_483_647;
/** The register's price paid records start in 1995. */
export const FIRST_YEAR = 1995;

const GUID = /^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/i;
const WHOLE_NUMBER = /^\d{1,10}$/;
/** Published as `YYYY-MM-DD 00:00`; the time is always midnight and is dropped. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: \d{2}:\d{2}(?::\d{2})?)?$/;
const ERROR_TEXT_LENGTH = 200;

const quoteValue = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

function oneOf<T extends string>(
  value: string,
  allowed: readonly T[],
  label: string,
  problems: string[],
): T {
  const v = value.trim().toUpperCase();
  if ((allowed as readonly string[]).includes(v)) return v as T;
  problems.push(`${label} ${quoteValue(value)} must be one of ${allowed.join(', ')}`);
  return allowed[0] as T;
}

const text = (v: string): string | null => {
  const t = v.trim();
  return t === '' ? null : t;
};

function parseDate(value: string, problems: string[], maxYear: number): string {
  const m = DATE.exec(value.trim());
  if (!m) {
    problems.push(`date of transfer ${quoteValue(value)} is not in the form YYYY-MM-DD 00:00`);
    return '';
  }
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    problems.push(`date of transfer ${quoteValue(value)} is not a calendar date`);
    return '';
  }
  if (year < FIRST_YEAR || year > maxYear) {
    problems.push(`date of transfer ${quoteValue(value)} is outside ${FIRST_YEAR}–${maxYear}`);
    return '';
  }
  return `${y}-${mo}-${d}`;
}

function parsePrice(value: string, problems: string[]): number {
  const v = value.trim();
  if (!WHOLE_NUMBER.test(v)) {
    problems.push(`price ${quoteValue(value)} is not a whole number of pounds`);
    return 0;
  }
  const price = Number(v);
  if (price < 1 || price > MAX_PRICE) {
    problems.push(`price ${v} is outside 1–${MAX_PRICE}`);
    return 0;
  }
  return price;
}

function parsePostcode(value: string, problems: string[]): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (!isValidPostcode(v)) {
    problems.push(`postcode ${quoteValue(value)} is not a valid UK postcode`);
    return null;
  }
  return normalisePostcode(v);
}

export interface ParsePpdLineOptions {
  /** Latest year a transfer may carry; default next calendar year. */
  maxYear?: number;
}

/**
 * Validates one line of a Price Paid file. A and C lines must be complete and valid;
 * a D line only needs its transaction id, since it removes the record whatever it said.
 * Every problem on the line is listed in the error's reason, separated by `; `.
 */
export function parsePpdLine(
  line: string,
  lineNumber: number,
  options: ParsePpdLineOptions = {},
): ParsedPpdLine {
  const fail = (reason: string): ParsedPpdLine => ({
    ok: false,
    error: { line: lineNumber, reason, text: line.slice(0, ERROR_TEXT_LENGTH) },
  });
  if (line.includes('\0')) return fail('line contains a NUL byte');
  const split = splitCsvLine(line);
  if (!split.ok) return fail(split.reason);
  const f = split.fields;
  if (f.length !== PPD_COLUMN_COUNT) {
    return fail(`expected ${PPD_COLUMN_COUNT} columns, found ${f.length}`);
  }
  const [id, price, date, postcode, type, oldNew, duration, paon, saon, street] = f as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const [locality, town, district, county, category, status] = f.slice(10) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];

  const problems: string[] = [];
  const transactionId = id.trim().toUpperCase();
  if (!GUID.test(transactionId)) {
    problems.push(`transaction id ${quoteValue(id)} is not a {GUID}`);
  }
  const recordStatus = oneOf(status, RECORD_STATUSES, 'record status', problems);
  if (problems.length) return fail(problems.join('; '));
  if (recordStatus === 'D') return { ok: true, op: { status: 'D', transactionId } };

  const maxYear = options.maxYear ?? new Date().getUTCFullYear() + 1;
  const record = {
    transactionId,
    price: parsePrice(price, problems),
    dateOfTransfer: parseDate(date, problems, maxYear),
    postcode: parsePostcode(postcode, problems),
    propertyType: oneOf(type, PROPERTY_TYPES, 'property type', problems),
    oldNew: oneOf(oldNew, OLD_NEW, 'old/new', problems),
    duration: oneOf(duration, DURATIONS, 'duration', problems),
    paon: text(paon),
    saon: text(saon),
    street: text(street),
    locality: text(locality),
    townCity: text(town),
    district: text(district),
    county: text(county),
    ppdCategory: oneOf(category, PPD_CATEGORIES, 'PPD category', problems),
  };
  if (problems.length) return fail(problems.join('; '));
  return { ok: true, op: { status: recordStatus, record } };
}
