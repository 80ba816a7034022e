import { z } from 'zod';
import { detailBase } from '../detail-base';

/** Every other field of the lot record as a plain list of names and values. */
export const RawDetailSchema = z.object({
  ...detailBase('raw', 'All details', { collapsed: true }),
  all_fields: z
    .boolean()
    .default(false)
    .describe(
      'Off: only the fields the page does not show elsewhere (not the title, photos, prices, description or history)',
    ),
});
export type RawDetail = z.infer<typeof RawDetailSchema>;
