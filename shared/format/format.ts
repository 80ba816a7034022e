import { TEMPLATE_PLACEHOLDER } from '#schema/entities';
import { formatGbp, formatGroupedNumber } from '#schema/number-format';
import { formatUtcDate, parseUtcDate } from './utc-date';
import { onUkClock } from '#schema/uk-clock';

/** SPEC §9: the placeholder for a missing value in cards and tables. */
export const DASH = '—';

export const DATE_FORMATS = {
  dmy: 'DD-MM-YYYY',
  iso: 'YYYY-MM-DD',
  long: 'DD MMMM YYYY',
  card: 'DD MMMM, YYYY',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** GBP without decimals; '-' when empty or not a number (SPEC §9). */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatGbp(n) : '-';
}

/**
 * A guide price as a buyer reads it: one figure ("£105,000") or the range its house gives
 * ("£105,000 – £120,000"). Shown by its lower figure alone, a range looked cheaper than its guide.
 */
export function formatGuide(min: unknown, max: unknown): string {
  const low = formatMoney(min);
  const high = max === null || max === undefined || max === min ? null : formatMoney(max);
  return high && high !== '-' ? `${low} – ${high}` : low;
}

/**
 * A date in one of the spec's formats, on the UK calendar; DASH when missing or invalid. A plain
 * date (`2027-06-03`, read as UTC midnight) is that day; an instant is the day it falls on in the
 * UK, as the London time printed beside it (`formatLondonClock`) says: a lot closing at 00:30 BST
 * on 4 June (23:30 UTC on the 3rd) read "03 June 2027, 00:30 BST".
 */
export function formatDate(value: unknown, format: DateFormat = 'card'): string {
  if (value === null || value === undefined || value === '') return DASH;
  const d = parseUtcDate(value as string | number | Date);
  return Number.isNaN(d.getTime()) ? DASH : formatUtcDate(onUkClock(d), DATE_FORMATS[format]);
}

/** 12,345 (without `Intl`: decision 055). */
export const formatCount = formatGroupedNumber;

/** "A, B and C" (or, given 'or', "A, B or C"). */
export const andList = (items: readonly string[], conjunction: 'and' | 'or' = 'and') =>
  items.length > 1
    ? `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)!}`
    : (items[0] ?? '');

/** `1 lot`, `1,204 lots`: a count with its noun, plural but for one. */
/**
 * A name in quotation marks: “York”, or ‘Lots matching “kennington road”’ where the name has
 * quotation marks of its own (“Lots matching “kennington road”” read as two quotes).
 */
export const inQuotes = (name: string) => (/[“”]/.test(name) ? `‘${name}’` : `“${name}”`);

export const formatCountOf = (count: number, noun: string) =>
  `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

/** A count that may come from a sample (decision 056): "About 4,010,000", else "12,345". */
export const formatEstimate = (
  count: number,
  approximate?: boolean,
  /** "about" inside a sentence ("the first 9,600 of about 200,000 sales"). */
  about: 'About' | 'about' = 'About',
) => `${approximate ? `${about} ` : ''}${formatCount(count)}`;

/** A Modern Method sale (the method in any case): its end date is the date it is known by. */
export const isModernMethod = (method: string | null | undefined) =>
  (method ?? '').toLowerCase() === 'modern';

/** SPEC §9: 'Modern' auctions show their end date instead of the auction date. */
export function auctionDateOf(lot: {
  auction_method?: string | null;
  auction_date?: string | null;
  auction_end_date?: string | null;
}): { label: string; value: string; closes?: string } {
  if (isModernMethod(lot.auction_method))
    return { label: 'Auction End Date', value: formatDate(lot.auction_end_date) };
  // Online and timed sales open on the auction date and close later: a buyer needs both.
  return lot.auction_end_date
    ? {
        label: 'Auction Date',
        value: formatDate(lot.auction_date),
        closes: formatDate(lot.auction_end_date),
      }
    : { label: 'Auction Date', value: formatDate(lot.auction_date) };
}

/** Fills `{{field}}` placeholders from a record; missing or empty values become DASH. */
export function fillTemplate(template: string, record: Record<string, unknown>): string {
  return template.replace(TEMPLATE_PLACEHOLDER, (_m, key: string) => {
    const value = key
      .split('.')
      .reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
        record,
      );
    return value === null || value === undefined || value === '' ? DASH : String(value);
  });
}
