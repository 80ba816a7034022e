/** Values the directory tables use; the UI can import these for filters. */

export { AUCTION_METHODS, type AuctionMethod } from '#schema/auction-methods';

/** Stored `lot_status`: a result, or Available / NULL before the sale (see schema/lot-status.ts). */
export const LOT_STATUSES = ['Available', 'Sold', 'Unsold', 'Withdrawn', 'Postponed'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

export const LOT_PROPERTY_TYPES = [
  'Terraced house',
  'Semi-detached house',
  'Detached house',
  'Bungalow',
  'Flat',
  'Maisonette',
  'Land',
  'Development site',
  'Commercial',
  'Mixed use',
  'Garage',
] as const;
export type LotPropertyType = (typeof LOT_PROPERTY_TYPES)[number];

/** What auction houses list in `type_of_properties`. */
export const PROPERTY_CATEGORIES = [
  'Residential',
  'Commercial',
  'Land',
  'Development',
  'Mixed use',
  'Garages and parking',
] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

export const CATEGORY_OF: Record<LotPropertyType, PropertyCategory> = {
  'Terraced house': 'Residential',
  'Semi-detached house': 'Residential',
  'Detached house': 'Residential',
  Bungalow: 'Residential',
  Flat: 'Residential',
  Maisonette: 'Residential',
  Land: 'Land',
  'Development site': 'Development',
  Commercial: 'Commercial',
  'Mixed use': 'Mixed use',
  Garage: 'Garages and parking',
};

export const TENURES = ['Freehold', 'Leasehold', 'Share of freehold'] as const;
export type Tenure = (typeof TENURES)[number];

/** `history` events on a lot, oldest first: `{ date, event, price? }`. */
export const LOT_EVENTS = [
  'listed',
  'guide_changed',
  'sold',
  'sold_prior',
  'unsold',
  'withdrawn',
  'postponed',
] as const;
export type LotEvent = (typeof LOT_EVENTS)[number];

export interface LotHistoryEntry {
  /** ISO date `YYYY-MM-DD`. */
  date: string;
  event: LotEvent;
  price?: number;
}
