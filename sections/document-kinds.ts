import type { z } from 'zod';
import { PageDocumentSchema, parseSections, type PageDocument } from './page-document';
import {
  DetailLayoutDocumentSchema,
  LISTING_LAYOUT_PATH,
  parseDetailSections,
  type DetailLayoutDocument,
} from './detail/layout-document';
import type { SectionIssue } from '#schema/parse-sections';

/** Any document the CMS store keeps: a page, or the layout of a kind of entity page. */
export type CmsDocument = PageDocument | DetailLayoutDocument;

interface DocumentKind {
  label: string;
  schema: z.ZodType<CmsDocument>;
  parseSections: (raw: ReadonlyArray<{ type: string }>) => {
    sections: Array<{ type: string; id: string }>;
    issues: SectionIssue[];
  };
}

/** What the store checks per kind; the kind of a document follows from its path. */
export const DOCUMENT_KINDS = {
  page: { label: 'Page', schema: PageDocumentSchema, parseSections },
  'listing-layout': {
    label: 'Lot page layout',
    schema: DetailLayoutDocumentSchema,
    parseSections: parseDetailSections,
  },
} satisfies Record<string, DocumentKind>;

export type DocumentKindName = keyof typeof DOCUMENT_KINDS;

/** Layout documents live at the route pattern they lay out; every other path is a page. */
const LAYOUT_PATHS: Record<string, DocumentKindName> = {
  [LISTING_LAYOUT_PATH]: 'listing-layout',
};
export const LAYOUT_PATH_LIST = Object.keys(LAYOUT_PATHS);

export const documentKindOf = (path: string): DocumentKindName => LAYOUT_PATHS[path] ?? 'page';
export const isLayoutPath = (path: string) => documentKindOf(path) !== 'page';
