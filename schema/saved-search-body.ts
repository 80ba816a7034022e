import {
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NAME_MISSING,
  SAVED_SEARCH_NAME_TOO_LONG,
} from './saved-search-name';
import { z } from 'zod';
import { safeString } from './safe-text';
import { ALERT_FREQUENCIES, savedQueryOf } from './saved-search';

// The saved-search API's request bodies, apart from ./saved-search so the save-search form on the
// results page carries no zod in its first load (decision 051).

const NameSchema = safeString({ message: SAVED_SEARCH_NAME_MISSING })
  .trim()
  .min(1, SAVED_SEARCH_NAME_MISSING)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NAME_TOO_LONG);
const FrequencySchema = z.enum(ALERT_FREQUENCIES, {
  message: 'Choose daily, weekly or no e-mails',
});

export const CreateSavedSearchBodySchema = z.object({
  /** The results page's query string, e.g. `?location=leeds&property_type=Flat`. */
  query: safeString({ message: 'Send the search to save' })
    .max(2000, 'The search is too long')
    .transform((q) => savedQueryOf(new URLSearchParams(q))),
  name: safeString()
    .trim()
    .max(80, 'Use at most 80 characters')
    .optional()
    .transform((n) => n || undefined),
  frequency: FrequencySchema.default('daily'),
});
export type CreateSavedSearchBody = z.infer<typeof CreateSavedSearchBodySchema>;

export const UpdateSavedSearchBodySchema = z
  .object({ name: NameSchema.optional(), frequency: FrequencySchema.optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');
export type UpdateSavedSearchBody = z.infer<typeof UpdateSavedSearchBodySchema>;
