import { isOnlineAuction } from '#schema/auction-calendar';
import { formatDate } from '#shared/format/format';
import { dayAndClock, formatLondonClock, londonDayOf } from '#schema/london-time';
import { closingWhen } from '#shared/format/sale-phase';
import { nothingLeftToBid } from '#schema/auction-results';
import { AUCTION_UNDER_WAY } from '#schema/lot-status';
import type { AuctionSummary } from '#shared/payloads/auction-data';

export const NOTHING_LEFT = 'No lots left in this sale';

/** Where an auction happens, as a buyer reads it: "Online" or its venue. */
export const auctionWhere = (a: Pick<AuctionSummary, 'venue'>) =>
  isOnlineAuction(a.venue) ? 'Online' : a.venue!;

type Closing = Pick<AuctionSummary, 'auction_end_date' | 'closes_at'>;

/**
 * When an online, timed or Modern sale closes: "closes 30 November 2026, 13:00 GMT", or, when its
 * lots close one after another, "lots close from 30 November 2026, 13:00 GMT to 13:14 GMT" (the
 * last lot's day too when it is another); in the past tense once it has closed.
 */
export function auctionCloses(a: Closing, closed = false): string {
  const first = a.auction_end_date ?? a.closes_at;
  const from = closingWhen(first);
  if (a.closes_at === first) return `${closed ? 'closed' : 'closes'} ${from}`;
  const sameDay = londonDayOf(new Date(first)) === londonDayOf(new Date(a.closes_at));
  const last = (sameDay && formatLondonClock(a.closes_at)) || closingWhen(a.closes_at);
  return `lots ${closed ? 'closed' : 'close'} from ${from} to ${last}`;
}

/**
 * The auction's dates with their London times: when a room sale starts, or when an online sale
 * opens and closes (a Modern or timed sale runs for days or weeks; its lots close minutes apart),
 * in the past tense once it has closed.
 */
export function auctionDates(
  a: Pick<AuctionSummary, 'auction_date' | 'auction_end_date' | 'closes_at' | 'ended'>,
): string {
  const start = dayAndClock(formatDate(a.auction_date, 'long'), a.auction_date);
  return a.auction_end_date ? `${start} – ${auctionCloses(a, a.ended)}` : start;
}

/**
 * Where the sale is, as its page and calendar entry say it: closed, nothing left to bid on (every
 * lot withdrawn, postponed or sold before it), bidding open with its closing
 * time (an online, timed or Modern sale that has opened: "upcoming" read as if no one could bid
 * yet), under way (a room sale that has started: it runs its day, decision 154), or upcoming.
 */
export function auctionStatusLine(
  a: Pick<
    AuctionSummary,
    'ended' | 'phase' | 'auction_date' | 'auction_end_date' | 'closes_at' | 'figures'
  >,
): string {
  if (a.ended) return 'Auction closed';
  if (nothingLeftToBid(a.figures, a.ended)) return NOTHING_LEFT;
  if (a.phase === 'bidding open') return `Bidding open — ${auctionCloses(a)}`;
  if (a.phase === 'under way') {
    const clock = formatLondonClock(a.auction_date);
    return clock ? `${AUCTION_UNDER_WAY} — started at ${clock}` : `${AUCTION_UNDER_WAY} today`;
  }
  return 'Upcoming auction';
}

/** Whether a buyer can bid in the sale now: an online sale's window, or a room sale's day. */
export const saleIsLive = (a: Pick<AuctionSummary, 'phase'>) =>
  a.phase === 'bidding open' || a.phase === 'under way';

/**
 * What an auction's page says before its results: when a buyer must act. An online, timed or
 * Modern sale (it has an end date) closes at a time; a room sale starts at its time and its lots
 * are offered one after another from then, so "bidding closes" at its start would tell a buyer
 * who means to attend that they are too late.
 */
export function beforeResultsLine(
  a: Pick<AuctionSummary, 'auction_date' | 'auction_end_date' | 'phase' | 'closes_at'>,
): string {
  if (a.auction_end_date && a.closes_at !== a.auction_end_date) {
    const span = auctionCloses(a);
    return a.phase === 'bidding open'
      ? `Bidding is open; ${span}.`
      : `${span.charAt(0).toUpperCase()}${span.slice(1)}.`;
  }
  if (a.auction_end_date)
    return `${a.phase === 'bidding open' ? 'Bidding is open and closes' : 'Bidding closes'} on ${closingWhen(a.closes_at)}.`;
  const when = closingWhen(a.auction_date);
  if (a.phase === 'under way')
    return `The auction ${formatLondonClock(a.auction_date) ? 'started' : 'is held'} on ${when}: its lots are offered one after another.`;
  return formatLondonClock(a.auction_date)
    ? `The auction starts on ${when}.`
    : `The auction is held on ${when}.`;
}
