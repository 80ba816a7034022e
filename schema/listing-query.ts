import { AUCTION_METHODS, type AuctionMethod } from './auction-methods';
import { cleanText } from './clean-text';
import { cleanSearchText } from './said-country';
import { parseStatusFilter, readStatusFilter, type StatusFilter } from './lot-status';
import { choiceValue, parseTypeChoice } from './property-types';
import { NEAR_ME_ASKED, parseNear, type NearPoint } from './map-view';
import { TENURES, type Tenure } from './lot-vocabulary';
import type { SaidOrder } from './search-words';
import { isOwnKey } from './own';
import { parseSaidWhen, type SaidWhen } from './said-when';
import { poundsIn } from './money-text';
import { leftOutFilters, leftOutValues, type LeftOutFilter } from './left-out-filters';
/** The results page's URL query, normalised: unknown or malformed values fall back to defaults, never an error page. */
export const PAGE_SIZE = 12;

export const LISTING_ORDERS = {
  auction_date_asc: {
    label: 'Closing soonest',
    words: 'closing soonest first',
    graph: [{ closes_at: 'asc_nulls_last' }, { id: 'asc' }],
  },
  auction_date_desc: {
    label: 'Closing latest',
    words: 'closing latest first',
    graph: [{ closes_at: 'desc_nulls_last' }, { id: 'desc' }],
  },
  // `price`: the sold price once sold, else the lower guide (what the card leads with).
  price_asc: {
    label: 'Price: low to high',
    words: 'cheapest first',
    graph: [{ price: 'asc_nulls_last' }, { id: 'asc' }],
  },
  price_desc: {
    label: 'Price: high to low',
    words: 'most expensive first',
    graph: [{ price: 'desc_nulls_last' }, { id: 'desc' }],
  },
  newest: {
    label: 'Newest listed',
    words: 'newest listed first',
    graph: [{ created_at: 'desc' }, { id: 'desc' }],
  },
} as const;
export type ListingOrder = keyof typeof LISTING_ORDERS;

/** An order said in a search's words (schema/search-words) as the results page's order. */
export const SAID_LISTING_ORDERS: Record<SaidOrder, ListingOrder> = {
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  recent: 'newest',
  closing: 'auction_date_asc',
};
export const VIEWS = ['list', 'grid', 'map'] as const;
export type ResultsView = (typeof VIEWS)[number];

/** Auction houses and sold prices have no map: their results come as a list or a grid. */
export const LIST_GRID: readonly ResultsView[] = ['list', 'grid'];

/** A results page's `view` parameter: one of the views the page offers, else grid (the default). */
export function parseView(
  value: string | null,
  offered: readonly ResultsView[] = VIEWS,
): ResultsView {
  return (offered as readonly string[]).includes(value ?? '') ? (value as ResultsView) : 'grid';
}

export { MILES_TO_KM } from './place';
export const MAX_RADIUS_MILES = 100;
/** The radii the results page's form offers, and an empty place search may widen to. */
export const RADIUS_CHOICES_MILES = [1, 5, 10, 25, 50] as const;
/** "houses near bath": the town and the country around it, as far as a buyer would drive to view. */
export const NEAR_TOWN_MILES = 10 satisfies (typeof RADIUS_CHOICES_MILES)[number];

/** SPEC §9: where the map opens (central London). */
export const MAP_CENTRE = { lng: -0.118092, lat: 51.509865 } as const;

