import { dayAndClock } from '#schema/london-time';
import { auctionDateOf, formatDate } from './format';

/** When bidding closes, as pages write it: `06 December 2026, 12:04 GMT` (no time for a whole day). */
export const closingWhen = (closesAt: string) =>
  dayAndClock(formatDate(closesAt, 'long'), closesAt);

/** `Bidding open — closes 06 December 2026, 12:04 GMT`: a sale whose bidding window is open. */
export const biddingOpenLine = (closesAt: string) =>
  `Bidding open — closes ${closingWhen(closesAt)}`;

/**
 * A card's dates: SPEC §9's card format ('DD MMMM, YYYY'; a Modern sale shows its end date), the
 * closing one followed by its London time (`06 December, 2026, 12:04 GMT`) whatever the day: an
 * online sale's lots close minutes apart, and a card cached or left open past midnight must not
 * say "today". A room sale closes on its day, so its date carries its start time.
 */
export function cardDates(lot: {
  auction_method?: string | null;
  auction_date?: string | null;
  auction_end_date?: string | null;
}): { label: string; value: string; closes?: string } {
  const date = auctionDateOf(lot);
  const modern = (lot.auction_method ?? '').toLowerCase() === 'modern';
  if (date.closes) return { ...date, closes: dayAndClock(date.closes, lot.auction_end_date) };
  return {
    ...date,
    value: dayAndClock(date.value, modern ? lot.auction_end_date : lot.auction_date),
  };
}
