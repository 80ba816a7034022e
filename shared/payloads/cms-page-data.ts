import type { Section, SectionIssue } from '#sections/page-document';
import type { LoadedDetailSection } from '#sections/detail/layout-document';
import type { LotRecord } from '#schema/entities';

/** A content section as a page receives it: with its server loader's result, if it has one. */
export type LoadedSection = Section & { data?: unknown };

/** A CMS page (and the home page) as its route renders it: head tags, layout, loaded sections. */
export interface CmsPageData {
  layout: 'default' | 'landing';
  meta: { title: string; description?: string | undefined; noindex?: boolean | undefined };
  sections: LoadedSection[];
  /**
   * Only for a signed-in editor on a published page with no sections (decision 043): where to add
   * some. Visitors get the 404 instead; the page is not a page yet.
   */
  empty?: { editHref: string } | undefined;
}

/** What the page route would render, plus what it would skip: the admin's live preview. */
export interface PagePreview extends CmsPageData {
  kind: 'page';
  issues: SectionIssue[];
  /** Sections whose loader failed (left out, as on the live page). */
  loaderFailures: Array<{ id: string; type: string }>;
}

/** A lot page layout shown on a sample lot, plus the sections lot pages would skip. */
export interface LayoutPreview {
  kind: 'listing-layout';
  /** A lot with a description and coordinates (null while the directory is empty). */
  lot: LotRecord | null;
  /** With their loaders' data for the sample lot, as on the lot page. */
  sections: LoadedDetailSection[];
  issues: SectionIssue[];
}

export type PreviewData = PagePreview | LayoutPreview;
