import { formatDate, formatGuide, formatMoney } from './format';
import { cutAtWord } from '#schema/cut-at-word';

/**
 * Lot event kinds a watcher is told about (issue 16: guide price, status, date, addendum/legal
 * pack, result) and the property offered again in a later sale (decision 085). `listed` and
 * `details_changed` show on the lot page but send no alert.
 */
export const WATCH_ALERT_KINDS = [
  'guide_changed',
  'status_changed',
  'date_changed',
  'legal_pack_changed',
  'result',
  'withdrawn',
  'offered_again',
] as const;

type Value = unknown;
const record = (v: Value): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The first present field of `v` among `keys`, or `v` itself when it is a plain value. */
function pick(v: Value, keys: readonly string[]): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'object') return v;
  const r = record(v);
  for (const k of keys) if (r[k] !== undefined && r[k] !== null) return r[k];
  return undefined;
}

const GUIDE_KEYS = ['min', 'guide_price_min', 'guide', 'price'];
const STATUS_KEYS = ['status', 'lot_status', 'state'];
const DATE_KEYS = ['date', 'auction_date', 'auction_end_date', 'end_date'];
const PRICE_KEYS = ['price', 'sold_price'];

function money(v: Value): string | null {
  const min = pick(v, GUIDE_KEYS);
  if (min === undefined) return null;
  // A range as the lot's card reads it ("£105,000 – £120,000"), so the e-mail and /profile say
  // the same figures the same way.
  return formatGuide(min, pick(v, ['max', 'guide_price_max']));
}

const arrow = (label: string, before: string | null, after: string | null) =>
  before && after
    ? `${label} ${before} → ${after}`
    : after
      ? `${label} now ${after}`
      : before
        ? `${label} removed (was ${before})`
        : `${label} changed`;

const TEXT_CHARS = 60;

/**
 * A value as text, at most 60 characters: a longer one (a sale's long title) ends at a word with
 * "…", not cut mid-word ("… a rather long t").
 */
const text = (v: Value, keys: readonly string[]) => {
  const p = pick(v, keys);
  if (p === undefined) return null;
  const s = String(p).trim();
  return s.length <= TEXT_CHARS ? s : `${cutAtWord(s, TEXT_CHARS - 1)}…`;
};
/** A status as a buyer reads it: a status given as empty is Available (until the auction). */
const status = (v: Value) => {
  const given = text(v, STATUS_KEYS);
  if (given !== null) return given;
  const r = record(v);
  return STATUS_KEYS.some((k) => k in r) ? 'Available' : null;
};
const date = (v: Value, keys: readonly string[] = DATE_KEYS) => {
  const p = pick(v, keys);
  return p === undefined ? null : formatDate(p, 'long');
};
const END_KEYS = ['auction_end_date', 'end_date'];
const START_KEYS = ['auction_date', 'date'];
/** The date that matters to a bidder: when bidding closes (a sale's end, else its day). */
const closing = (v: Value) => date(v, [...END_KEYS, ...START_KEYS]);
const hasEnd = (v: Value) => pick(v, END_KEYS) !== undefined;

/**
 * A sale's dates moved. A sale with an end date (online, timed, Modern) is told by when bidding
 * closes, as the lot page and cards lead with; its opening only when that alone moved. A room
 * sale by its day.
 */
function dateChange(before: Value, after: Value): string {
  if (!hasEnd(before) && !hasEnd(after)) return arrow('Auction date', date(before), date(after));
  const closes = [closing(before), closing(after)] as const;
  const opens = [date(before, START_KEYS), date(after, START_KEYS)] as const;
  if (closes[0] === closes[1] && opens[0] !== opens[1]) return arrow('Bidding opens', ...opens);
  return arrow('Bidding closes', ...closes);
}

/** One line a buyer reads for a change to a lot: "Guide price £120,000 → £110,000". */
export function describeLotChange(kind: string, before: Value, after: Value): string {
  switch (kind) {
    case 'guide_changed':
      return arrow('Guide price', money(before), money(after));
    case 'status_changed':
      return arrow('Status', status(before), status(after));
    case 'date_changed':
      return dateChange(before, after);
    case 'legal_pack_changed':
      return text(before, ['legal_pack_url', 'url']) && !text(after, ['legal_pack_url', 'url'])
        ? 'Legal pack or addendum removed'
        : 'Legal pack or addendum updated';
    case 'result': {
      const price = pick(after, PRICE_KEYS);
      const forPrice = price !== undefined ? ` for ${formatMoney(price)}` : '';
      // A price put right is not a second sale; a sale before the auction is not the auction's
      // result: say so, as the history does.
      if (record(after).corrected === true)
        return price !== undefined
          ? `Sold price corrected to ${formatMoney(price)}`
          : 'Sold price corrected';
      if (record(after).result_withdrawn === true)
        return 'Result withdrawn: awaiting the auction house’s result';
      if (record(after).sold_before_auction === true) return `Sold before auction${forPrice}`;
      if (record(after).sold_after_auction === true) return `Sold after auction${forPrice}`;
      const status = text(after, STATUS_KEYS);
      const outcome = [status, price !== undefined ? `for ${formatMoney(price)}` : null]
        .filter(Boolean)
        .join(' ');
      return outcome ? `Result: ${outcome}` : 'Result published';
    }
    case 'withdrawn':
      return 'Withdrawn from the auction';
    case 'offered_again': {
      // The property's new lot, in a later sale of the same house (decision 085).
      const lot = text(after, ['lot_number']);
      const sale = text(after, ['auction_title']);
      const when = hasEnd(after) ? `bidding closes ${closing(after)}` : date(after, START_KEYS);
      return [
        'Offered again',
        lot ? `: Lot ${lot}` : '',
        sale ? ` in ${sale}` : '',
        when ? `, ${when}` : '',
      ].join('');
    }
    case 'listed':
      return 'Listed';
    default:
      return 'Details updated';
  }
}