export interface ListingQuery {
  search?: string | undefined;
  location?: string | undefined;
  /** Miles around `location`'s centre; unset → the place itself (a full postcode: its default radius). */
  radius?: number | undefined;
  /** A point (`near=lat,lng`, e.g. "lots near this lot"): lots within `radius` (default 5) miles of it. */
  near?: NearPoint | undefined;
  /** "near me" was said (`near=me`, NEAR_ME_ASKED): the page asks where the buyer is. */
  nearMeAsked?: true;
  /** Property-type families (`houses`) or exact types (`Terraced house`), any of them. */
  property_type: string[];
  /** Fewest bedrooms. */
  bedrooms?: number | undefined;
  /** Most bedrooms (equal to `bedrooms`: exactly that many; 0: studios). */
  bedrooms_max?: number | undefined;
  /** Tenures, any of them (`Freehold`, `Leasehold`, `Share of freehold`, `Heritable`). */
  tenure: Tenure[];
  /** Which part of the lot lifecycle: upcoming lots for sale unless asked otherwise. */
  lot_status: StatusFilter;
  auction_method: AuctionMethod[];
  /** One auction house, by id (its card's "All lots"). */
  auction_house?: number | undefined;
  /** Auction (or Modern end) date from / to, `YYYY-MM-DD`, inclusive. */
  auction_from?: string | undefined;
  auction_to?: string | undefined;
  /**
   * Closing days in words (`this_week`, `tomorrow`): counted from the UK day the search runs, so a
   * saved search keeps its meaning. Beside `auction_from`/`auction_to`, both apply.
   */
  closing?: SaidWhen | undefined;
  guide_price_min?: number | undefined;
  guide_price_max?: number | undefined;
  order_by: ListingOrder;
  view: ResultsView;
  page: number;
}

export const MAX_BEDROOMS = 10;
const MAX_VALUES = 20;

/** A guide price in a link: "150000", "150,000", "150k", "£1.2m" (poundsIn). */
const money = (v: string | null) => poundsIn(v);

const miles = (v: string | null) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) && n > 0 && n <= MAX_RADIUS_MILES ? n : undefined;
};

const wholeNumber = (v: string | null, max: number, min = 1) => {
  if (!/^\d{1,12}$/.test(v ?? '')) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
};

/** `YYYY-MM-DD` of a real calendar day from 1900 to 2100 (no auction is outside), else undefined. */
const isoDay = (v: string | null) => {
  if (!/^(?:19\d\d|20\d\d|2100)-\d{2}-\d{2}$/.test(v ?? '')) return undefined;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v! : undefined;
};

/** Every value of a repeatable parameter; a comma also separates values (saved searches). */
function many(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => cleanText(v) ?? '')
    .filter(Boolean)
    .slice(0, MAX_VALUES);
}

const unique = <T>(list: T[]) => [...new Set(list)];

/** "Recommended": lots for sale closing soonest first; results of past auctions latest first. */
export const defaultListingOrder = (status: StatusFilter): ListingOrder =>
  status === 'available' ? 'auction_date_asc' : 'auction_date_desc';

type DateOrder = 'auction_date_asc' | 'auction_date_desc';
const isDateOrder = (order: ListingOrder): order is DateOrder =>
  order === 'auction_date_asc' || order === 'auction_date_desc';

/**
 * Results of auctions that are over, and lots taken out of their sale, ordered by date by when
 * each came (`result_at`): a lot sold ahead of a 2027 auction is this month's result, and by its
 * auction's date it led this week's hammer results; a lot withdrawn today sat among January's.
 */
const resultOrders = (latest: string, earliest: string) =>
  ({
    auction_date_asc: {
      label: earliest,
      words: earliest.toLowerCase(),
      graph: [{ result_at: 'asc_nulls_last' }, { id: 'asc' }],
    },
    auction_date_desc: {
      label: latest,
      words: latest.toLowerCase(),
      graph: [{ result_at: 'desc_nulls_last' }, { id: 'desc' }],
    },
  }) as const satisfies Record<DateOrder, unknown>;
