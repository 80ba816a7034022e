import { z } from 'zod';
import { SUGGEST_MAX_CHARS } from './suggest';

// The endpoint's query schema, apart from schema/suggest.ts: the search box imports that module's
// constants in every page's first load, which must not carry zod (decision 051).

/** `GET /api/suggest?q=lee` (`houses=0` leaves auction houses out, for the sold-price search). */
export const SuggestQuerySchema = z.object({
  q: z
    .string({ error: 'Type a place, postcode or auction house' })
    .trim()
    .min(1, 'Type a place, postcode or auction house')
    .max(SUGGEST_MAX_CHARS, `Use at most ${SUGGEST_MAX_CHARS} characters`),
  houses: z.enum(['0', '1']).default('1'),
});
