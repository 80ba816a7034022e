import { z } from 'zod';
import { detailBase } from '../detail-base';

/** The lot's timeline: listing, guide changes, its auction, and the outcome. */
export const HistoryDetailSchema = z.object({
  ...detailBase('history', 'History'),
  order: z.enum(['oldest-first', 'newest-first']).default('oldest-first'),
  show_prices: z.boolean().default(true).describe('Guide and sold prices beside their events'),
  include_auction: z
    .boolean()
    .default(true)
    .describe("Adds the lot's auction (or its end date for modern auctions) to the timeline"),
});
export type HistoryDetail = z.infer<typeof HistoryDetailSchema>;
