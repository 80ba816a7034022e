import { z } from 'zod';
import { ImageSchema, sectionBase } from '#sections/shared-schemas';
import { SafeHrefSchema } from '#schema/safe-href';

/** Editor-made cards (e.g. "Guides for first-time buyers"), 1–12 with 2, 3 or 4 columns on desktop. */
export const DynamicCardsSectionSchema = z.object({
  ...sectionBase('dynamic-cards'),
  title: z.string().max(160).optional(),
  subtitle: z.string().max(300).optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  cards: z
    .array(
      z.object({
        title: z.string().min(1).max(120),
        body: z.string().max(400).optional(),
        image: ImageSchema.optional(),
        badge: z.string().max(30).optional(),
        href: SafeHrefSchema.optional(),
      }),
    )
    .min(1)
    .max(12),
});
export type DynamicCardsSection = z.infer<typeof DynamicCardsSectionSchema>;
