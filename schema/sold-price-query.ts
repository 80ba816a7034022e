import { cleanText } from './clean-text';
import { z } from 'zod';
import { PROPERTY_TYPE_NAMES } from './entities';
import { PPD_PROPERTY_TYPES, ppdCodesParam, PROPERTY_TYPE_FAMILIES } from './property-types';

/**
 * The sold house prices page's URL query, parsed field by field: a malformed or unknown value
 * falls back to "no filter" (or the default order / first page), so a shared URL never errors.
 */

export const SOLD_PRICE_ORDERS = {
  date_desc: {
    label: 'Newest sales first',
    graph: [{ date_of_transfer: 'desc' }, { transaction_id: 'asc' }],
  },
  date_asc: {
    label: 'Oldest sales first',
    graph: [{ date_of_transfer: 'asc' }, { transaction_id: 'asc' }],
  },
  price_desc: {
    label: 'Price: high to low',
    graph: [{ price: 'desc' }, { transaction_id: 'asc' }],
  },
  price_asc: { label: 'Price: low to high', graph: [{ price: 'asc' }, { transaction_id: 'asc' }] },
} as const;
export type SoldPriceOrder = keyof typeof SOLD_PRICE_ORDERS;
export const DEFAULT_SOLD_PRICE_ORDER: SoldPriceOrder = 'date_desc';

/** The type filter's choices: each Price Paid code, and houses of any build (detached, semi, terraced). */
export const SOLD_TYPE_OPTIONS: Array<{ value: string; label: string }> = [
  { value: PROPERTY_TYPE_FAMILIES.houses.ppdCodes.join(','), label: 'House (any)' },
  ...PPD_PROPERTY_TYPES.map((code) => ({ value: code, label: PROPERTY_TYPE_NAMES[code] ?? code })),
];

/** The data graph refuses offsets above 10,000; 800 pages of 12 stay below it. */
export const MAX_SOLD_PRICE_PAGE = 800;
export const MAX_PRICE = 1_000_000_000;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Free text, cleaned by `cleanText`. */
const Text = z
  .string()
  .transform((s) => cleanText(s))
  .optional()
  .catch(undefined);

const Price = z
  .preprocess(blankToUndefined, z.coerce.number().int().min(0).max(MAX_PRICE).optional())
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
export const SOLD_PRICE_QUERY_KEYS = Object.keys(SoldPriceQuerySchema.shape) as Array<
  keyof SoldPriceQuery
>;

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

/** True when any filter narrows the results (the order and page do not). */
export const hasSoldPriceFilter = (q: SoldPriceQuery) =>
  SOLD_PRICE_QUERY_KEYS.some((k) => k !== 'order_by' && k !== 'page' && q[k] !== undefined);

/** Figures over the sold prices matching a filter; average and median are null when none match. */
export interface SoldPriceSummary {
  count: number;
  average: number | null;
  median: number | null;
}
