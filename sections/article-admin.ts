import { z } from 'zod';
import { isBlankBlock, RichTextBlockSchema } from '#sections/rich-text/schema';
import { ARTICLE_CATEGORIES } from '#schema/article';
import { LondonDateTime } from '#schema/admin-staff';
import { safeString } from '#schema/safe-text';

/** The body of an article: rich-text blocks, the rich-text section's format (decision 074). */
export const ArticleBlocksSchema = z
  .array(RichTextBlockSchema)
  .min(1, 'Write at least one block')
  // Blank paragraphs published an article with an empty body, as a rich-text section's once did.
  .refine((blocks) => !blocks.length || !blocks.every(isBlankBlock), {
    message: 'Write some text: an article of empty paragraphs shows an empty page',
  });

/** `buying-at-auction`: lower-case letters and digits in words joined by single hyphens. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (name: string, max: number) =>
  safeString({ message: `Enter ${name}` })
    .trim()
    .min(1, `Enter ${name}`)
    .max(max, `Use at most ${max} characters`);

/** A cover from the media library (or the seed's covers): an image path under /media/. */
const COVER = /^\/media\/(?!.*\.\.)[A-Za-z0-9._\-/]+$/;

/** POST /api/admin/articles and PUT /api/admin/articles/:id. */
export const ArticleBodySchema = z.object({
  title: text('a title', 200),
  slug: z
    .string({ message: 'Enter a slug' })
    .trim()
    .min(1, 'Enter a slug')
    .max(100, 'Use at most 100 characters')
    .regex(
      ARTICLE_SLUG,
      'Use lower-case letters, digits and single hyphens, e.g. buying-at-auction',
    ),
  excerpt: text('an excerpt', 400),
  category: z.enum(ARTICLE_CATEGORIES, 'Choose a category'),
  author: text('the author', 100),
  cover_image: z
    .string()
    .trim()
    .max(500, 'Use at most 500 characters')
    .regex(COVER, 'Choose an image from the media library')
    .nullable()
    .optional()
    .transform((v) => v || null),
  body: ArticleBlocksSchema,
  /** The version (`updated_at`) the editor's tab last saw; a save over a newer one is refused. */
  base: z.string().max(40).optional(),
});
export type ArticleBody = z.infer<typeof ArticleBodySchema>;

/** POST /api/admin/articles/:id/schedule: publish at a London wall-clock time. */
export const ArticleScheduleBodySchema = z.object({ at: LondonDateTime });

/** GET /api/admin/articles */
export const ArticleSearchQuerySchema = z.object({
  search: safeString().trim().max(200).optional(),
  state: z.enum(['all', 'draft', 'scheduled', 'published']).default('all'),
});
