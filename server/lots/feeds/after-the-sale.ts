import type { LotFeedRow } from '#schema/lot-feed';
import { saleEnds } from '#schema/lot-status';
import { dayAndClock, londonDayOf } from '#schema/london-time';
import { formatDate } from '#shared/format/format';
import type { FeedError } from './parse-lot-feed';
import type { StoredLot } from './lot-store.server';

/*
 * A feed for a sale already held: whether it has closed, and what the sender is told about lots
 * it lists there for the first time or leaves out (decision 080).
 */

/**
 * Whether the auction's sale has ended at `now`, on `lot_state()`'s clock (its end, else its room
 * sale's day): lots first listed in a room sale under way are still for sale there.
 */
export const saleClosed = (r: LotFeedRow, now: Date) => saleEnds(r).getTime() <= now.getTime();

/** `10 December 2020, 10:00 GMT`: an instant as the auction pages write it (a whole day: no time). */
const asPagesSay = (iso: string) =>
  dayAndClock(formatDate(londonDayOf(new Date(iso)), 'long'), iso);

/**
 * The warning for lots first listed in a sale already held: buyers see them awaiting a result,
 * never for sale, which is what a mistyped year (2025 for 2026) looks like.
 */
export const listedAfterSale = (line: number, auction: string, r: LotFeedRow): FeedError => ({
  line,
  field: r.auction_end_date ? 'auction_end_date' : 'auction_date',
  reason:
    `Auction ${auction} ${r.auction_end_date ? 'closed' : 'took place'} on ` +
    `${asPagesSay(r.auction_end_date ?? r.auction_date)}, so the lots this feed lists in it for ` +
    'the first time show as awaiting a result, not for sale. If the date is wrong, send the file ' +
    'again with the right one.',
});

/** The warning for lots a feed leaves out of a sale already held: they keep awaiting a result. */
export const leftOutAfterSale = (line: number, auction: string, lots: StoredLot[]): FeedError => ({
  line,
  field: 'lot_number',
  reason:
    `Auction ${auction} has taken place, so the lots this feed leaves out are not withdrawn: ` +
    `lots ${lots.map((l) => l.lot_number ?? '?').join(', ')} still await a result. ` +
    'Send each one with its status (Sold with its sold_price, Unsold or Postponed).',
});
