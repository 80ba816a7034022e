import { z } from 'zod';
import { detailBase } from '../detail-base';

/**
 * What similar homes near the lot sold for (HM Land Registry Price Paid): sales of the lot's own
 * kind (or its family when its kind has too few) in its postcode sector, or its district when the
 * sector has too few (comparableChoice).
 */
export const ComparablesDetailSchema = z.object({
  ...detailBase('comparables', 'Sold prices nearby'),
  months: z
    .number()
    .int()
    .min(6)
    .max(60)
    .default(24)
    .describe('How far back sales count, in months before today'),
  min_sector_sales: z
    .number()
    .int()
    .min(1)
    .max(50)
    .default(5)
    .describe(
      'Fewer sales of the kind compared than this in the postcode sector (LS6 2) widens to the district (LS6); fewer than this, and than 3, of the lot’s own kind (detached, semi, terraced) in the district compares it with houses of every kind',
    ),
  recent_count: z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(5)
    .describe('How many of the latest sales are listed under the figures'),
});
export type ComparablesDetail = z.infer<typeof ComparablesDetailSchema>;
