import type { LeftOutFilter } from '#schema/left-out-filters';
import type { PropertyCardData, SoldPriceRecord } from '#schema/entities';
import type { Crumb } from '#schema/json-ld';
import type { SoldPriceQuery, SoldPriceSummary } from '#schema/sold-price-query';
import type { PageMeta } from '#shared/routes/page-meta';
import type { PlaceSuggestion } from '#schema/place';

export interface AreaLink {
  path: string;
  label: string;
  /** A short fact shown beside the link ("12 lots", "Leeds"). */
  note?: string | undefined;
}

export interface LinkGroup {
  title: string;
  links: AreaLink[];
  /** The group's own page (a country above its counties). */
  path?: string | undefined;
}

/** /locations and /postcodes: the top of a hierarchy as groups of links. */
export interface AreaIndexData {
  meta: Partial<PageMeta>;
  groups: LinkGroup[];
}

/** A place (/locations/…) or a postcode area, district or sector (/postcodes/…). */
export interface AreaPageData {
  meta: PageMeta;
  crumbs: Crumb[];
  heading: string;
  summary: string;
  /** How the page refers to the area in section titles ("LS6", "Leeds"). */
  name: string;
  stats: SoldPriceSummary;
  /** The first and last day of the sales held: the period `stats` covers. */
  salesSpan: { from: string; to: string } | null;
  sales: SoldPriceRecord[];
  salesLink: { href: string; label: string } | null;
  lots: PropertyCardData[];
  lotsTotal: number;
  lotsLink: { href: string; label: string } | null;
  /** No lot for sale here: the nearest ones, in the smallest search circle that has some. */
  nearbyLots: { href: string; label: string } | null;
  groups: LinkGroup[];
  /** Scotland or Northern Ireland: Land Registry records no sales there, so the page has none. */
  nationWithoutPricePaid: string | null;
  /** Why the page can have no sales (that nation, or a town we hold no postcodes for), else null. */
  noSalesReason: string | null;
}

