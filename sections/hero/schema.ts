import { z } from 'zod';
import { SafeHrefSchema } from '#schema/safe-href';

export const HeroSectionSchema = z.object({
  type: z.literal('hero'),
  id: z.string().min(1),
  title: z.string().min(1).max(120),
  subtitle: z.string().max(300).optional(),
  image: z.object({ src: z.string().min(1), alt: z.string().max(200) }).optional(),
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
