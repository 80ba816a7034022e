import { cleanSearchText } from './said-country';
import { z } from 'zod';
import { ppdCodesParam } from './property-types';
import {
  DEFAULT_SOLD_PRICE_ORDER,
  MAX_PRICE,
  MAX_SOLD_PRICE_PAGE,
  SOLD_NEW_BUILD_OPTIONS,
  SOLD_PRICE_ORDERS,
  SOLD_PRICE_QUERY_KEYS,
  SOLD_TENURE_OPTIONS,
  type SoldNewBuild,
  type SoldPriceOrder,
  type SoldTenure,
} from './sold-price-options';
import { own } from './own';
import { poundsIn } from './money-text';
import { leftOutFilters, type LeftOutFilter } from './left-out-filters';

// The constants (and the filter form's helpers) are in ./sold-price-options, free of zod for the
// page's first load (decision 051); re-exported here for the server's modules.
export {
  DEFAULT_SOLD_PRICE_ORDER,
  hasSoldPriceFilter,
  MAX_PRICE,
  MAX_SOLD_PRICE_PAGE,
  SOLD_PRICE_ORDERS,
  SOLD_PRICE_QUERY_KEYS,
  SOLD_NEW_BUILD_OPTIONS,
  SOLD_TENURE_OPTIONS,
  SOLD_TYPE_OPTIONS,
  type SoldNewBuild,
  type SoldPriceOrder,
  type SoldTenure,
} from './sold-price-options';

/**
 * The sold house prices page's URL query, parsed field by field: a malformed or unknown value
 * falls back to "no filter" (or the default order / first page), so a shared URL never errors.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Free text, cleaned by `cleanText`, without the country it may end with ("Leeds, UK"). */
const Text = z
  .string()
  .transform((s) => cleanSearchText(s))
  .optional()
  .catch(undefined);

/** A price in a link: "150000", "150,000", "150k", "£1.2m" (poundsIn); anything else no filter. */
const Price = z
  .preprocess(
    (v) => (typeof v === 'string' ? poundsIn(v) : v),
    z.number().int().min(0).max(MAX_PRICE).optional(),
  )
  .catch(undefined);

/** `only` or `exclude`; Price Paid's own letters and yes/no read as them. */
const NEW_BUILD_WORDS: Record<string, SoldNewBuild> = {
  only: 'only',
  y: 'only',
  yes: 'only',
  exclude: 'exclude',
  n: 'exclude',
  no: 'exclude',
};
const NewBuild = z
  .preprocess(
    (v) => (typeof v === 'string' ? own(NEW_BUILD_WORDS, v.trim().toLowerCase()) : undefined),
    z
      .enum(SOLD_NEW_BUILD_OPTIONS.map((o) => o.value) as [SoldNewBuild, ...SoldNewBuild[]])
      .optional(),
  )
  .catch(undefined);

/** `Freehold` or `Leasehold` in any case, or Price Paid's F and L. */
const Tenure = z
  .preprocess(
    (v) =>
      typeof v === 'string'
        ? SOLD_TENURE_OPTIONS.find((o) =>
            [o.value.toLowerCase(), o.code.toLowerCase()].includes(v.trim().toLowerCase()),
          )?.value
        : undefined,
    z.enum(SOLD_TENURE_OPTIONS.map((o) => o.value) as [SoldTenure, ...SoldTenure[]]).optional(),
  )
  .catch(undefined);

const IsoDate = z.preprocess(blankToUndefined, z.iso.date().optional()).catch(undefined);

export const SoldPriceQuerySchema = z.object({
  /** A postcode (unit, sector, district or area) or a place (town, county, country). */
  location: Text,
  /** Postcode or street. */
  search: Text,
  /** One Price Paid code (`T`) or several (`D,S,T`: houses of any build). */
  property_type: z
    .preprocess((v) => (typeof v === 'string' ? ppdCodesParam(v) : v), z.string().optional())
    .catch(undefined),
  /** Freehold or leasehold (Price Paid's duration). */
  tenure: Tenure,
  /** New builds only, or none (Price Paid's old/new). */
  new_build: NewBuild,
  min_price: Price,
  max_price: Price,
  date_from: IsoDate,
  date_to: IsoDate,
  order_by: z
    .enum(Object.keys(SOLD_PRICE_ORDERS) as SoldPriceOrder[])
    .catch(DEFAULT_SOLD_PRICE_ORDER),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .transform((p) => Math.min(p, MAX_SOLD_PRICE_PAGE))
    .catch(1),
});

export type SoldPriceQuery = z.infer<typeof SoldPriceQuerySchema>;
// SOLD_PRICE_QUERY_KEYS lists the schema's keys in its order: a key missing either side fails here.
type SchemaKeys = keyof typeof SoldPriceQuerySchema.shape;
type ListedKeys = (typeof SOLD_PRICE_QUERY_KEYS)[number];
const sameKeys: [SchemaKeys] extends [ListedKeys]
  ? [ListedKeys] extends [SchemaKeys]
    ? true
    : never
  : never = true;
void sameKeys;

/** Reads the URL query; ranges given the wrong way round are swapped rather than matching nothing. */
export function parseSoldPriceQuery(params: URLSearchParams): SoldPriceQuery {
  const raw = Object.fromEntries(SOLD_PRICE_QUERY_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const q = SoldPriceQuerySchema.parse(raw);
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price)
    [q.min_price, q.max_price] = [q.max_price, q.min_price];
  if (q.date_from && q.date_to && q.date_from > q.date_to)
    [q.date_from, q.date_to] = [q.date_to, q.date_from];
  return q;
}

/** The query's keys that are no filter of a value a link may give wrong. */
const NOT_FILTERS: ReadonlySet<string> = new Set(['location', 'search', 'order_by', 'page']);

/**
 * The link's types, tenures, prices and days that are no value, so left out (leftOutFilters):
 * "property_type=X" showed every sale and said nothing.
 */
export const unreadSoldFilters = (params: URLSearchParams): LeftOutFilter[] =>
  leftOutFilters(
    params,
    SOLD_PRICE_QUERY_KEYS.filter((k) => !NOT_FILTERS.has(k)),
    (name, value) =>
      SoldPriceQuerySchema.shape[name as 'min_price' | 'date_from'].parse(value) !== undefined,
  );

/** The normalised query as URL parameters: defaults left out, keys in one fixed order. */
export function soldPriceSearchParams(
  q: SoldPriceQuery,
  { page = true }: { page?: boolean } = {},
): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of SOLD_PRICE_QUERY_KEYS) {
    const value = q[key];
    if (value === undefined) continue;
    if (key === 'order_by' && value === DEFAULT_SOLD_PRICE_ORDER) continue;
    if (key === 'page' && (!page || value === 1)) continue;
    out.set(key, String(value));
  }
  return out;
}

/** Figures over the sold prices matching a filter; average and median are null when none match. */
export interface SoldPriceSummary {
  count: number;
  average: number | null;
  median: number | null;
  /** The figures come from a sample of a very large match (decision 056): say "about". */
  approximate?: boolean;
}