export interface SoldPricesData {
  meta: Partial<PageMeta>;
  query: SoldPriceQuery;
  /** The link's prices and days that are no value ("min_price=-5"), left out: the page says so. */
  leftOut?: LeftOutFilter[];
  /** The place or postcode the `location` filter was read as. */
  locationLabel: string | null;
  /** Its nation when Land Registry records no sales there (Scotland, Northern Ireland). */
  nationWithoutPricePaid?: string | null;
  /** Other places of the name typed alone ("Richmond"): "Another Richmond? …". */
  namesakes?: PlaceSuggestion[];
  /** `location` names no place we hold: the places it may mean ("leedz" → Leeds). */
  didYouMean?: PlaceSuggestion[];
  /**
   * A street, a comma and words that name no place ("high street, yrok"): the two, and the street
   * in each place the words may mean, counted ("High Street in York, North Yorkshire"); when it
   * has no sale in any (`streetFound` false), those places alone.
   */
  streetBeforeComma?: {
    street: string;
    place: string;
    offers: SoldSearchOffers['offers'];
    streetFound: boolean;
  };
  /** No sales in the postcode searched: the wider postcodes holding it that have some. */
  wider?: WiderArea[];
  /** A neighbourhood: what it is searched as ("Balham is searched as the SW12 postcode district."). */
  searchedAs?: string;
  /** The Location is written as a postcode of no postcode area: why ("There is no QQ postcode area."). */
  notPostcode?: string;
  /** A town we hold no postcodes for: the nearest towns we do, with their sales. */
  nearby?: WiderArea[];
  /** Words read only partly as filters, that found nothing: the searches they may mean. */
  partlyRead?: SoldSearchOffers;
  /** Filters that together match no sale: the search with each left out, then the place alone. */
  fewerFilters?: SoldSearchOffers['offers'];
  /**
   * A street named with its place ("high street bath", "high street, bath") that some sale's
   * address holds, none of them there (or none at the house number said: "11 high street york"):
   * said so, where "No street or place called" was untrue.
   */
  streetNotIn?: {
    street: string;
    place: string;
    number?: string;
    /** The flat's number said with the street ("flat 4, high street, bath"): none of its either. */
    flat?: string;
    /** The towns whose sales are on the street, each searched: "High Street, Coventry". */
    elsewhere?: SoldSearchOffers['offers'];
  };
  /**
   * A street no sale held is on anywhere ("london road", "the crescent", "park avnue"), as
   * written ("London Road"), and the streets like it that have sales ("London Street"; every
   * "crescent"), or the one it may misspell ("Park Avenue").
   */
  streetNowhere?: {
    street: string;
    offers: SoldSearchOffers['offers'];
    /** The offer is the street the words may misspell ("park avnue": Park Avenue). */
    meant?: true;
    /**
     * The street meant has no sale in the place searched ("park avnue leeds"): the offers are the
     * towns whose sales are on it ("Park Avenue, Basildon").
     */
    elsewhere?: { street: string; place: string };
  };
  /**
   * A flat's number said with its street ("flat 4 high street" in York): the flat as written
   * ("Flat 4"), its house and street ("12", "Mill Heights"; "High Street") and place, and the
   * searches without the flat, counted: the house's sales when a house number was said, then the
   * street's ("All sales on High Street, York"). The results are the flat's sales; none, and the
   * page says so.
   */
  flatOnStreet?: {
    flat: string;
    /** The house number or building's name said: "12", "Mill Heights". */
    house?: string;
    street: string;
    place: string | null;
    offers: SoldSearchOffers['offers'];
  };
  /**
   * The dates searched lie wholly before or after the sales held ("leeds 2020" where they begin in
   * 2021): the first and last day held, so the page says so instead of "no sales match".
   */
  datesOutside?: { from: string; to: string };
  items: SoldPriceRecord[];
  stats: SoldPriceSummary;
}

/**
 * What a search read only partly as filters may mean ("terraced houses in Yrok"): the filters with
 * the place, the place alone, the filters alone, each with the sales it finds.
 */
export interface SoldSearchOffers {
  /** The words as typed. */
  text: string;
  /** Some words were read as filters (else the words only name or misspell a place). */
  filtersRead: boolean;
  /** The place a word misspells ("York" for "Yrok"), when the offers' place is a guess. */
  meant?: string;
  /**
   * The words are a street then its place, and no sale of that street is there, or none at the
   * house number said (`number`).
   */
  streetNotIn?: { street: string; place: string; number?: string };
  /**
   * The words are a street then its place, and no sale anywhere is on the street (as typed: "park
   * avnue" in "park avnue leeds"); the place, where the street it may mean is offered.
   */
  streetNowhere?: { street: string; place: { value: string; label: string } };
  /** Bedrooms were said ("2 bed flat leeds"): the offers leave them out, as Price Paid records none. */
  bedroomsLeftOut?: boolean;
  /** Bungalows were said: the offers are houses (and detached houses), as Price Paid records them. */
  bungalowsLeftOut?: boolean;
  /**
   * A flat's number was said ("flat 4 york") without a street it is searched on: the offers leave
   * it out (the street's, the place's).
   */
  flatLeftOut?: string;
  /**
   * How a home was sold was said ("probate sale"): Price Paid records neither an estate's sale nor
   * a lender's, so the offers leave the words out, and the lots sold so are linked. The words.
   */
  howSoldLeftOut?: string;
  /** The words are a postcode half typed ("LS6 8E"): the offers are the postcodes it begins. */
  halfPostcode?: true;
  offers: { label: string; search: string; count: number; approximate?: boolean }[];
}

/** A wider postcode offered when the one searched has no sales, with the sales it holds. */
export interface WiderArea {
  label: string;
  /** The `location` value that searches it. */
  value: string;
  count: number;
  approximate?: boolean;
}
