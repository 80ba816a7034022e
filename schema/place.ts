/**
 * What a lot search's `location` resolved to (server/areas/resolve-place.server.ts): the one
 * answer the results page, the map and the alert digests share. Places are `locations` rows,
 * postcodes are `postcodes` rows (area `ls`, district `ls6`, sector `ls6/2`) or a full unit.
 */
export const PLACE_KINDS = [
  'town',
  'county',
  'region',
  'country',
  'postcode',
  'sector',
  'district',
  'area',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A full postcode searches this far around its sector's centre (its district's when we hold no sector). */
export const POSTCODE_RADIUS_MILES = { sector: 1, district: 2 } as const;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ResolvedPlace {
  kind: PlaceKind;
  /** As the page says it: "Leeds", "West Yorkshire", "LS6 2AB", "LS6 2", "LS". */
  label: string;
  /** Where it is, for telling namesakes apart: the county of a town, the town of a postcode. */
  context: string | null;
  /** `locations.slug` or `postcodes.slug`; a full postcode's normalised form ("LS6 2AB"). */
  slug: string;
  /** The `location` text that finds this place again ("Newport, Isle of Wight", "LS6 2AB"). */
  value: string;
  centre: LatLng | null;
  /** Set when lots are found by distance from `centre`: the visitor's radius, or a full postcode's default. */
  radiusMiles: number | null;
  /** Where the place's lots can be (its sub-places, postcodes and search circle): for the map to open on. */
  bbox: { west: number; south: number; east: number; north: number } | null;
  /**
   * A wide place's land (a county, region, country or postcode area): its points' boxes on a grid
   * (server/areas/land-boxes.ts, decision 155). Within a radius, each widened by it is the land
   * around the place a search of it covers (server/areas/place-where.ts): one box round Wales took
   * in Liverpool "within 1 mile of Wales", one round Kent Brighton "within 10 miles of Kent".
   * The server's alone: the page's payload leaves it out.
   */
  areaBoxes?: Array<NonNullable<ResolvedPlace['bbox']>>;
  /**
   * A postcode area's districts, those of a central London district written whole ("SW1":
   * SW1A … SW1Y), or a place found by its districts (`searchedAs`): its lots are theirs. Empty
   * for every other place.
   */
  districts: string[];
  /**
   * How a place we hold no row of was searched, for the page to say: "Newham is searched as its
   * postcode districts: E6, E12 and E13" (a local authority only Land Registry names, decision
   * 114), "South London is searched as the SE and SW postcode areas".
   */
  searchedAs?: string;
  /**
   * A postcode we hold no point of, placed at the centre of the sector or district that holds it
   * ("LS6" for LS6 9 and LS6 9ZZ): a circle round it is said to be round that centre. "3 lots
   * within 1 mile of LS6 9" had been LS6's circle, as if the site knew where LS6 9 is.
   */
  centreOf?: string;
  /**
   * A postcode district or sector we hold no row of ("E15 ", "E15 1") that a lot's postcode is in:
   * its lots are those whose postcodes start so (decision 125).
   */
  postcodePrefix?: string;
  /** Other places of the name the visitor typed alone ("Richmond"), for "or did you mean…". */
  namesakes?: PlaceSuggestion[];
}

/** A place the visitor may have meant, with the `location` value that finds it. */
export interface PlaceSuggestion {
  label: string;
  context: string | null;
  value: string;
}

/** Text that names no place we hold: no lots match it, and these may be what was meant. */
export interface UnknownPlace {
  text: string;
  /** The text is a real postcode we hold no lots or sales for (not a misspelling). */
  postcode?: boolean;
  /**
   * The text is written as a postcode but its area is none ("QQ1 1AA"): why, in a sentence
   * ("There is no QQ postcode area.").
   */
  notPostcode?: string;
  /** The text is a postcode typed as far as its unit's first letter ("LS6 8E"). */
  halfPostcode?: boolean;
  /**
   * The text is a neighbourhood we hold none of the postcode districts of: what it is searched as
   * ("Balham is searched as the SW12 postcode district."), its postcode area offered.
   */
  searchedAs?: string;
  suggestions: PlaceSuggestion[];
  /** Every suggestion holds the text as words ("kingston"): a shared part of names (sharesName). */
  sharedName?: true;
}

export type PlaceResolution =
  { found: true; place: ResolvedPlace } | { found: false; unknown: UnknownPlace };

/** Visitor text inside a LIKE pattern matches itself: `%` and `_` are not wildcards. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** SPEC §9: radius controls are in miles, the data graph works in kilometres. */
export const MILES_TO_KM = 1.609344;
/** Miles in a degree of latitude. */
export const MILES_PER_DEGREE_LAT = 69.05;

type Box = NonNullable<ResolvedPlace['bbox']>;

/** `box` widened by `miles` on every side (a degree of longitude shrinks with the latitude). */
export function widenedBox(box: Box, miles: number): Box {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const mid = (box.south + box.north) / 2;
  const dLng = dLat / Math.max(Math.cos((mid * Math.PI) / 180), 0.01);
  return {
    west: box.west - dLng,
    south: box.south - dLat,
    east: box.east + dLng,
    north: box.north + dLat,
  };
}

/** `1 mile`, `5 miles`: a distance as the pages say it. */
export const milesText = (miles: number) => `${miles} mile${miles === 1 ? '' : 's'}`;

/** A town with its county, as a lot's place reads: "Leeds, West Yorkshire"; a town that is its own county once ("Bristol"). */
export const townAndCounty = (town: string, county: string | null | undefined) =>
  county && county !== town ? `${town}, ${county}` : town;

/**
 * A postcode area as Royal Mail names it, by the post town it is named after: "HP (Hemel
 * Hempstead)". Its letters alone ("HP") or with the town after a dot read as a place in that town.
 */
export const postcodeAreaName = (label: string, town: string | null | undefined) =>
  town ? `${label} (${town})` : label;

/**
 * A resolved place as its filter chip names it: a namesake with where it is ("Newport, Isle of
 * Wight", as its `value` finds it again), so its page is not headed as the other Newport's; any
 * other place by its label.
 */
export const chipPlaceName = (place: Pick<ResolvedPlace, 'label' | 'value'>) =>
  place.value.startsWith(`${place.label}, `) ? place.value : place.label;

/** A resolved place's name where a page names it: a postcode area with its town, else its label. */
export const placeName = (place: Pick<ResolvedPlace, 'kind' | 'label' | 'context'>) =>
  place.kind === 'area' ? postcodeAreaName(place.label, place.context) : place.label;

/**
 * The heading of a results page for a place, with where it is: "Lots in Leeds, West Yorkshire",
 * "Lots near LS6 2AB, Leeds (within 1 mile)", "Lots within 5 miles of Leeds, West Yorkshire".
 */
export function placeHeading(place: ResolvedPlace, noun = 'Lots'): string {
  // A town that is its own county (Bristol) is named once.
  const context = place.context === place.label ? null : place.context;
  const where = context ? `, ${context}` : '';
  const name =
    place.kind === 'area'
      ? `the ${postcodeAreaName(place.label, context)} postcode area`
      : `${place.label}${where}`;
  if (place.radiusMiles) {
    const miles = milesText(place.radiusMiles);
    return place.kind === 'postcode'
      ? `${noun} near ${name} (within ${miles})`
      : `${noun} within ${miles} of ${name}`;
  }
  return `${noun} in ${name}`;
}
