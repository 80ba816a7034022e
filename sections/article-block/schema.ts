import { z } from 'zod';
import { RichTextBlockSchema } from '#sections/rich-text/schema';
import { ImageSchema, LinkSchema, sectionBase } from '#sections/shared-schemas';

/** Text beside an image, e.g. "How auctions work" with a photo and a link to the guide. */
export const ArticleBlockSectionSchema = z.object({
  ...sectionBase('article-block'),
  eyebrow: z.string().max(60).optional(),
  title: z.string().min(1).max(160),
  body: z.array(RichTextBlockSchema).min(1),
  image: ImageSchema.optional(),
  image_position: z.enum(['left', 'right']).default('right'),
  cta: LinkSchema.optional(),
});
export type ArticleBlockSection = z.infer<typeof ArticleBlockSectionSchema>;
