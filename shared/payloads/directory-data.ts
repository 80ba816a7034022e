import type { LeftOutFilter } from '#schema/left-out-filters';
import type { Section } from '#sections/page-document';
import type { AuctionHouseCardData, LotRecord, PropertyCardData } from '#schema/entities';
import type { LoadedDetailSection } from '#sections/detail/layout-document';
import type { ListingQuery } from '#schema/listing-query';
import type { FilterChip } from '#schema/listing-chips';
import type { ResolvedPlace, UnknownPlace } from '#schema/place';
import type { ResultsMapData } from '#schema/map-view';
import type { PageMeta } from '#shared/routes/page-meta';
import type { ResultFigures } from '#schema/auction-results';
import type { AuctionSummary } from './auction-data';

export interface ListingsData {
  query: ListingQuery;
  /** The link's filters that are no value ("guide_price_min=-5"), left out: the page says so. */
  leftOut?: LeftOutFilter[];
  /** What `location` resolved to (label, kind, slug, centre, search radius, bbox for the map). */
  place: ResolvedPlace | null;
  /** A `location` that names no place: no lot matches it; the page offers what may have been meant. */
  unknownPlace: UnknownPlace | null;
  items: PropertyCardData[];
  /**
   * For a text search, by lot id: the line of the description holding the words the card's title
   * and place do not show, words marked with EXCERPT_MARK.
   */
  excerpts: Record<string, string>;
  /**
   * For a text search, by lot id: the lot's address when it holds words the title does not show
   * ("union street": "14 [[Union Street]], Stoke-on-Trent"), marked as `excerpts` are.
   */
  matchedAddresses: Record<string, string>;
  total: number;
  /** Every auction house, for the house filter. */
  houses: Array<{ id: number | string; name: string }>;
  /** The active filters, each removable. */
  chips: FilterChip[];
  /** With no results: filters that, taken away alone, bring lots back (best first). */
  relax: Relaxation[];
  /** With no results: the auction house the words name, when we list none of that name. */
  unlistedHouse: UnlistedHouse | null;
  /** With results from free text: its words read as filters, when that finds lots too. */
  reading: ReadingOffer | null;
  /**
   * Words that name a place holding no lot, searched as typed ("church": Church, Lancashire):
   * the place's heading ("Lots in Church, Lancashire"), the search that is it, and its smallest
   * wider circle that holds lots.
   */
  emptyPlace: { heading: string; search: string; nearest: Relaxation | null } | null;
  /** The map's filter, lots' box and opening frame: only when the map is shown. */
  map: ResultsMapData | null;
  /** The map view is for signed-in visitors; others get the map-access modal (null: built-in text). */
  mapAccess: { allowed: true } | { allowed: false; modal: CmsModalData | null };
  /**
   * The title names the search and the page (schema/listings-title.ts), the description the page;
   * page 2 is its own page.
   */
  meta: Pick<PageMeta, 'title' | 'description' | 'canonical'>;
  /** The signed-in buyer's saved search that is this search (null: not saved, or signed out). */
  savedSearch: { id: number; name: string } | null;
}

/** An auction house the words name that we do not list ("sdl auctions"), said on an empty page. */
export interface UnlistedHouse {
  /** The name as typed ("SDL"). */
  said: string;
  /** How many auction houses we list. */
  houses: number;
  /**
   * The listed house whose name it is a typo of ("quaysde" → Quayside Property Auctions), or the
   * start of (`start`: "ludgate" → Ludgate Hammer & Co).
   */
  like: { id: number; name: string; start: boolean } | null;
}

export interface ReadingOffer {
  /** The filters the words name, as their chips say them ("Detached house", "“garden”"). */
  labels: string[];
  search: string;
  count: number;
  /** Another place the words join to the first ("leeds or york": York), offered after it. */
  also?: Omit<ReadingOffer, 'also'>[];
}

export interface Relaxation {
  /** What the link does: `Remove “Flats”`, `Include past auctions`, `Search within 5 miles of M1`, `Leave out “bungalow”`. */
  action: string;
  /** The results page's query string without it. */
  search: string;
  count: number;
}

export interface LotNeighbour {
  id: number;
  lot_number: string | null;
  title: string;
}

/** The lots before and after one in its auction's catalogue, in lot order. */
export interface LotNeighbours {
  previous: LotNeighbour | null;
  next: LotNeighbour | null;
}

/** Another offer of the same property by its house: an earlier sale's lot, or a later one's. */
export interface LotOffer {
  id: number;
  lot_number: string | null;
  auction_title: string | null;
  /** When bidding closed or closes (its sale's end, else its date). */
  closes_at: string | null;
  /** Its status now, as the lot's own page says it. */
  status: string;
  guide_price_min: number | null;
  guide_price_max: number | null;
  sold_price: number | null;
}

/** The lot's earlier offer of the same property and its newest later one (decision 085). */
export interface LotOffers {
  before: LotOffer | null;
  again: LotOffer | null;
}

export interface ListingData {
  meta: PageMeta;
  lot: LotRecord;
  /** The lot page's detail sections in the editors' order (invalid ones already left out). */
  details: LoadedDetailSection[];
  /** Its neighbours in its auction's catalogue; null for a lot in no auction. */
  neighbours: LotNeighbours | null;
  offers: LotOffers;
}

export interface AuctioneersData {
  search: string;
  page: number;
  items: AuctionHouseCardData[];
  total: number;
  /**
   * The page's title, description and canonical URL: a later page of the whole list is its own
   * page.
   */
  meta: Pick<PageMeta, 'title' | 'description' | 'canonical'>;
  /** No house has the name searched: the one it is a typo of ("quaysde" → Quayside …), if any. */
  like?: { id: number; name: string } | null;
  /** No house has the name searched, but a place has: the houses with lots for sale there. */
  inPlace?: {
    heading: string;
    /** Why the place searched is another ("We hold no lots in Balham (London) yet. …"). */
    note?: string;
    /** The place as the cards say it ("Leeds"). */
    placeName: string;
    lotsHref: string;
    /** No house sells there now: the nearest lots for sale, counted ("9 lots within 5 miles of Abram"). */
    nearby?: { href: string; label: string };
    /** Each house with its lots for sale in the place and the search that lists them. */
    items: Array<{ house: AuctionHouseCardData; lots: number; href: string }>;
    /**
     * Houses whose office is in the town and who sell no lot there now ("carlisle" left out
     * Eden & Solway, at Carlisle, between its sales).
     */
    offices: AuctionHouseCardData[];
  } | null;
}

export interface AuctioneerData {
  meta: PageMeta;
  /** Results of the house's lots whose sale closed in the last twelve months. */
  yearResults: ResultFigures;
  /** The house's next auctions, soonest closing first, and how many it has to come. */
  nextAuctions: { items: AuctionSummary[]; total: number };
  house: AuctionHouseCardData & {
    description: string | null;
    phone: string | null;
    email: string | null;
    website: string | null;
    address: string | null;
    lots: PropertyCardData[];
  };
}

/** A modal's content: the CMS page named in the global config (SPEC §3), loaded by the server. */
export interface CmsModalData {
  title: string;
  sections: Array<Section & { data?: unknown }>;
}
