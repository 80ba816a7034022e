import type { LotRecord } from '#schema/entities';
import { closingLabel, closingWhen, saleClosed } from '#shared/format/sale-phase';
import type { HistoryDetail } from './schema';

const EVENT_WORDS: Record<string, string> = {
  listed: 'Listed',
  guide_changed: 'Guide price changed',
  auction: 'Auction',
  auction_end: 'Bidding closes',
  auction_ended: 'Bidding closed',
  sold: 'Sold',
  sold_prior: 'Sold before auction',
  sold_after_auction: 'Sold after auction',
  sold_price_corrected: 'Sold price corrected',
  unsold: 'Unsold at auction',
  withdrawn: 'Withdrawn',
  postponed: 'Auction postponed',
  back_on_sale: 'Back on sale',
  result_withdrawn: 'Result withdrawn: awaiting the auction house’s result',
  offered_again: 'Offered again in another auction',
  date_changed: 'Auction date changed',
  legal_pack_changed: 'Legal pack or addendum updated',
};

/** `guide_changed` → 'Guide price changed'; an event this site does not know reads as its words. */
export function eventWords(event: string | undefined): string {
  if (!event) return 'Update';
  return EVENT_WORDS[event] ?? event.charAt(0).toUpperCase() + event.slice(1).replace(/_/g, ' ');
}

/** Events after which a lot is not offered at the auction it was listed in. */
const LEFT_THE_SALE = new Set(['withdrawn', 'postponed', 'sold_prior']);
/** The event after which it is offered again. */
const BACK_ON_SALE = 'back_on_sale';

/** Whether the lot's latest exit from the sale (history in the order written) has no return after it. */
function outOfTheSale(history: readonly { event: string }[]): boolean {
  let out = false;
  for (const { event } of history)
    if (LEFT_THE_SALE.has(event)) out = true;
    else if (event === BACK_ON_SALE) out = false;
  return out;
}

const SOLD = new Set(['sold', 'sold_prior']);

/**
 * The stored history with a sale recorded again at another price, with no return to the market
 * between (histories written before `sold_price_corrected` existed), read as the correction it is.
 */
function correctionsNamed<T extends { event: string }>(history: T[]): T[] {
  let sold = false;
  return history.map((h) => {
    const again = sold && SOLD.has(h.event);
    if (SOLD.has(h.event) || h.event === 'sold_price_corrected') sold = true;
    else if (
      h.event === BACK_ON_SALE ||
      LEFT_THE_SALE.has(h.event) ||
      h.event === 'unsold' ||
      h.event === 'result_withdrawn'
    )
      sold = false;
    return again ? { ...h, event: 'sold_price_corrected' } : h;
  });
}

/**
 * A sale straight after "Unsold at auction" read as what it is, a sale after the auction, as the
 * lot's badge says it (`sold_when()`, migration 050).
 */
function salesAfterAuctionNamed<T extends { event: string }>(history: T[]): T[] {
  return history.map((h, i) =>
    h.event === 'sold' && history[i - 1]?.event === 'unsold'
      ? { ...h, event: 'sold_after_auction' }
      : h,
  );
}

/**
 * The events whose price is a guide's lower end (the feeds and the admin store a guide's "from"):
 * "Listed · £75,000" then "Guide price changed · £65,000" read as a cut, beside a guide of
 * £65,000 – £75,000 whose top had not moved.
 */
const GUIDE_FROM: ReadonlySet<string> = new Set(['listed', 'guide_changed']);

/**
 * An entry as the history lists it: "Sold · £215,000", "Sold price corrected to £216,000",
 * "Listed · guide from £75,000", "Guide price changed · now from £65,000".
 */
export function entryText(e: TimelineEvent, showPrices: boolean, money: (n: number) => string) {
  // The change as the watchers' e-mail says it: the new day and time, a pack removed.
  if (e.event === 'date_changed' && e.to) return `Auction date changed to ${closingWhen(e.to)}`;
  if (e.event === 'legal_pack_changed' && e.removed) return 'Legal pack or addendum removed';
  const words = eventWords(e.event);
  if (!showPrices || !e.price) return words;
  if (e.event === 'sold_price_corrected') return `${words} to ${money(e.price)}`;
  // "Guide price changed · from £120,000" read as the old figure, the new one being unsaid.
  if (GUIDE_FROM.has(e.event))
    return `${words} · ${e.event === 'listed' ? 'guide' : 'now'} from ${money(e.price)}`;
  return `${words} · ${money(e.price)}`;
}

/**
 * The auction or its close still to come: not once the sale has closed, nor while a room sale is
 * under way (it is happening now: "Still to come · 07 December 2026 · Auction" read as if it had
 * not begun).
 */
const saleAhead = (lot: LotRecord) => !saleClosed(lot) && lot.sale_phase !== 'under way';

/**
 * The entry for the closing of the lot's sale, in the tense the price box gives it (closingLabel):
 * `auction_ended` once the sale has closed. closingLabel reads the `sale_phase` the server worked
 * out with its clock and sent with the page, so the page and its hydration write the same words.
 */
const closingEvent = (lot: LotRecord) =>
  closingLabel(lot) === 'Bidding closed' ? 'auction_ended' : 'auction_end';

export interface TimelineEvent {
  date: string;
  event: string;
  price: number | null;
  /** `date_changed`: when the sale now closes. */
  to?: string;
  /** `legal_pack_changed`: the pack was taken away. */
  removed?: boolean;
  /**
   * The lot's auction, or its bidding's close, still to come: listed apart from what has happened
   * (a future day under "History" read as a thing past). Read from the `sale_phase` the server sent.
   */
  ahead?: boolean;
}

/** The stored history plus (when asked) the auction itself, in date order; undated events are dropped. */
export function timelineOf(
  lot: LotRecord,
  { order, include_auction }: Pick<HistoryDetail, 'order' | 'include_auction'>,
): TimelineEvent[] {
  const events: TimelineEvent[] = salesAfterAuctionNamed(
    correctionsNamed(
      lot.history
        .filter(
          (h): h is typeof h & { date: string } => typeof h.date === 'string' && h.date !== '',
        )
        .map((h) => ({
          date: h.date,
          event: h.event ?? '',
          price: h.price ?? null,
          ...(typeof h.to === 'string' ? { to: h.to } : {}),
          ...(h.removed === true ? { removed: true } : {}),
        })),
    ),
  );
  // The date that matters to a bidder: when bidding closes (an online, timed or Modern sale's
  // end, as SPEC §9 has cards show for Modern; decision 068), else the day of a room sale.
  const closes = lot.auction_end_date ?? lot.auction_date;
  // A lot withdrawn, postponed or sold before its auction is not offered there: listing the
  // auction after its exit read as if it had been. Back on sale, it is offered there again.
  if (include_auction && closes && !outOfTheSale(events))
    events.push({
      date: closes,
      event: lot.auction_end_date ? closingEvent(lot) : 'auction',
      price: null,
      ...(saleAhead(lot) ? { ahead: true } : {}),
    });
  // Stable sort on the calendar day: the auction comes before an outcome of the same day. ISO days
  // compare as plain strings (`localeCompare` would load the browser's collator: decision 055).
  const day = (d: string) => d.slice(0, 10);
  const rank = (e: TimelineEvent) => (e.event.startsWith('auction') ? 0 : 1);
  const byDay = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  events.sort((a, b) => byDay(day(a.date), day(b.date)) || rank(a) - rank(b));
  return order === 'newest-first' ? events.reverse() : events;
}
