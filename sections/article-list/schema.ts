import { z } from 'zod';
import { LinkSchema, sectionBase } from '#sections/shared-schemas';
import { ARTICLE_CATEGORIES } from '#schema/article';

/** The latest guides or news from the article store, as cards. */
export const ArticleListSectionSchema = z.object({
  ...sectionBase('article-list'),
  title: z.string().max(160).optional(),
  subtitle: z.string().max(300).optional(),
  /** One of the article editor's categories: a free-text typo was an empty list for good. */
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  limit: z.number().int().min(1).max(12).default(3),
  view_all: LinkSchema.optional(),
});
export type ArticleListSection = z.infer<typeof ArticleListSectionSchema>;
