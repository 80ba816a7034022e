import { cleanText } from './clean-text';
import { NEAR_DEFAULT_MILES, parseNear, type NearPoint } from './map-view';
/** The results page's URL query, normalised: unknown or malformed values fall back to defaults, never an error page. */
export const PAGE_SIZE = 12;

export const LISTING_ORDERS = {
  auction_date_asc: { label: 'Auction date: soonest', graph: [{ auction_date: 'asc_nulls_last' }] },
  auction_date_desc: {
    label: 'Auction date: latest',
    graph: [{ auction_date: 'desc_nulls_last' }],
  },
  price_asc: { label: 'Guide price: low to high', graph: [{ guide_price_min: 'asc_nulls_last' }] },
  price_desc: {
    label: 'Guide price: high to low',
    graph: [{ guide_price_min: 'desc_nulls_last' }],
  },
  newest: { label: 'Newest listed', graph: [{ created_at: 'desc' }] },
} as const;
export type ListingOrder = keyof typeof LISTING_ORDERS;
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

/** SPEC §9: radius controls are in miles, the data graph works in kilometres. */
export const MILES_TO_KM = 1.609344;
export const MAX_RADIUS_MILES = 100;

/** SPEC §9: where the map opens (central London). */
export const MAP_CENTRE = { lng: -0.118092, lat: 51.509865 } as const;

export interface ListingQuery {
  search?: string | undefined;
  location?: string | undefined;
  /** Miles around `location` (needs a place the site knows); unset → text match on the location. */
  radius?: number | undefined;
  /** A point (`near=lat,lng`, e.g. "lots near this lot"): lots within `radius` (default 5) miles of it. */
  near?: NearPoint | undefined;
  property_type?: string | undefined;
  lot_status?: string | undefined;
  guide_price_min?: number | undefined;
  guide_price_max?: number | undefined;
  order_by: ListingOrder;
  view: ResultsView;
  page: number;
}

const text = (v: string | null) => cleanText(v);
const money = (v: string | null) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000_000 ? n : undefined;
};

const miles = (v: string | null) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) && n > 0 && n <= MAX_RADIUS_MILES ? n : undefined;
};

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const order = params.get('order_by') ?? '';
  const view = params.get('view') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: text(params.get('search')),
    location: text(params.get('location'))?.toLowerCase(),
    radius: miles(params.get('radius')),
    near: parseNear(params.get('near')),
    property_type: text(params.get('property_type')),
    lot_status: text(params.get('lot_status')),
    guide_price_min: money(params.get('guide_price_min')),
    guide_price_max: money(params.get('guide_price_max')),
    order_by: order in LISTING_ORDERS ? (order as ListingOrder) : 'auction_date_asc',
    view: parseView(view),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 800) : 1,
  };
}

/** A place's centre, found by the server for a location + radius search. */
export interface PlaceCentre {
  name: string;
  lat: number;
  lng: number;
}

/**
 * URL query → Hasura-style `where` for lots: the one filter builder of the results page, the map
 * and saved searches. With a radius and a known place: lots within that many miles of its centre;
 * otherwise the location matches the lot's place, town or postcode district by text.
 */
export function listingWhere(
  q: ListingQuery,
  centre?: PlaceCentre | null,
): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (q.search) and.push({ _search: q.search });
  if (q.near)
    and.push({
      _near: { lat: q.near[0], lng: q.near[1], km: (q.radius ?? NEAR_DEFAULT_MILES) * MILES_TO_KM },
    });
  if (q.location && q.radius && centre)
    and.push({ _near: { lat: centre.lat, lng: centre.lng, km: q.radius * MILES_TO_KM } });
  else if (q.location)
    and.push({
      _or: [
        { location_slug: { _ilike: `%${q.location}%` } },
        { location: { _ilike: `%${q.location}%` } },
        { postcode_district: { _eq: q.location } },
      ],
    });
  if (q.property_type) and.push({ property_type: { _eq: q.property_type } });
  if (q.lot_status) and.push({ lot_status: { _ilike: q.lot_status } });
  if (q.guide_price_min !== undefined) and.push({ guide_price_min: { _gte: q.guide_price_min } });
  if (q.guide_price_max !== undefined) and.push({ guide_price_min: { _lte: q.guide_price_max } });
  return { _and: and };
}
