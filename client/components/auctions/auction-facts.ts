import { isOnlineAuction } from '#schema/auction-calendar';
import { formatDate } from '#shared/format/format';
import { dayAndClock, formatLondonClock } from '#schema/london-time';
import { biddingOpenLine, closingWhen } from '#shared/format/sale-phase';
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

/**
 * What an auction's page says before its results: when a buyer must act. An online, timed or
 * Modern sale (it has an end date) closes at a time; a room sale starts at its time and its lots
 * are offered one after another from then, so "bidding closes" at its start would tell a buyer
 * who means to attend that they are too late.
 */
export function beforeResultsLine(
  a: Pick<AuctionSummary, 'auction_date' | 'auction_end_date' | 'phase' | 'closes_at'>,
): string {
  if (a.auction_end_date)
    return `${a.phase === 'bidding open' ? 'Bidding is open and closes' : 'Bidding closes'} on ${closingWhen(a.closes_at)}.`;
  const when = closingWhen(a.auction_date);
  return formatLondonClock(a.auction_date)
    ? `The auction starts on ${when}.`
    : `The auction is held on ${when}.`;
}
