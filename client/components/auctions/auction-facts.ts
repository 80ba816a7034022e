import { isOnlineAuction } from '#schema/auction-calendar';
import { formatDate } from '#shared/format/format';
import type { AuctionSummary } from '#shared/payloads/auction-data';

/** Where an auction happens, as a buyer reads it: "Online" or its venue. */
export const auctionWhere = (a: Pick<AuctionSummary, 'venue'>) =>
  isOnlineAuction(a.venue) ? 'Online' : a.venue!;

/**
 * The auction's dates: the day of a room sale, or an online sale's opening and closing days
 * (a Modern or timed sale runs for days or weeks).
 */
export function auctionDates(a: Pick<AuctionSummary, 'auction_date' | 'auction_end_date'>): string {
  const start = formatDate(a.auction_date, 'long');
  const end = a.auction_end_date ? formatDate(a.auction_end_date, 'long') : null;
  return end && end !== start ? `${start} – closes ${end}` : start;
}
