import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import {
  PageDocumentSchema,
  parseSections,
  type PageDocument,
  type Section,
} from '#sections/page-document';
import {
  DetailLayoutDocumentSchema,
  parseDetailSections,
  type DetailSection,
} from '#sections/detail/layout-document';
import type { SectionIssue } from '#schema/parse-sections';
import { shownSections } from '#sections/shared-schemas';
import { isLayoutPath, LAYOUT_PATH_LIST } from '#sections/document-kinds';

export interface LoadedPage {
  path: string;
  updatedAt: string;
  document: PageDocument;
  sections: Section[];
}

/** A published layout of entity pages (the lot page): its valid detail sections in order. */
export interface LoadedLayout {
  path: string;
  updatedAt: string;
  sections: DetailSection[];
}

/** A published row as the database (or a cache of it) returns it: not validated yet. */
export interface PublishedRow {
  path: string;
  document: unknown;
  updated_at: Date | string;
}

function logSkipped(logger: Logger | undefined, path: string, issues: SectionIssue[]) {
  for (const issue of issues)
    logger?.warn(
      {
        page: path,
        index: issue.index,
        type: issue.type,
        issues: issue.issues,
        fields: issue.fields,
      },
      'section skipped',
    );
}

/** A stored page as visitors get it: an invalid document is not served, invalid sections are skipped (both logged). */
export function pageFromRow(row: PublishedRow, logger?: Logger): LoadedPage | null {
  const doc = PageDocumentSchema.safeParse(row.document);
  if (!doc.success) {
    logger?.warn(
      { page: row.path, issues: doc.error.issues },
      'page document is invalid; not served',
    );
    return null;
  }
  const { sections, issues } = parseSections(doc.data.sections);
  logSkipped(logger, row.path, issues);
  return {
    path: row.path,
    updatedAt: new Date(row.updated_at).toISOString(),
    document: doc.data,
    sections: shownSections(sections),
  };
}

/** A stored layout as lot pages use it; invalid sections are skipped and logged like a page's. */
export function layoutFromRow(row: PublishedRow, logger?: Logger): LoadedLayout | null {
  const doc = DetailLayoutDocumentSchema.safeParse(row.document);
  if (!doc.success) {
    logger?.warn(
      { page: row.path, issues: doc.error.issues },
      'layout document is invalid; not used',
    );
    return null;
  }
  const { sections, issues } = parseDetailSections(doc.data.sections);
  logSkipped(logger, row.path, issues);
  return {
    path: row.path,
    updatedAt: new Date(row.updated_at).toISOString(),
    sections: shownSections(sections),
  };
}

/** The published row at a path (a page, or a layout at its layout path), or null. */
export async function readPublishedRow(db: Queryable, path: string): Promise<PublishedRow | null> {
  const { rows } = await db.query<PublishedRow & Record<string, unknown>>(
    'SELECT path, document, updated_at FROM pages WHERE path = $1 AND published',
    [path],
  );
  return rows[0] ?? null;
}

/** The published page editors marked as home, or null. */
export async function readHomeRow(db: Queryable): Promise<PublishedRow | null> {
  const { rows } = await db.query<PublishedRow & Record<string, unknown>>(
    'SELECT path, document, updated_at FROM pages WHERE is_home AND published',
  );
  return rows[0] ?? null;
}

/**
 * The home page as visitors get it: one with no sections to show is not a home page yet, so the
 * built-in landing page renders instead (decision 043).
 */
export function servableHome(page: LoadedPage | null): LoadedPage | null {
  return page && page.sections.length > 0 ? page : null;
}

/** The admin's id of the page row at a path (for an "edit this page" link), or null. */
export async function findPageId(db: Queryable, path: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM pages WHERE path = $1', [path]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** The published page at a path (`/about`, `/guides/buying`), or null. */
export async function findPublishedPage(
  db: Queryable,
  path: string,
  logger?: Logger,
): Promise<LoadedPage | null> {
  if (isLayoutPath(path)) return null;
  const row = await readPublishedRow(db, path);
  return row ? pageFromRow(row, logger) : null;
}

/**
 * Published, indexable pages with a section visitors see (one whose sections are all hidden is a
 * 404, decision 088), home and layouts aside: the sitemap.
 */
export async function listPublishedPaths(
  db: Queryable,
): Promise<Array<{ path: string; updatedAt: string }>> {
  const { rows } = await db.query<{ path: string; updated_at: Date | string }>(
    `SELECT path, updated_at FROM pages WHERE published AND NOT is_home
       AND coalesce((document->'seo'->>'noindex')::boolean, false) = false
       AND EXISTS (SELECT 1 FROM jsonb_array_elements(coalesce(document->'sections', '[]'::jsonb)) s
                    WHERE s->'hidden' IS DISTINCT FROM 'true'::jsonb)
       AND NOT (path = ANY($1::text[]))
     ORDER BY path`,
    [LAYOUT_PATH_LIST],
  );
  return rows.map((r) => ({ path: r.path, updatedAt: new Date(r.updated_at).toISOString() }));
}
