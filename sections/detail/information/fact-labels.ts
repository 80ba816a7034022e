// The facts and their standard labels, apart from ./schema so the lot page's first load carries
// no zod (decision 051).

/** The facts an editor can put in the table, with the label each shows unless renamed. */
export const FACT_LABELS = {
  lot_number: 'Lot number',
  lot_status: 'Status',
  property_type: 'Property type',
  bedrooms: 'Bedrooms',
  tenure: 'Tenure',
  auction_method: 'Auction method',
  auction_date: 'Auction date',
  address: 'Address',
  location: 'Location',
  postcode: 'Postcode',
  guide_price: 'Guide price',
  sold_price: 'Sold price',
  auction_house: 'Auction house',
} as const;
export type FactField = keyof typeof FACT_LABELS;

/** Today's key facts, in the order the lot page always showed them. */
export const DEFAULT_FACTS: Array<{ field: FactField }> = [
  { field: 'lot_number' },
  { field: 'property_type' },
  { field: 'bedrooms' },
  { field: 'tenure' },
  { field: 'auction_method' },
  { field: 'auction_date' },
  { field: 'address' },
];
