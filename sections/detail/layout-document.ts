import { z } from 'zod';
import { DocumentTitleSchema } from '#sections/document-title';
import { DETAIL_SCHEMAS } from '#sections/detail/detail-schemas';
import { parseSectionsWith } from '#schema/parse-sections';

export const DetailSectionSchema = z.discriminatedUnion('type', DETAIL_SCHEMAS);
export type DetailSection = z.infer<typeof DetailSectionSchema>;

/**
 * The layout of every lot page (`/listings/{id}`): the detail sections in order with their
 * options. Stored as a CMS document at this pseudo-path, so it has a draft, publishing and
 * revisions like a page; no visitor can request the path itself.
 */
export const LISTING_LAYOUT_PATH = '/listings/:id';

/**
 * A detail section as the lot page receives it: sections with a server loader carry its result
 * as `data` (null when there is nothing to show); the others are given the lot when rendered.
 */
export type LoadedDetailSection = DetailSection & { data?: unknown };

/** Sections are checked one by one (see parseDetailSections), as on pages. */
export const DetailLayoutDocumentSchema = z.object({
  slug: z.string(),
  title: DocumentTitleSchema,
  sections: z.array(z.looseObject({ type: z.string() })),
});
export type DetailLayoutDocument = z.infer<typeof DetailLayoutDocumentSchema>;

/** Keeps the valid detail sections, reports the others for logs and the editor's preview. */
export const parseDetailSections = (raw: ReadonlyArray<{ type: string }>) =>
  parseSectionsWith<DetailSection>(DetailSectionSchema, raw);

/** The built-in order of lot pages (the seeded layout); also served while no layout is published. */
export const DEFAULT_DETAIL_SECTIONS: DetailSection[] = (
  ['description', 'comparables', 'information', 'location', 'history', 'raw'] as const
).map((type) => DetailSectionSchema.parse({ type, id: type }));
