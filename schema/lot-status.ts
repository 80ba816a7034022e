import { isOwnKey } from './own';
import { londonDayOf } from './london-time';
import { plusDays, ukMidnightIso } from './uk-clock';
/**
 * A lot's lifecycle as buyers see it (issue 13): upcoming (Available) → auction over, result
 * awaited → Sold / Unsold / Withdrawn / Postponed. The state itself is derived in SQL by
 * `lot_state()` (migration 013) and reaches every page as the graph's `lot_status`; this file is
 * the vocabulary around it: labels, badge tones and the status filter of the results page.
 */
export const LOT_AVAILABLE = 'Available';
export const LOT_AWAITING = 'Awaiting result';

export const LOT_STATES = [
  LOT_AVAILABLE,
  LOT_AWAITING,
  'Sold',
  'Unsold',
  'Withdrawn',
  'Postponed',
] as const;
export type LotState = (typeof LOT_STATES)[number];

/**
 * Results that stand once recorded, as `lot_state()` (migration 013) lists them; any other stored
 * value is not a result, so the lot is available until its auction closes.
 */
export const LOT_RESULTS = ['sold', 'unsold', 'withdrawn', 'postponed'] as const;

/**
 * A stored or derived status as a lower-case key: the one statement in code of "no status means
 * available" (SPEC §4). Null, empty and blank all read as available. Trims spaces only, as SQL's
 * `btrim()` does in `lot_state()`, so both sides read every stored value alike.
 */
export function lotStatusKey(status: string | null | undefined): string {
  return (status ?? '').replace(/^ +| +$/g, '').toLowerCase() || 'available';
}

/**
 * Where a sale is in its life, as `sale_phase()` (migrations 032 and 064) says with the clock of
 * `lot_state()`: upcoming, its bidding window open (an online, timed or Modern sale that has
 * opened and not closed), under way (a room sale that has started, until its London day ends:
 * its lots are offered one after another, decision 154), or closed. The graph's `sale_phase`
 * column and an auction's `phase`.
 */
export const SALE_PHASES = ['upcoming', 'bidding open', 'under way', 'closed'] as const;
export type SalePhase = (typeof SALE_PHASES)[number];
export const BIDDING_OPEN = 'Bidding open';
export const AUCTION_UNDER_WAY = 'Auction under way';

/**
 * Whether a buyer can bid on a lot now: it is Available (no result, sale not closed) and its
 * sale's bidding window is open. Its state stays Available (the status filter's value).
 */
export function isBiddingOpen(
  status: string | null | undefined,
  phase: string | null | undefined,
): boolean {
  return lotStatusKey(status) === 'available' && phase === 'bidding open';
}

/**
 * When a sale ends, as `sale_ends()` (migration 064) says: an online, timed or Modern sale's end
 * date, else the end of its room sale's London day (decision 154: a room sale runs its day).
 */
export function saleEnds(sale: { auction_date: string; auction_end_date?: string | null }): Date {
  if (sale.auction_end_date) return new Date(sale.auction_end_date);
  return new Date(ukMidnightIso(plusDays(londonDayOf(new Date(sale.auction_date)), 1)));
}

export type BadgeTone = 'green' | 'red' | 'purple' | 'grey' | 'amber' | 'blue';

/** SPEC §4 badge colours (available green, sold red, unsold purple, withdrawn grey), plus ours. */
const TONES: Record<string, BadgeTone> = {
  available: 'green',
  sold: 'red',
  unsold: 'purple',
  withdrawn: 'grey',
  postponed: 'amber',
  'awaiting result': 'blue',
};

/**
 * The badge for a status, case-insensitive. No status reads as available (SPEC §4); the graph
 * only ever sends no status for lots whose auction is still ahead, since it derives the rest. An
 * available lot whose sale's bidding is open reads "Bidding open"; one in a room sale under way,
 * "Auction under way" (it may be under the hammer now, or later today).
 */
export function lotStatusBadge(
  status: string | null | undefined,
  phase?: string | null,
): {
  label: string;
  tone: BadgeTone;
} {
  if (isBiddingOpen(status, phase)) return { label: BIDDING_OPEN, tone: 'green' };
  if (lotStatusKey(status) === 'available' && phase === 'under way')
    return { label: AUCTION_UNDER_WAY, tone: 'green' };
  const s = lotStatusKey(status);
  const known = LOT_STATES.find((state) => state.toLowerCase() === s);
  return { label: known ?? status!.trim(), tone: TONES[s] ?? 'grey' };
}

/**
 * The results page's `lot_status` filter. Without one, /listings shows what a buyer can bid on:
 * available lots. `ended` is every lot whose auction is over (with the request's clock, by its
 * closing time: a lot withdrawn before an auction still ahead is not a past one); `all` drops the
 * filter.
 */
export const STATUS_FILTERS = {
  available: { label: 'For sale', states: [LOT_AVAILABLE] },
  ended: {
    label: 'Past auctions',
    states: LOT_STATES.filter((s) => s !== LOT_AVAILABLE),
  },
  sold: { label: 'Sold', states: ['Sold'] },
  unsold: { label: 'Unsold', states: ['Unsold'] },
  awaiting: { label: 'Result awaited', states: [LOT_AWAITING] },
  withdrawn: { label: 'Withdrawn', states: ['Withdrawn'] },
  postponed: { label: 'Postponed', states: ['Postponed'] },
  all: { label: 'All lots', states: [] as string[] },
} as const satisfies Record<string, { label: string; states: readonly string[] }>;
export type StatusFilter = keyof typeof STATUS_FILTERS;

/**
 * The statuses whose lots may have sold: their price filter reads a sold lot's price, not its
 * guide, as its card and the price order do (server/areas/listing-where.ts).
 */
export const SOLD_PRICE_STATUSES: ReadonlySet<StatusFilter> = new Set(['sold', 'ended', 'all']);
export const DEFAULT_STATUS_FILTER: StatusFilter = 'available';

/** A URL's status value → a filter key; unknown values fall back to the default. */
export function parseStatusFilter(value: string | null | undefined): StatusFilter {
  return readStatusFilter(value) ?? DEFAULT_STATUS_FILTER;
}

/** A status filter as a link writes it, or undefined for none we know ("sold,available"). */
export function readStatusFilter(value: string | null | undefined): StatusFilter | undefined {
  const v = (value ?? '').trim().toLowerCase().replace(/\s+/g, '_');
  if (isOwnKey(STATUS_FILTERS, v)) return v;
  if (v === 'awaiting_result' || v === 'result_awaited') return 'awaiting';
  if (v === 'past' || v === 'results') return 'ended';
  return undefined;
}

/**
 * "Unsold" is what an auction came to, so it is refused for a lot whose sale closes on a UK day
 * still to come (the reason, else null). A feed that sent it for February's sale showed an
 * "Unsold" badge, "Unsold at auction" dated before the auction and e-mailed its watchers a result;
 * a lot sold ahead of its auction is "Sold", and one taken out of it "Withdrawn" or "Postponed".
 * By day, not by the minute: a room sale's results come in on its day.
 */
export function unsoldBeforeItsSale(
  status: string | null | undefined,
  closesAt: string | null | undefined,
  now: Date,
): string | null {
  if (lotStatusKey(status) !== 'unsold' || !closesAt) return null;
  const closes = new Date(closesAt);
  if (Number.isNaN(closes.getTime())) return null;
  const day = londonDayOf(closes);
  return day > londonDayOf(now)
    ? `A lot is Unsold only once its auction has taken place, and this one closes on ${day}: send its result after the sale (a lot sold before it is Sold; one taken out of it Withdrawn or Postponed)`
    : null;
}
