import { PROPERTY_TYPE_NAMES } from './entities';
import { PPD_PROPERTY_TYPES, PROPERTY_TYPE_FAMILIES } from './property-types';
import type { SoldPriceQuery } from './sold-price-query';

// The sold-price search's orders, choices and limits, free of zod: the filter form imports them in
// the page's first load (decision 051). The query schema is in ./sold-price-query.

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

/**
 * New builds (Price Paid's old/new: Y new, N established): `only` keeps the new, `exclude` the
 * established. Values and labels of the form's choice; the URL also takes y/n, yes/no.
 */
export const SOLD_NEW_BUILD_OPTIONS = [
  { value: 'only', label: 'New builds only', code: 'Y', words: 'new builds only' },
  { value: 'exclude', label: 'Exclude new builds', code: 'N', words: 'excluding new builds' },
] as const;
export type SoldNewBuild = (typeof SOLD_NEW_BUILD_OPTIONS)[number]['value'];

/**
 * Tenure (Price Paid's duration: F freehold, L leasehold; U unknown, which neither keeps), spelt
 * as the lot search's `tenure` values, so a lot search's tenure reads here too.
 */
export const SOLD_TENURE_OPTIONS = [
  { value: 'Freehold', code: 'F' },
  { value: 'Leasehold', code: 'L' },
] as const;
export type SoldTenure = (typeof SOLD_TENURE_OPTIONS)[number]['value'];

/** The data graph refuses offsets above 10,000; 800 pages of 12 stay below it. */
export const MAX_SOLD_PRICE_PAGE = 800;
export const MAX_PRICE = 1_000_000_000;

/** The query's keys, in the order its URLs list them (the schema checks it has the same). */
export const SOLD_PRICE_QUERY_KEYS = [
  'location',
  'search',
  'property_type',
  'tenure',
  'new_build',
  'min_price',
  'max_price',
  'date_from',
  'date_to',
  'order_by',
  'page',
] as const satisfies ReadonlyArray<keyof SoldPriceQuery>;

/** How many filters narrow the results (the order and page do not). */
export const soldPriceFiltersSet = (q: SoldPriceQuery) =>
  SOLD_PRICE_QUERY_KEYS.filter((k) => k !== 'order_by' && k !== 'page' && q[k] !== undefined)
    .length;

/** True when any filter narrows the results. */
export const hasSoldPriceFilter = (q: SoldPriceQuery) => soldPriceFiltersSet(q) > 0;
