import { z } from 'zod';
import { LinkSchema, sectionBase } from '#sections/shared-schemas';

/** A compact list of headlines with dates (market news, auction results). */
export const NewsListSectionSchema = z.object({
  ...sectionBase('news-list'),
  title: z.string().max(160).default('Latest news'),
  category: z.string().max(60).default('Market news'),
  limit: z.number().int().min(1).max(12).default(5),
  view_all: LinkSchema.optional(),
});
export type NewsListSection = z.infer<typeof NewsListSectionSchema>;
