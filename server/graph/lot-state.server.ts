import { LOT_RESULTS } from '#schema/lot-status';

/**
 * SQL for a lot's state, the one definition (issue 13): the `lot_state()` function of migration
 * 013 over the stored result and the auction's closing time. Every reader of status in SQL (the
 * graph's `lot_status`, counts, the map, sitemaps, area pages, alerts) goes through these.
 */
export const lotStateSql = (alias: string) =>
  `lot_state(${alias}.lot_status, ${alias}.auction_date, ${alias}.auction_end_date)`;

/**
 * Where a lot's (or, with an auctions alias, an auction's) sale is: upcoming, bidding open or
 * closed, by `sale_phase()` of migration 032, the clock of `lot_state()`.
 */
export const salePhaseSql = (alias: string) =>
  `sale_phase(${alias}.auction_date, ${alias}.auction_end_date)`;

/**
 * A lot taken out of its sale before it closed (withdrawn, or postponed to another): nobody bids
 * on it there, and its house may offer it again later.
 */
export const leftItsSaleSql = (alias: string) =>
  `lower(btrim(coalesce(${alias}.lot_status, ''))) IN ('withdrawn', 'postponed')`;

/**
 * When a sold lot was sold: before its auction, at it (under the hammer) or after it; null when
 * not sold. The `sold_when()` function of migration 050, the one definition (decision 091).
 */
export const soldWhenSql = (alias: string) =>
  `sold_when(${alias}.lot_status, ${alias}.history, ${alias}.auction_date, ${alias}.auction_end_date)`;

/** When bidding on a lot closes (the closing-time index of migration 013 is on this). */
export const lotClosesAtSql = (alias: string) =>
  `coalesce(${alias}.auction_end_date, ${alias}.auction_date)`;

/**
 * "For sale now": no stored result and the auction still ahead (or not yet dated), as
 * `lot_state()` says, written out so the closing-time index can answer it.
 */
export const lotAvailableSql = (alias: string) =>
  `(lower(btrim(coalesce(${alias}.lot_status, ''))) NOT IN (${LOT_RESULTS.map((r) => `'${r}'`).join(', ')}) ` +
  `AND (${lotClosesAtSql(alias)} > now() OR ${lotClosesAtSql(alias)} IS NULL))`;

/**
 * The price a lot's card leads with, and the price sort's key: what it sold for once sold, else
 * its lower guide (migration 031 indexes this expression). Sorting sold lots by guide put a
 * £3.2m sale ahead of a £3.6m one.
 */
export const lotPriceSql = (alias: string) =>
  `coalesce(${alias}.sold_price, ${alias}.guide_price_min)`;
