import { DEFAULT_STATUS_FILTER, SOLD_PRICE_STATUSES, STATUS_FILTERS } from './lot-status';
import { choiceValue, parseTypeChoice, PROPERTY_TYPE_FAMILIES } from './property-types';
import type { ListingQuery } from './listing-query';
import { NEAR_DEFAULT_MILES } from './map-view';
import { formatGbp } from './number-format';
import { isOneTimeParam } from './one-time-params';
import { CLOSING_LABELS } from './said-when';
import { lastDayOf } from './said-months';
import { bedroomsLabel } from './said-bedrooms';
import { monthName } from './uk-clock';

/**
 * The active filters of a lot search as removable chips: what the results page shows above the
 * results, and what a zero-result page offers to relax. `params` are the URL parameters the chip
 * stands for; `value` picks one value of a repeated parameter.
 */
export interface FilterChip {
  id: string;
  label: string;
  params: string[];
  value?: string;
}

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function typeLabel(value: string): string {
  const choice = parseTypeChoice(value);
  if (!choice) return value;
  return 'family' in choice ? PROPERTY_TYPE_FAMILIES[choice.family].label : choice.type;
}

export function filterChips(
  q: ListingQuery,
  names: {
    house?: string | undefined;
    place?: string | undefined;
    /** The miles the place is searched within when none was chosen (a full postcode's circle). */
    radius?: number | null | undefined;
  } = {},
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (q.search) chips.push({ id: 'search', label: `“${q.search}”`, params: ['search'] });
  if (q.location) {
    const place = names.place ?? q.location;
    // "E1 1HN" is searched as the mile round it: the chip and the title say so.
    const radius = q.radius ?? names.radius;
    chips.push({
      id: 'location',
      label: radius ? `Within ${radius} mi of ${place}` : place,
      params: ['location', 'radius'],
    });
  }
  if (q.near)
    chips.push({
      id: 'near',
      label: `Within ${q.radius ?? NEAR_DEFAULT_MILES} mi of a map point`,
      params: ['near', 'radius'],
    });
  for (const value of q.property_type)
    chips.push({
      id: `property_type:${value}`,
      label: typeLabel(value),
      params: ['property_type'],
      value,
    });
  if (q.bedrooms !== undefined || q.bedrooms_max !== undefined)
    chips.push({
      id: 'bedrooms',
      label: bedroomsLabel(q.bedrooms, q.bedrooms_max),
      params: ['bedrooms', 'bedrooms_max'],
    });
  for (const value of q.tenure)
    chips.push({ id: `tenure:${value}`, label: value, params: ['tenure'], value });
  // Where lots may have sold, the range reads a sold lot's price, not only a guide.
  const price = SOLD_PRICE_STATUSES.has(q.lot_status) ? 'Price' : 'Guide';
  if (q.guide_price_min !== undefined)
    chips.push({
      id: 'guide_price_min',
      label: `${price} from ${formatGbp(q.guide_price_min)}`,
      params: ['guide_price_min'],
    });
  if (q.guide_price_max !== undefined)
    chips.push({
      id: 'guide_price_max',
      label: `${price} up to ${formatGbp(q.guide_price_max)}`,
      params: ['guide_price_max'],
    });
  if (q.lot_status !== DEFAULT_STATUS_FILTER)
    chips.push({
      id: 'lot_status',
      label: STATUS_FILTERS[q.lot_status].label,
      params: ['lot_status'],
    });
  for (const value of q.auction_method)
    chips.push({
      id: `auction_method:${value}`,
      label: `${value} auction`,
      params: ['auction_method'],
      value,
    });
  if (q.auction_house !== undefined)
    chips.push({
      id: 'auction_house',
      label: names.house ?? `Auction house ${q.auction_house}`,
      params: ['auction_house'],
    });
  if (q.closing)
    chips.push({ id: 'closing', label: CLOSING_LABELS[q.closing], params: ['closing'] });
  const year = q.auction_from?.slice(0, 4);
  if (q.auction_from === `${year}-01-01` && q.auction_to === `${year}-12-31`)
    // A whole year ("auctions 2025"): one chip. The days filtered are when bidding closes (an
    // online sale's end, else the auction day), as for a day: "Auctions in January 2027" held
    // lots of an online sale that opened in December.
    chips.push({
      id: 'auction_year',
      label: `Closing dates in ${year}`,
      params: ['auction_from', 'auction_to'],
    });
  else if (wholeMonth(q.auction_from, q.auction_to))
    // A whole month ("auctions in december"): one chip.
    chips.push({
      id: 'auction_month',
      label: `Closing dates in ${monthName(q.auction_from!)}`,
      params: ['auction_from', 'auction_to'],
    });
  else if (q.auction_from && q.auction_from === q.auction_to)
    // One day ("today", "tomorrow", a day of the calendar): one chip.
    chips.push({
      id: 'auction_day',
      label: `Closes on ${day(q.auction_from)}`,
      params: ['auction_from', 'auction_to'],
    });
  else {
    if (q.auction_from)
      chips.push({
        id: 'auction_from',
        // The day bidding closes (an online sale's end, else the auction day), as the cards say it.
        label: `Closes from ${day(q.auction_from)}`,
        params: ['auction_from'],
      });
    if (q.auction_to)
      chips.push({
        id: 'auction_to',
        label: `Closes by ${day(q.auction_to)}`,
        params: ['auction_to'],
      });
  }
  return chips;
}

/** A URL value as the query model reads it (`House` and `houses` are one type choice). */
function sameValue(key: string, value: string): string {
  const type = key === 'property_type' ? parseTypeChoice(value) : undefined;
  return type ? choiceValue(type) : value.trim().toLowerCase();
}

/**
 * The query string without one chip's filter (and without `page`, since the results change).
 * A repeated parameter loses just the chip's value; values joined by commas are split first.
 */
export function searchWithout(
  search: string,
  chip: FilterChip,
  /** A value to set the chip's (first) parameter to instead, e.g. status `all`. */
  replacement: string | null = null,
): string {
  const out = new URLSearchParams();
  for (const [key, raw] of new URLSearchParams(search)) {
    if (key === 'page' || isOneTimeParam(key)) continue;
    if (!chip.params.includes(key)) {
      out.append(key, raw);
      continue;
    }
    if (chip.value === undefined) continue;
    const target = sameValue(key, chip.value);
    const keep = raw.split(',').filter((v) => sameValue(key, v) !== target);
    if (keep.length) out.append(key, keep.join(','));
  }
  if (replacement !== null) out.set(chip.params[0]!, replacement);
  const qs = out.toString();
  return qs ? `?${qs}` : '';
}

/** Whether the days are the first and last of one month (`2026-12-01`, `2026-12-31`). */
function wholeMonth(from: string | undefined, to: string | undefined): boolean {
  if (!from || !to || !from.endsWith('-01') || from.slice(0, 7) !== to.slice(0, 7)) return false;
  return Number(to.slice(8, 10)) === lastDayOf(Number(from.slice(0, 4)), Number(from.slice(5, 7)));
}
