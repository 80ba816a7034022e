import { isOnlineAuction } from '#schema/auction-calendar';
import { formatDate } from '#shared/format/format';
import { dayAndClock } from '#schema/london-time';
import type { AuctionSummary } from '#shared/payloads/auction-data';

/** Where an auction happens, as a buyer reads it: "Online" or its venue. */
export const auctionWhere = (a: Pick<AuctionSummary, 'venue'>) =>
  isOnlineAuction(a.venue) ? 'Online' : a.venue!;

/**
 * The auction's dates with their London times: when a room sale starts, or when an online sale
 * opens and closes (a Modern or timed sale runs for days or weeks; its lots close minutes apart).
 */
export function auctionDates(a: Pick<AuctionSummary, 'auction_date' | 'auction_end_date'>): string {
  const start = dayAndClock(formatDate(a.auction_date, 'long'), a.auction_date);
  if (!a.auction_end_date) return start;
  return `${start} – closes ${dayAndClock(formatDate(a.auction_end_date, 'long'), a.auction_end_date)}`;
}
