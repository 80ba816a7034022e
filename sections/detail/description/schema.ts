import { z } from 'zod';
import { detailBase } from '../detail-base';

/** The auctioneer's description of the lot, as written (paragraphs kept, never HTML). */
export const DescriptionDetailSchema = z.object({
  ...detailBase('description', 'Description'),
  empty_message: z
    .string()
    .max(200)
    .optional()
    .describe('Shown when the lot has no description; without it the section is left out'),
});
export type DescriptionDetail = z.infer<typeof DescriptionDetailSchema>;
