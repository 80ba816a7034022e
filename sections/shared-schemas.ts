import { z } from 'zod';
import { SafeHrefSchema } from '#schema/safe-href';

/**
 * An image an editor picks (from the media library, or a site path or https URL), always with alt
 * text (empty = decorative).
 */
export const ImageSchema = z.object({
  src: z
    .string()
    .min(1)
    .max(2000)
    .refine(
      (s) => s.startsWith('/') || s.startsWith('https://'),
      'must be a site path or an https URL',
    ),
  alt: z.string().max(200),
  /** Set when picked from the media library: the original's size and the focal point (0..1). */
  width: z.number().int().positive().max(100_000).optional(),
  height: z.number().int().positive().max(100_000).optional(),
  focalX: z.number().min(0).max(1).optional(),
  focalY: z.number().min(0).max(1).optional(),
});
export type SectionImageValue = z.infer<typeof ImageSchema>;

export const LinkSchema = z.object({ label: z.string().min(1).max(60), href: SafeHrefSchema });

/** A section an editor hid stays in the page but is not shown (sections not built on sectionBase). */
export const hiddenField = { hidden: z.boolean().optional() };

/** A section's id: a hero's and a rich-text's had no limit (a 5,000-character id was kept). */
export const SectionIdSchema = z.string().min(1).max(64);

/**
 * Every section has a stable id (React key, editor anchor) and may be hidden: kept in the page,
 * fields and all, but left out for visitors and the preview until an editor shows it again.
 */
export const sectionBase = <T extends string>(type: T) => ({
  type: z.literal(type),
  id: SectionIdSchema,
  ...hiddenField,
});

/** The sections visitors get: those an editor has not hidden. */
export const shownSections = <S extends { hidden?: boolean | undefined }>(sections: S[]): S[] =>
  sections.filter((s) => s.hidden !== true);
