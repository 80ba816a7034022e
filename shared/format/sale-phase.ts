import { dayAndClock } from '#schema/london-time';
import { auctionDateOf, DASH, formatDate, isModernMethod } from './format';
import { lotStatusKey } from '#schema/lot-status';

/** When bidding closes, as pages write it: `06 December 2026, 12:04 GMT` (no time for a whole day). */
export const closingWhen = (closesAt: string) =>
  dayAndClock(formatDate(closesAt, 'long'), closesAt);

/** `Bidding open — closes 06 December 2026, 12:04 GMT`: a sale whose bidding window is open. */
export const biddingOpenLine = (closesAt: string) =>
  `Bidding open — closes ${closingWhen(closesAt)}`;

/**
 * `Closes 06 December 2026, 12:04 GMT`: beside a lot's "Bidding open" badge, when its bidding
 * closes ("Bidding open — closes …" beside the badge said it twice).
 */
export const closesLine = (closesAt: string) => `Closes ${closingWhen(closesAt)}`;

/** A status key of a lot taken out of its sale: withdrawn from it, or postponed to another. */
const takenOut = (key: string) => key === 'postponed' || key === 'withdrawn';

/**
 * " (postponed)", " (withdrawn)": said beside the date of the sale a lot was taken out of, which
 * read like a date to bid on beside its "Postponed" badge; nothing for a lot still in its sale.
 */
export function takenOutNote(status: string | null | undefined): string {
  const key = lotStatusKey(status);
  return takenOut(key) ? ` (${key})` : '';
}

/**
 * The day of a lot's sale as its date line says it: a room sale's day with its start, a Modern
 * sale's end with its time. The day alone, then " (postponed)" or " (withdrawn)", for a sale the
 * lot was taken out of: nobody bids on it at that hour, and a time beside the note read as one to
 * come for, as a timed sale's closing time did before it was left out (closingLabel).
 */
function saleDay(lot: SaleDates, day: string): string {
  const note = takenOutNote(lot.lot_status);
  if (note) return `${day}${note}`;
  const modern = isModernMethod(lot.auction_method);
  return dayAndClock(day, modern ? lot.auction_end_date : lot.auction_date);
}

/** What a lot's sale dates are worded from. */
interface SaleDates {
  auction_method?: string | null;
  auction_date?: string | null;
  auction_end_date?: string | null;
  lot_status?: string | null;
  sale_phase?: string | null;
  sold_when?: string | null;
}

/**
 * When the lot is sold, with the time on a London clock, as its page's price box and its legal
 * pack say it: a room sale's start, an online sale's opening and closing (its lots close minutes
 * apart), a Modern sale's end. Null without a date.
 */
export function auctionWhen(
  lot: SaleDates,
): { label: string; value: string; closes: string | null } | null {
  const date = auctionDateOf(lot);
  if (date.value === DASH) return null;
  return {
    label: date.label,
    value: saleDay(lot, date.value),
    closes:
      date.closes && closingLabel(lot) ? dayAndClock(date.closes, lot.auction_end_date) : null,
  };
}

/**
 * A card's dates: SPEC §9's card format ('DD MMMM, YYYY'; a Modern sale shows its end date), the
 * closing one followed by its London time (`06 December, 2026, 12:04 GMT`) whatever the day: an
 * online sale's lots close minutes apart, and a card cached or left open past midnight must not
 * say "today". A room sale closes on its day, so its date carries its start time.
 */
export function cardDates(lot: SaleDates): { label: string; value: string; closes?: string } {
  const date = auctionDateOf(lot);
  // A lot taken out of a sale still to close has no closing time (closingLabel): the sale's date.
  if (date.closes && closingLabel(lot) === null)
    return { label: date.label, value: saleDay(lot, date.value) };
  if (date.closes)
    return {
      ...date,
      value: date.value,
      closes: dayAndClock(date.closes, lot.auction_end_date),
    };
  return { ...date, value: saleDay(lot, date.value) };
}

/** Whether a lot's sale has closed: its phase, or without one a result only a closed sale gives. */
export function saleClosed(lot: { lot_status?: string | null; sale_phase?: string | null }) {
  return lot.sale_phase
    ? lot.sale_phase === 'closed'
    : ['sold', 'unsold', 'awaiting result'].includes(lotStatusKey(lot.lot_status));
}

/**
 * What a lot's closing time is called: "Bidding closes" while a buyer may still bid on it, and
 * "Bidding closed" once its sale has closed. Null for a lot taken out of its sale (withdrawn,
 * postponed, sold before it), before the sale closes or after: nobody bid on it there, and the
 * sale's closing time beside its "(postponed)" read as a time to bid by, or, once past, as the time
 * its bidding ended.
 */
export function closingLabel(lot: {
  lot_status?: string | null;
  sale_phase?: string | null;
  sold_when?: string | null;
}): 'Bidding closes' | 'Bidding closed' | null {
  const status = lotStatusKey(lot.lot_status);
  if (takenOut(status) || lot.sold_when === 'before') return null;
  if (saleClosed(lot)) return 'Bidding closed';
  return status === 'available' ? 'Bidding closes' : null;
}
