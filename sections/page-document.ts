import { z } from 'zod';
import { SECTION_SCHEMAS } from '#sections/section-schemas';
import { parseSectionsWith, type SectionIssue } from '#schema/parse-sections';

export type { SectionIssue };

export const SectionSchema = z.discriminatedUnion('type', SECTION_SCHEMAS);
export type Section = z.infer<typeof SectionSchema>;

export const SeoSchema = z.object({
  title: z.string().max(70).optional(),
  description: z.string().max(200).optional(),
  image: z.string().optional(),
  noindex: z.boolean().default(false),
});

/** Sections are checked one by one (see parseSections) so one bad section never fails a page. */
export const PageDocumentSchema = z.object({
  slug: z.string(),
  title: z.string().min(1).max(200),
  layout: z.enum(['default', 'landing']).default('default'),
  seo: SeoSchema.default({ noindex: false }),
  sections: z.array(z.looseObject({ type: z.string() })),
});

export type PageDocument = z.infer<typeof PageDocumentSchema>;

/** Keeps the valid content sections, reports the others for logs and editor preview. */
export const parseSections = (raw: ReadonlyArray<{ type: string }>) =>
  parseSectionsWith<Section>(SectionSchema, raw);
