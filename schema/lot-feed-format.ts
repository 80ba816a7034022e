/**
 * The lot feed format, version 1 (issue 16, decision 045): the columns of a CSV feed and the keys
 * of a JSON feed's `lots[]`, in the order the README documents them. Constants only, so the
 * client can read them without the zod schema.
 */
export const LOT_FEED_FORMAT_VERSION = 1;

export const LOT_FEED_COLUMNS = [
  'format_version',
  'house',
  'auction_ref',
  'auction_title',
  'auction_date',
  'auction_end_date',
  'auction_venue',
  'auction_method',
  'lot_number',
  'title',
  'address',
  'postcode',
  'property_type',
  'tenure',
  'bedrooms',
  'guide_min',
  'guide_max',
  'description',
  'image_urls',
  'legal_pack_url',
  'status',
  'sold_price',
] as const;
export type LotFeedColumn = (typeof LOT_FEED_COLUMNS)[number];

/** Columns a row must fill; the rest may be empty. */
export const LOT_FEED_REQUIRED: readonly LotFeedColumn[] = [
  'format_version',
  'house',
  'auction_title',
  'auction_date',
  'auction_method',
  'lot_number',
  'address',
  'postcode',
  'property_type',
];

/** In a CSV feed several image URLs share one cell, separated by this character. */
export const CSV_IMAGE_SEPARATOR = '|';

export const LOT_FEED_LIMITS = {
  /** One file or request body. */
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5_000,
  maxImages: 20,
  /** Rejected rows kept in the import log and returned by the endpoint. */
  maxReportedErrors: 200,
} as const;
