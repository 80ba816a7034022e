import type { LotEventKind } from '#server/lots/lot-events.server';
import { lotStatusKey } from '#schema/lot-status';
import { londonDayOf } from '#schema/london-time';

/**
 * What a lot holds that a feed or an editor can change, as stored (null = not given). Dates are
 * ISO instants.
 */
export interface LotValues {
  title: string;
  description: string | null;
  property_type: string | null;
  tenure: string | null;
  bedrooms: number | null;
  address: string | null;
  postcode: string | null;
  guide_min: number | null;
  guide_max: number | null;
  status: string | null;
  sold_price: number | null;
  auction_method: string | null;
  auction_date: string | null;
  auction_end_date: string | null;
  image_urls: string[];
  legal_pack_url: string | null;
}

/** A change to record: a `lot_events` row without its lot, source and actor. */
export interface LotChange {
  kind: LotEventKind;
  before?: unknown;
  after?: unknown;
}

/** An entry of `auction_properties.history`, the list the lot page's history section shows. */
export interface HistoryEntry {
  date: string;
  event: string;
  price?: number;
  /** `date_changed`: when the sale now closes (its end, else its date), as the lot page words it. */
  to?: string;
  /** `legal_pack_changed`: the pack was taken away, not replaced. */
  removed?: true;
}

export interface LotDiff {
  changes: LotChange[];
  history: HistoryEntry[];
}

const DETAIL_FIELDS = [
  'title',
  'description',
  'property_type',
  'tenure',
  'bedrooms',
  'address',
  'postcode',
  'auction_method',
  'image_urls',
] as const satisfies readonly (keyof LotValues)[];

export const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime());

/** Results of the room: a lot that has one is past its sale's outcome. */
const HAS_RESULT = new Set(['sold', 'unsold']);

/**
 * The day a result of the sale is dated: the UK day the sale closed (its end, else its date), when
 * it has closed and the lot had no result yet, since that is when the hammer fell or did not, however
 * many days later the house sent it; else `date`, the day the change was made (a sale after an
 * unsold auction, a result put right).
 */
function resultDay(before: LotValues | null, after: LotValues, date: string, now: Date): string {
  if (before && HAS_RESULT.has(lotStatusKey(before.status))) return date;
  return saleClosed(after, now)
    ? londonDayOf(new Date((after.auction_end_date ?? after.auction_date)!))
    : date;
}

/** Whether the lot's sale has closed (its end, else its date) by `now`. */
const saleClosed = (v: LotValues, now: Date) => {
  const closes = v.auction_end_date ?? v.auction_date;
  return closes !== null && new Date(closes) <= now;
};

/** The history entry and event kind a new result or status reads as (`before`: null, a new lot). */
function statusEntry(
  before: LotValues | null,
  v: LotValues,
  date: string,
  now: Date,
): { kind: LotEventKind; entry: HistoryEntry | null } {
  const resultDate = resultDay(before, v, date, now);
  switch (lotStatusKey(v.status)) {
    case 'sold': {
      const beforeAuction = v.auction_date !== null && new Date(v.auction_date) > now;
      const entry: HistoryEntry = beforeAuction
        ? { date, event: 'sold_prior' }
        : { date: resultDate, event: 'sold' };
      if (v.sold_price !== null) entry.price = v.sold_price;
      return { kind: 'result', entry };
    }
    case 'unsold':
      return { kind: 'result', entry: { date: resultDate, event: 'unsold' } };
    case 'withdrawn':
      return { kind: 'withdrawn', entry: { date, event: 'withdrawn' } };
    case 'postponed':
      return { kind: 'status_changed', entry: { date, event: 'postponed' } };
    case 'available':
      // A result taken back once the sale has closed: the lot awaits its result, and is not on
      // sale again (it read "Back on sale" under the sale's closed badge).
      if (before && HAS_RESULT.has(lotStatusKey(before.status)) && saleClosed(v, now))
        return { kind: 'result', entry: { date, event: 'result_withdrawn' } };
      // Back from a withdrawal or a postponement (or a result put right): offered again.
      return { kind: 'status_changed', entry: { date, event: 'back_on_sale' } };
    default:
      return { kind: 'status_changed', entry: null };
  }
}

const guideOf = (v: LotValues) => ({ min: v.guide_min, max: v.guide_max });
const resultOf = (v: LotValues) => ({ status: v.status, sold_price: v.sold_price });
/**
 * A result event's `after`: the result, marked `sold_before_auction` when its history entry is
 * `sold_prior`, or `sold_after_auction` when a lot left unsold is sold (the rule of `sold_when()`,
 * migration 050), so the watchlist and alerts say "Sold before auction for £…" or "Sold after
 * auction for £…" as the lot's badge does.
 */
function resultAfter(v: LotValues, entry: HistoryEntry | null, before: LotValues | null = null) {
  if (entry?.event === 'sold_prior') return { ...resultOf(v), sold_before_auction: true };
  if (entry?.event === 'result_withdrawn') return { ...resultOf(v), result_withdrawn: true };
  if (entry?.event === 'sold' && before && lotStatusKey(before.status) === 'unsold')
    return { ...resultOf(v), sold_after_auction: true };
  return resultOf(v);
}
const datesOf = (v: LotValues) => ({
  auction_date: v.auction_date,
  auction_end_date: v.auction_end_date,
});

