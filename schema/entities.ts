/** Card-level shapes of the three dataset kinds (SPEC §3); field names are the database/graph columns. */

export const DATASET_KINDS = ['auction_properties', 'auction_houses', 'sold_house_prices'] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];

/** The graph fields each card needs: one list for every query that feeds a card. */
export const CARD_FIELDS: Record<DatasetKind, string> = {
  auction_properties:
    'id title lot_status sale_phase image_urls location auction_method auction_end_date auction_date guide_price_min guide_price_max sold_price sold_when result_at property_type auction_house { id name logo }',
  auction_houses:
    'id name logo number_of_properties regions_covered type_of_properties auction_method',
  sold_house_prices:
    'transaction_id price date_of_transfer postcode property_type old_new duration paon saon street locality town_city district county',
};

/**
 * The placeholders a sold-price card row may use: the record's fields and `address` (flat, house
 * and street in one line, made by displaySoldRecord).
 */
/** A `{{field}}` of a card template (`{{ price }}`, `{{a.b}}`): the field name is group 1. */
export const TEMPLATE_PLACEHOLDER = /\{\{\s*([a-z0-9_.]+)\s*\}\}/gi;

export const SOLD_CARD_PLACEHOLDERS: readonly string[] = [
  ...CARD_FIELDS.sold_house_prices.split(' '),
  'address',
];

/** How a card's description excerpt marks the words a search matched (server/loaders/match-excerpts). */
export const EXCERPT_MARK = { open: '[[', close: ']]' } as const;

export interface PropertyCardData {
  id: number;
  title: string;
  lot_status: string | null;
  /** Where the lot's sale is (`sale_phase()`): upcoming, bidding open or closed. */
  sale_phase?: string | null;
  image_urls: string[];
  location: string | null;
  auction_method: string | null;
  auction_end_date: string | null;
  auction_date: string | null;
  guide_price_min: number | null;
  /** The guide's upper figure when it is a range ("£105,000 – £120,000"); null for one figure. */
  guide_price_max: number | null;
  sold_price: number | null;
  /** When a sold lot was sold (`sold_when()`, schema/sold-when.ts): before, at or after its auction. */
  sold_when?: string | null;
  /**
   * When the lot's result came (`result_at`, migration 060): the day it sold, for a lot sold
   * before or after its auction; else when bidding closed.
   */
  result_at?: string | null;
  property_type: string | null;
  auction_house: { id: number; name: string; logo: string | null } | null;
  /** Asked for where lots are read by number (an auction's catalogue); the card then shows it. */
  lot_number?: string | null;
  history?: LotHistoryEvent[];
}

/**
 * One event of a lot's history as stored: `listed`, `guide_changed`, `sold`, `sold_prior`, `unsold`,
 * `withdrawn`, `postponed`, `back_on_sale`, `result_withdrawn`, `sold_price_corrected`,
 * `date_changed`, `legal_pack_changed`.
 */
export interface LotHistoryEvent {
  date?: string;
  event?: string;
  price?: number | null;
  /** `date_changed`: when the sale now closes (recorded since 3 December 2026). */
  to?: string;
  /** `legal_pack_changed`: the pack was taken away (recorded since 3 December 2026). */
  removed?: boolean;
}

/** A lot as its page shows it: the card fields plus what the price box and detail sections read. */
export interface LotRecord extends PropertyCardData {
  description: string | null;
  address: string | null;
  postcode: string | null;
  postcode_district: string | null;
  /** The town's `locations.slug` (`england/west-yorkshire/leeds`). */
  location_slug: string | null;
  bedrooms: number | null;
  tenure: string | null;
  lot_number: string | null;
  legal_pack_url: string | null;
  history: LotHistoryEvent[];
  lat: number | null;
  lng: number | null;
  created_at: string;
  updated_at: string;
  auction: { id: number; title: string; venue: string | null } | null;
}

export interface AuctionHouseCardData {
  id: number;
  name: string;
  logo: string | null;
  number_of_properties: number;
  regions_covered: string[];
  type_of_properties: string[];
  auction_method: string[];
}

export interface SoldPriceRecord {
  transaction_id: string;
  price: number;
  date_of_transfer: string;
  postcode: string | null;
  property_type: string;
  old_new: string;
  duration: string;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town_city: string | null;
  district: string | null;
  county: string | null;
}

export const PROPERTY_TYPE_NAMES: Record<string, string> = {
  D: 'Detached',
  S: 'Semi-detached',
  T: 'Terraced',
  F: 'Flat / maisonette',
  O: 'Other',
};
export const DURATION_NAMES: Record<string, string> = {
  F: 'Freehold',
  L: 'Leasehold',
  U: 'Unknown',
};
