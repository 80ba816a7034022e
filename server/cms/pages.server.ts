import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { PageDocumentSchema, parseSections, type PageDocument, type Section } from '#schema/page';

export interface LoadedPage {
  path: string;
  updatedAt: string;
  document: PageDocument;
  sections: Section[];
}

interface PageRow {
  path: string;
  document: unknown;
  updated_at: Date | string;
  [k: string]: unknown;
}

function toLoaded(row: PageRow, logger?: Logger): LoadedPage | null {
  const doc = PageDocumentSchema.safeParse(row.document);
  if (!doc.success) {
    logger?.warn(
      { page: row.path, issues: doc.error.issues },
      'page document is invalid; not served',
    );
    return null;
  }
  const { sections, issues } = parseSections(doc.data.sections);
  for (const issue of issues) {
    logger?.warn(
      { page: row.path, index: issue.index, type: issue.type, issues: issue.issues },
      'section skipped',
    );
  }
  return {
    path: row.path,
    updatedAt: new Date(row.updated_at).toISOString(),
    document: doc.data,
    sections,
  };
}

/** The published page at a path (`/about`, `/guides/buying`), or null. */
export async function findPublishedPage(
  db: Queryable,
  path: string,
  logger?: Logger,
): Promise<LoadedPage | null> {
  const { rows } = await db.query<PageRow>(
    'SELECT path, document, updated_at FROM pages WHERE path = $1 AND published',
    [path],
  );
  return rows[0] ? toLoaded(rows[0], logger) : null;
}

export async function listPublishedPaths(
  db: Queryable,
): Promise<Array<{ path: string; updatedAt: string }>> {
  const { rows } = await db.query<{ path: string; updated_at: Date | string }>(
    `SELECT path, updated_at FROM pages WHERE published AND NOT is_home
       AND coalesce((document->'seo'->>'noindex')::boolean, false) = false
     ORDER BY path`,
  );
  return rows.map((r) => ({ path: r.path, updatedAt: new Date(r.updated_at).toISOString() }));
}