/** A sold lot still sold at another price: the house put its price right, not a second sale. */
const isPriceCorrection = (before: LotValues, after: LotValues) =>
  lotStatusKey(before.status) === 'sold' &&
  lotStatusKey(after.status) === 'sold' &&
  before.sold_price !== after.sold_price;

function priceCorrectionEntry(after: LotValues, date: string): HistoryEntry {
  const entry: HistoryEntry = { date, event: 'sold_price_corrected' };
  if (after.sold_price !== null) entry.price = after.sold_price;
  return entry;
}

/**
 * The buyer-visible changes from `before` (null: a new lot) to `after`, each as an event kind and,
 * where the history section shows it, a history entry dated `now`'s day on a London clock (an
 * import at 00:30 BST is on the new UK day). An identical lot gives no changes at all, so a feed
 * sent twice records nothing.
 */
export function diffLot(before: LotValues | null, after: LotValues, now: Date): LotDiff {
  const date = londonDayOf(now);
  const changes: LotChange[] = [];
  const history: HistoryEntry[] = [];
  const push = (change: LotChange, entry: HistoryEntry | null) => {
    changes.push(change);
    if (entry) history.push(entry);
  };

  if (!before) {
    const listed: HistoryEntry = { date, event: 'listed' };
    if (after.guide_min !== null) listed.price = after.guide_min;
    push({ kind: 'listed', after: { ...guideOf(after), ...datesOf(after) } }, listed);
    if (lotStatusKey(after.status) !== 'available') {
      const { kind, entry } = statusEntry(null, after, date, now);
      push({ kind, after: resultAfter(after, entry) }, entry);
    }
    return { changes, history };
  }

  if (!same(guideOf(before), guideOf(after))) {
    const entry: HistoryEntry | null =
      after.guide_min !== null ? { date, event: 'guide_changed', price: after.guide_min } : null;
    push({ kind: 'guide_changed', before: guideOf(before), after: guideOf(after) }, entry);
  }
  const statusMoved = lotStatusKey(before.status) !== lotStatusKey(after.status);
  if (isPriceCorrection(before, after)) {
    push(
      { kind: 'result', before: resultOf(before), after: { ...resultOf(after), corrected: true } },
      priceCorrectionEntry(after, date),
    );
  } else if (statusMoved || before.sold_price !== after.sold_price) {
    const { kind, entry } = statusEntry(before, after, date, now);
    push({ kind, before: resultOf(before), after: resultAfter(after, entry, before) }, entry);
  }
  if (
    !sameInstant(before.auction_date, after.auction_date) ||
    !sameInstant(before.auction_end_date, after.auction_end_date)
  ) {
    const closesAfter = after.auction_end_date ?? after.auction_date;
    push(
      { kind: 'date_changed', before: datesOf(before), after: datesOf(after) },
      { date, event: 'date_changed', ...(closesAfter ? { to: closesAfter } : {}) },
    );
  }
  if ((before.legal_pack_url ?? null) !== (after.legal_pack_url ?? null)) {
    push(
      {
        kind: 'legal_pack_changed',
        before: { legal_pack_url: before.legal_pack_url },
        after: { legal_pack_url: after.legal_pack_url },
      },
      { date, event: 'legal_pack_changed', ...(after.legal_pack_url ? {} : { removed: true }) },
    );
  }
  const changedDetails = DETAIL_FIELDS.filter((f) => !same(before[f], after[f]));
  if (changedDetails.length) {
    push(
      {
        kind: 'details_changed',
        before: Object.fromEntries(changedDetails.map((f) => [f, before[f]])),
        after: Object.fromEntries(changedDetails.map((f) => [f, after[f]])),
      },
      null,
    );
  }
  return { changes, history };
}

/**
 * `after` with what a feed leaves unsaid kept from `before`: a stored "Available" and an empty
 * status mean the same, so a feed without a status does not churn it.
 */
export function keepEquivalentStatus(before: LotValues, after: LotValues): LotValues {
  if (lotStatusKey(before.status) === lotStatusKey(after.status))
    return { ...after, status: before.status };
  return after;
}

/** Results a house has published: a feed that leaves the status empty does not take them back. */
const PUBLISHED_RESULTS = new Set(['sold', 'unsold']);

/**
 * `after` (a feed row) with a stored result kept when the row gives no status: a catalogue sent
 * again after the results (the same export, or a file that never carries results) would otherwise
 * put a sold lot back on sale, empty its auction's results and tell its watchers "Sold →
 * Available". A house that means to take a result back sends the status it should have
 * (`Available` puts the lot back on sale). Editors' corrections do not use this: a status they
 * send empty (or `null`) clears, one they leave out is kept.
 */
export function keepStoredResult(before: LotValues, after: LotValues): LotValues {
  if (after.status !== null || !PUBLISHED_RESULTS.has(lotStatusKey(before.status))) return after;
  return { ...after, status: before.status, sold_price: before.sold_price };
}
