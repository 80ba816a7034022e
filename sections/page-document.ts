import { z } from 'zod';
import { DocumentTitleSchema } from '#sections/document-title';
import { SECTION_SCHEMAS } from '#sections/section-schemas';
import { parseSectionsWith, sectionIssue, type SectionIssue } from '#schema/parse-sections';

export { sectionIssue };
export type { SectionIssue };

export const SectionSchema = z.discriminatedUnion('type', SECTION_SCHEMAS);
export type Section = z.infer<typeof SectionSchema>;

export const SEO_IMAGE_MESSAGE = 'Use an image on this site (/media/…) or an https:// address';

/** A usable SEO image: a path on this site or an https:// address, nothing else. */
export function isSeoImage(src: string): boolean {
  if (/[\s\\]/.test(src)) return false;
  if (src.startsWith('/')) return !src.startsWith('//');
  return /^https:\/\/[^/]/.test(src);
}

export const SeoSchema = z.object({
  title: z
    .string()
    .max(70, 'Use at most 70 characters: search results cut longer titles')
    .optional(),
  description: z.string().max(200, 'Use at most 200 characters').optional(),
  /** The picture a shared link shows (og:image); checked on saving by `seoImageIssue`. */
  image: z.string().optional(),
  noindex: z.boolean().default(false),
});

/** The page layouts, each as the editor's Layout choice names it (the default first). */
export const PAGE_LAYOUTS = [
  { value: 'default', label: 'Default (header, centred column, footer)' },
  { value: 'landing', label: 'Landing (full width)' },
] as const;

/** A page's layout; its `labels` name each choice in the generated form. */
export const PageLayoutSchema = z.enum([PAGE_LAYOUTS[0].value, PAGE_LAYOUTS[1].value]).meta({
  labels: Object.fromEntries(PAGE_LAYOUTS.map((l) => [l.value, l.label])),
});

/** Sections are checked one by one (see parseSections) so one bad section never fails a page. */
export const PageDocumentSchema = z.object({
  slug: z.string(),
  title: DocumentTitleSchema,
  layout: PageLayoutSchema.default('default'),
  seo: SeoSchema.default({ noindex: false }),
  sections: z.array(z.looseObject({ type: z.string() })),
});

export type PageDocument = z.infer<typeof PageDocumentSchema>;

/** Keeps the valid content sections, reports the others for logs and editor preview. */
export const parseSections = (raw: ReadonlyArray<{ type: string }>) =>
  parseSectionsWith<Section>(SectionSchema, raw);
