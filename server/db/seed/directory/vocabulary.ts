/** Values the directory tables use; the UI can import these for filters. */

export { AUCTION_METHODS, type AuctionMethod } from '#schema/auction-methods';

export {
  LOT_PROPERTY_TYPES,
  LOT_STATUSES,
  type LotPropertyType,
  type LotStatus,
} from '#schema/lot-vocabulary';
import type { LotPropertyType } from '#schema/lot-vocabulary';

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

export { TENURES, type Tenure } from '#schema/lot-vocabulary';

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
