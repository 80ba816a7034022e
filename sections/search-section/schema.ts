import { z } from 'zod';
import { sectionBase } from '#sections/shared-schemas';
import { SearchTabSchema } from '#schema/search-schema';

/** The search box with tabs (Properties, Auction Houses, Sold House Prices), each with configured controls. */
export const SearchSectionSchema = z.object({
  ...sectionBase('search-section'),
  title: z.string().max(160).optional(),
  subtitle: z.string().max(300).optional(),
  tabs: z.array(SearchTabSchema).min(1).max(3),
});
export type SearchSectionData = z.infer<typeof SearchSectionSchema>;
