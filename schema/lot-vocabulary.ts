/** What a lot's stored fields may hold: the seed, the lot feeds and the editors' form share these. */

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

/** `Heritable`: owned outright in Scotland, which has no freehold or (residential) leasehold. */
export const TENURES = ['Freehold', 'Leasehold', 'Share of freehold', 'Heritable'] as const;
export type Tenure = (typeof TENURES)[number];