const RESULTS = resultOrders('Latest results first', 'Oldest results first');
const RESULT_DATE_ORDERS: Partial<Record<StatusFilter, ReturnType<typeof resultOrders>>> = {
  ended: RESULTS,
  sold: RESULTS,
  unsold: RESULTS,
  withdrawn: resultOrders('Latest withdrawn first', 'Earliest withdrawn first'),
  postponed: resultOrders('Latest postponed first', 'Earliest postponed first'),
};
/** Lots awaiting their result: nothing of them closes any more, and no result has a date yet. */
const AWAITED_DATE_ORDERS = {
  auction_date_asc: { label: 'Oldest auctions first', words: 'oldest auctions first' },
  auction_date_desc: { label: 'Latest auctions first', words: 'latest auctions first' },
} as const satisfies Record<DateOrder, unknown>;

/**
 * Every lot, past and to come, by when its bidding closes: "closing soonest" led with lots that
 * closed a year ago.
 */
const ALL_DATE_ORDERS = {
  auction_date_asc: { label: 'Earliest closing date first', words: 'earliest closing date first' },
  auction_date_desc: { label: 'Latest closing date first', words: 'latest closing date first' },
} as const satisfies Record<DateOrder, unknown>;

/**
 * How an order is named to a buyer looking at lots of this status: the date orders of past
 * results say when the result came ("Latest results first"), of lots awaiting theirs when the
 * auction was, of every lot its closing date, not "closing soonest".
 */
export function orderNaming(
  order: ListingOrder,
  status: StatusFilter,
): { label: string; words: string } {
  if (!isDateOrder(order)) return LISTING_ORDERS[order];
  const results = RESULT_DATE_ORDERS[status];
  if (results) return results[order];
  if (status === 'awaiting') return AWAITED_DATE_ORDERS[order];
  return status === 'all' ? ALL_DATE_ORDERS[order] : LISTING_ORDERS[order];
}

/** The graph's `order_by` for an order of lots of this status. */
export const listingOrderGraph = (order: ListingOrder, status: StatusFilter) =>
  (isDateOrder(order) ? RESULT_DATE_ORDERS[status]?.[order].graph : undefined) ??
  LISTING_ORDERS[order].graph;

/** The order in words beside the count ("cheapest first"), unless it is the status's own default. */
export const chosenOrderWords = (q: Pick<ListingQuery, 'order_by' | 'lot_status'>) =>
  q.order_by === defaultListingOrder(q.lot_status)
    ? null
    : orderNaming(q.order_by, q.lot_status).words;

/** A count of bedrooms, 0 (a studio) to MAX_BEDROOMS. */
const bedroomCount = (v: string | null) => wholeNumber(v, MAX_BEDROOMS, 0);

/** The ranges of the query, each as its lower and upper parameter and how a value of them reads. */
const RANGES = [
  ['guide_price_min', 'guide_price_max', money],
  ['bedrooms', 'bedrooms_max', bedroomCount],
  // "closing from 10 January to 10 December": 0 lots and nothing said (decision 152).
  ['auction_from', 'auction_to', (v: string | null) => isoDay(v)],
] as const;

/**
 * The ranges the wrong way round ("from £500,000 up to £100,000", "5 to 2 bedrooms", closing days
 * from a later day to an earlier): they mean
 * the range between the two, so each comes back with its two values swapped (the URL the page
 * redirects to). Null when none is reversed.
 */
export function reversedRanges(params: URLSearchParams): Record<string, string> | null {
  const swapped: Record<string, string> = {};
  for (const [lowName, highName, read] of RANGES) {
    const [low, high] = [read(params.get(lowName)), read(params.get(highName))];
    if (low !== undefined && high !== undefined && low > high)
      Object.assign(swapped, { [lowName]: String(high), [highName]: String(low) });
  }
  return Object.keys(swapped).length ? swapped : null;
}

