import type { SoldPriceQuery } from '#schema/sold-price-query';
import { ppdCodesOf } from '#schema/property-types';
import { SOLD_NEW_BUILD_OPTIONS } from '#schema/sold-price-options';
import { formatDate, formatMoney } from './format';

/** Price Paid codes as a sentence names their sales ("8 sales of flats and maisonettes"). */
const TYPE_NOUNS: Record<string, string> = {
  D: 'detached houses',
  S: 'semi-detached houses',
  T: 'terraced houses',
  F: 'flats and maisonettes',
  O: 'other property (land, commercial and the like)',
};

/** The sales a type filter keeps, in words: "houses", "flats and maisonettes"; null for any. */
export function soldTypeWords(param: string | undefined): string | null {
  const codes = param ? ppdCodesOf(param) : [];
  if (!codes.length) return null;
  if (codes.join(',') === 'D,S,T') return 'houses';
  return codes.map((c) => TYPE_NOUNS[c]).join(' and ');
}

function dateWords(from: string | undefined, to: string | undefined): string | null {
  if (from && to) return `sold ${formatDate(from, 'long')} to ${formatDate(to, 'long')}`;
  if (from) return `sold since ${formatDate(from, 'long')}`;
  return to ? `sold up to ${formatDate(to, 'long')}` : null;
}

function priceWords(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined)
    return `for ${formatMoney(min)} to ${formatMoney(max)}`;
  if (min !== undefined) return `for ${formatMoney(min)} or more`;
  return max !== undefined ? `for up to ${formatMoney(max)}` : null;
}

/**
 * The filters of a sold-price search beyond its place, each in words ("flats and maisonettes",
 * "leasehold", "new builds only", "sold 29 November 2024 to 28 November 2026"): said beside the count and in the description,
 * so a narrowed count is never read as all of a place's sales.
 */
export function soldSearchWords(q: SoldPriceQuery): string[] {
  return [
    soldTypeWords(q.property_type),
    q.tenure ? q.tenure.toLowerCase() : null,
    SOLD_NEW_BUILD_OPTIONS.find((o) => o.value === q.new_build)?.words ?? null,
    q.search ? `matching “${q.search}”` : null,
    dateWords(q.date_from, q.date_to),
    priceWords(q.min_price, q.max_price),
  ].filter((w): w is string => w !== null);
}

/**
 * The filters as the page's line beside the count says them ("new builds only · sold 01 January
 * 2024 to 31 December 2024"); empty without any. The page's title says them too when no place does.
 */
export const soldSearchLine = (q: SoldPriceQuery): string => soldSearchWords(q).join(' · ');
