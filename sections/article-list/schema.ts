import { z } from 'zod';
import { LinkSchema, sectionBase } from '#sections/shared-schemas';

/** The latest guides or news from the article store, as cards. */
export const ArticleListSectionSchema = z.object({
  ...sectionBase('article-list'),
  title: z.string().max(160).optional(),
  subtitle: z.string().max(300).optional(),
  category: z.string().max(60).optional(),
  limit: z.number().int().min(1).max(12).default(3),
  view_all: LinkSchema.optional(),
});
export type ArticleListSection = z.infer<typeof ArticleListSectionSchema>;
