import { z } from 'zod';
import { SafeHrefSchema } from '#schema/safe-href';
import { hiddenField, ImageSchema, SectionIdSchema } from '#sections/shared-schemas';

export const HeroSectionSchema = z.object({
  type: z.literal('hero'),
  id: SectionIdSchema,
  ...hiddenField,
  title: z.string().min(1).max(120),
  subtitle: z.string().max(300).optional(),
  image: ImageSchema.optional(),
  ctas: z
    .array(
      z.object({
        label: z.string().min(1).max(40),
        href: SafeHrefSchema,
        style: z.enum(['primary', 'secondary']).default('primary'),
      }),
    )
    .max(3)
    .default([]),
});

export type HeroSection = z.infer<typeof HeroSectionSchema>;
