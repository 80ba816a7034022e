import { z } from 'zod';
import { detailBase } from '../detail-base';

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
const FACT_FIELDS = Object.keys(FACT_LABELS) as [FactField, ...FactField[]];

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

/** The key facts table: which facts, in which order, under which labels. */
export const InformationDetailSchema = z.object({
  ...detailBase('information', 'Key facts'),
  facts: z
    .array(
      z.object({
        field: z.enum(FACT_FIELDS),
        label: z.string().trim().max(40).optional().describe('Leave empty for the standard label'),
      }),
    )
    .min(1)
    .max(FACT_FIELDS.length)
    .refine(
      (facts) => new Set(facts.map((f) => f.field)).size === facts.length,
      'Each fact can be shown once',
    )
    .default(DEFAULT_FACTS),
  hide_empty: z.boolean().default(false).describe('Leave out facts the lot has no value for'),
});
export type InformationDetail = z.infer<typeof InformationDetailSchema>;
