/** How auction houses sell (SPEC §3 `auction_method`); Modern lots show their end date (SPEC §9). */
export const AUCTION_METHODS = [
  'Traditional',
  'Modern',
  'Online',
  'Timed',
  'Unconditional',
] as const;
export type AuctionMethod = (typeof AUCTION_METHODS)[number];
