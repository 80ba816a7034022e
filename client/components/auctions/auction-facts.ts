import { isOnlineAuction } from '#schema/auction-calendar';
import { formatDate } from '#shared/format/format';
import { dayAndClock } from '#schema/london-time';
import { biddingOpenLine } from '#shared/format/sale-phase';
import { nothingLeftToBid } from '#schema/auction-results';
import type { AuctionSummary } from '#shared/payloads/auction-data';

export const NOTHING_LEFT = 'No lots left in this sale';

/** Where an auction happens, as a buyer reads it: "Online" or its venue. */
export const auctionWhere = (a: Pick<AuctionSummary, 'venue'>) =>
  isOnlineAuction(a.venue) ? 'Online' : a.venue!;

/**
 * The auction's dates with their London times: when a room sale starts, or when an online sale
 * opens and closes (a Modern or timed sale runs for days or weeks; its lots close minutes apart),
 * in the past tense once it has closed.
 */
export function auctionDates(
  a: Pick<AuctionSummary, 'auction_date' | 'auction_end_date' | 'ended'>,
): string {
  const start = dayAndClock(formatDate(a.auction_date, 'long'), a.auction_date);
  if (!a.auction_end_date) return start;
  const end = dayAndClock(formatDate(a.auction_end_date, 'long'), a.auction_end_date);
  return `${start} – ${a.ended ? 'closed' : 'closes'} ${end}`;
}

/**
 * Where the sale is, as its page and calendar entry say it: closed, nothing left to bid on (every
 * lot withdrawn, postponed or sold before it), bidding open with its closing
 * time (an online, timed or Modern sale that has opened: "upcoming" read as if no one could bid
 * yet), or upcoming.
 */
export function auctionStatusLine(
  a: Pick<AuctionSummary, 'ended' | 'phase' | 'closes_at' | 'figures'>,
): string {
  if (a.ended) return 'Auction closed';
  if (nothingLeftToBid(a.figures, a.ended)) return NOTHING_LEFT;
  if (a.phase === 'bidding open') return biddingOpenLine(a.closes_at);
  return 'Upcoming auction';
}