/** The readers of the link's filters of one value each, which the page says it left out. */
const ONE_VALUE_READERS: Readonly<Record<string, (v: string) => unknown>> = {
  guide_price_min: money,
  guide_price_max: money,
  bedrooms: bedroomCount,
  bedrooms_max: bedroomCount,
  auction_from: isoDay,
  auction_to: isoDay,
  radius: miles,
  // "auction_house=abc", "closing=yesterday", "lot_status=sold,available", "near=abc" showed every
  // lot for sale and said nothing.
  auction_house: (v) => wholeNumber(v, Number.MAX_SAFE_INTEGER),
  closing: parseSaidWhen,
  lot_status: readStatusFilter,
  near: (v) => (v === NEAR_ME_ASKED ? v : parseNear(v)),
};

const tenureOf = (v: string) => TENURES.find((x) => x.toLowerCase() === v.toLowerCase());
const methodOf = (v: string) => AUCTION_METHODS.find((m) => m.toLowerCase() === v.toLowerCase());

/** The repeatable filters, each value read alone ("property_type=flats,apartment"). */
const MANY_VALUE_READERS: Readonly<Record<string, (v: string) => unknown>> = {
  property_type: parseTypeChoice,
  tenure: tenureOf,
  auction_method: methodOf,
};

/**
 * The link's prices, bedrooms, days, distance, types, tenures and methods that are no value, so
 * left out (leftOutFilters): "property_type=apartment" listed every lot, houses among them, and
 * said nothing.
 */
export const unreadListingFilters = (params: URLSearchParams): LeftOutFilter[] => [
  ...leftOutFilters(
    params,
    Object.keys(ONE_VALUE_READERS),
    (name, value) => ONE_VALUE_READERS[name]!(value) !== undefined,
  ),
  ...Object.entries(MANY_VALUE_READERS).flatMap(([name, read]) =>
    leftOutValues(name, many(params, name), (v) => read(v) !== undefined),
  ),
];

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const order = params.get('order_by') ?? '';
  const view = params.get('view') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const lot_status = parseStatusFilter(params.get('lot_status'));
  const methods = many(params, 'auction_method').map(methodOf);
  const tenures = many(params, 'tenure').map(tenureOf);
  const ranged = reversedRanges(params);
  const read = <T>(name: string, as: (v: string | null) => T) =>
    as(ranged?.[name] ?? params.get(name));
  return {
    search: cleanSearchText(params.get('search')),
    location: cleanSearchText(params.get('location'))?.toLowerCase(),
    radius: miles(params.get('radius')),
    near: parseNear(params.get('near')),
    ...(params.get('near') === NEAR_ME_ASKED ? { nearMeAsked: true as const } : {}),
    property_type: unique(
      many(params, 'property_type').flatMap((v) => {
        const choice = parseTypeChoice(v);
        return choice ? [choiceValue(choice)] : [];
      }),
    ),
    // Fewest 0 is every lot with a count: no filter.
    bedrooms: read('bedrooms', bedroomCount) || undefined,
    bedrooms_max: read('bedrooms_max', bedroomCount),
    tenure: unique(tenures.filter((t): t is Tenure => t !== undefined)),
    lot_status,
    auction_method: unique(methods.filter((m): m is AuctionMethod => m !== undefined)),
    auction_house: wholeNumber(params.get('auction_house'), Number.MAX_SAFE_INTEGER),
    auction_from: read('auction_from', isoDay),
    auction_to: read('auction_to', isoDay),
    closing: parseSaidWhen(params.get('closing')),
    // From £0 is every lot: no filter (the home page's "Under £100k" sends 0 to 100,000, and
    // its chip read "Guide from £0").
    guide_price_min: read('guide_price_min', money) || undefined,
    guide_price_max: read('guide_price_max', money),
    order_by: isOwnKey(LISTING_ORDERS, order) ? order : defaultListingOrder(lot_status),
    view: parseView(view),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 800) : 1,
  };
}

/** An auction house's lots on the results page (its card's "All lots"): upcoming unless asked. */
export function houseLotsPath(id: number | string, status?: StatusFilter): string {
  return `/listings?auction_house=${encodeURIComponent(String(id))}${status ? `&lot_status=${status}` : ''}`;
}
