import { LOT_RESULTS } from '#schema/lot-status';

/**
 * SQL for a lot's state, the one definition (issue 13): the `lot_state()` function of migration
 * 013 over the stored result and the auction's closing time. Every reader of status in SQL (the
 * graph's `lot_status`, counts, the map, sitemaps, area pages, alerts) goes through these.
 */
export const lotStateSql = (alias: string) =>
  `lot_state(${alias}.lot_status, ${alias}.auction_date, ${alias}.auction_end_date)`;

/**
 * Where a lot's sale is: upcoming, bidding open (an online sale's window), under way (a room
 * sale's day) or closed, by `sale_phase()` of migrations 032 and 064, the clock of `lot_state()`;
 * a room sale whose every lot has its result is closed (decision 155), as its calendar entry says.
 */
export const salePhaseSql = (alias: string) => {
  const phase = `sale_phase(${alias}.auction_date, ${alias}.auction_end_date)`;
  return (
    `(CASE WHEN ${phase} = 'under way' AND ${allLotsResultedSql(`${alias}.auction_id`)} ` +
    `THEN 'closed' ELSE ${phase} END)`
  );
};

/**
 * A lot still offered in its sale: not withdrawn from it, postponed to another, nor sold before
 * it (no one bids on a lot sold prior, so its closing time is not the sale's).
 */
export const stillInSaleSql = (alias: string) =>
  `NOT (${leftItsSaleSql(alias)}) AND ${soldWhenSql(alias)} IS DISTINCT FROM 'before'`;

/**
 * The sale `auctionId` (SQL) has lots still in it, and every one has its result, sold or unsold:
 * its last lot has been under the hammer. A room sale so is over, however early in its day.
 */
export const allLotsResultedSql = (auctionId: string) => {
  const inSale = `FROM auction_properties o WHERE o.auction_id = ${auctionId} AND ${stillInSaleSql('o')}`;
  return (
    `(EXISTS (SELECT 1 ${inSale}) AND NOT EXISTS (SELECT 1 ${inSale} ` +
    `AND lower(btrim(coalesce(o.lot_status, ''))) NOT IN ('sold', 'unsold')))`
  );
};

/**
 * A lot taken out of its sale before it closed (withdrawn, or postponed to another): nobody bids
 * on it there, and its house may offer it again later.
 */
export const leftItsSaleSql = (alias: string) =>
  `lower(btrim(coalesce(${alias}.lot_status, ''))) IN ('withdrawn', 'postponed')`;

/**
 * When a sold lot was sold: before its auction, at it (under the hammer) or after it; null when
 * not sold. The `sold_when()` function of migration 050, the one definition (decision 091), called
 * only for a sold lot: it is null for any other, and a call (a SQL function PostgreSQL cannot
 * inline, reading the lot's history) costs tens of microseconds a row, most of the calendar's
 * time when it filtered every lot still to close (decision 158).
 */
export const soldWhenSql = (alias: string) =>
  `(CASE WHEN lower(btrim(coalesce(${alias}.lot_status, ''))) = 'sold' THEN ` +
  `sold_when(${alias}.lot_status, ${alias}.history, ${alias}.auction_date, ${alias}.auction_end_date) END)`;

/**
 * When a lot's sale ends, the clock of `lot_state()` and `sale_phase()`: an online sale's end date,
 * else the end of its room sale's London day (`sale_ends()`, migration 064, decision 154).
 */
export const saleEndsSql = (alias: string) =>
  `sale_ends(${alias}.auction_date, ${alias}.auction_end_date)`;

/**
 * When bidding on a lot closes, as its card dates it: an online sale's end date, else the room
 * sale's start (the closing-time index of migration 013 is on this). A sale ends (`saleEndsSql`)
 * at or after it, and at most 25 hours after it (a London day; the clocks go back on one).
 */
export const lotClosesAtSql = (alias: string) =>
  `coalesce(${alias}.auction_end_date, ${alias}.auction_date)`;

/**
 * "For sale now": no stored result and the sale not yet ended (or not yet dated), as `lot_state()`
 * says, written out so the closing-time index can answer it: a sale ends at most 25 hours after
 * its closing time (a room sale's day), so the index reads from 25 hours back and `sale_ends()`
 * decides.
 */
export const lotAvailableSql = (alias: string) =>
  `(lower(btrim(coalesce(${alias}.lot_status, ''))) NOT IN (${LOT_RESULTS.map((r) => `'${r}'`).join(', ')}) ` +
  `AND ((${lotClosesAtSql(alias)} > now() - interval '25 hours' AND ${saleEndsSql(alias)} > now()) ` +
  `OR ${lotClosesAtSql(alias)} IS NULL))`;

/**
 * The price a lot's card leads with, and the price sort's key: what it sold for once sold, else
 * its lower guide (migration 031 indexes this expression). Sorting sold lots by guide put a
 * £3.2m sale ahead of a £3.6m one.
 */
export const lotPriceSql = (alias: string) =>
  `coalesce(${alias}.sold_price, ${alias}.guide_price_min)`;
