import type { Queryable } from '#server/db/db.server';
import { fileKeysIn, mediaSrc } from '#schema/media-library';
import { documentKindOf, type CmsDocument } from '#sections/document-kinds';
import { slugOfPath, type DocumentDiff, type RevisionSummary } from '#sections/cms-admin';
import { CmsStoreError, notFound } from './store-error';
import { checkPublishable } from './validate-document';
import { loadPageRow, requireBase, requireLiveBase } from './pages-store.server';
import { diffDocuments } from './diff';
import { clearRedirectFrom, type RedirectChange } from './address-redirects.server';

export interface Published {
  path: string;
  revisionId: number;
  document: CmsDocument;
  /** Redirects the publish removed (one from the page's own path), for the audit log. */
  redirects: RedirectChange[];
}

/**
 * Makes `raw` the live document of page `id` and records it as a revision by `authorId`. A publish
 * replaces the draft; a restore (`keepDraft`) leaves a draft someone saved meanwhile as it is. A
 * redirect from the page's path (an editor's, or a move's) goes: the page is what visitors get.
 */
async function makeLive(
  q: Queryable,
  row: { id: number | string; path: string },
  raw: unknown,
  authorId: number | null,
  keepDraft = false,
): Promise<Published> {
  const { path } = row;
  const document = { ...checkPublishable(raw, documentKindOf(path)), slug: slugOfPath(path) };
  await q.query(
    `UPDATE pages SET document = $2, ${keepDraft ? '' : 'draft = NULL, '}published = true,
            updated_at = now() WHERE id = $1`,
    [row.id, JSON.stringify(document)],
  );
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO page_revisions (page_id, document, author_id) VALUES ($1, $2, $3) RETURNING id',
    [row.id, JSON.stringify(document), authorId],
  );
  const redirects = await clearRedirectFrom(q, path);
  return { path, revisionId: Number(rows[0]!.id), document, redirects };
}

/**
 * A live page with no revision gets its live document as its first one (no author: the seed or an
 * import wrote it), so the version an editor's first publish replaces can be restored. Returns how
 * many pages got one.
 */
export async function recordFirstRevisions(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO page_revisions (page_id, document, author_id, created_at)
     SELECT p.id, p.document, NULL, p.updated_at FROM pages p
      WHERE p.published AND NOT EXISTS (SELECT 1 FROM page_revisions r WHERE r.page_id = p.id)
     RETURNING id`,
  );
  return rows.length;
}

export const NOTHING_TO_PUBLISH =
  'Nothing new to publish: visitors already see this version, and the page has no draft';

/** Draft → live document (every section must be valid) plus a revision row. */
export async function publishPage(
  q: Queryable,
  id: number,
  authorId: number | null,
  base?: string,
): Promise<Published> {
  const row = await loadPageRow(q, id, true);
  // Publishing what this tab never saw (another person's later draft) is refused.
  requireBase(row, base);
  // A live page with no draft: each press had added a copy of the live version to its history.
  if (row.published && row.draft === null) throw new CmsStoreError(409, NOTHING_TO_PUBLISH);
  return makeLive(q, row, row.draft ?? row.document, authorId);
}

/**
 * A past revision becomes the live document again, recorded as a new revision. A saved draft stays
 * (someone's next version, which a restore of the live page must not throw away). From a history
 * that did not see the live page as it is (`base`), refused.
 */
export async function rollbackPage(
  q: Queryable,
  id: number,
  revisionId: number,
  authorId: number | null,
  base?: string,
): Promise<Published> {
  const row = await loadPageRow(q, id, true);
  requireLiveBase(row, base);
  const document = await revisionDocument(q, id, revisionId);
  await refuseDeletedImages(q, document);
  return makeLive(q, row, document, authorId, true);
}

/**
 * An old version may show an image deleted from the media library since (nothing live used it):
 * restored, the live page would show a broken image, so the restore is refused, naming it.
 */
async function refuseDeletedImages(q: Queryable, document: unknown) {
  const keys = fileKeysIn(JSON.stringify(document));
  if (!keys.length) return;
  const { rows } = await q.query<{ file_key: string }>(
    'SELECT file_key FROM media WHERE file_key = ANY($1::text[])',
    [keys],
  );
  const kept = new Set(rows.map((r) => r.file_key));
  const gone = keys.filter((k) => !kept.has(k));
  if (gone.length)
    throw new CmsStoreError(
      409,
      `This version shows ${gone.length === 1 ? 'an image' : `${gone.length} images`} deleted from the media library since (${gone.map(mediaSrc).join(', ')}): restoring it would show ${gone.length === 1 ? 'a broken image' : 'broken images'}. Edit the page instead, choosing another image.`,
    );
}

/**
 * A page's revisions, newest first. Every publish, restore and scheduled publish writes one, so
 * while the page is published the newest is what visitors see (`live`; a move changes only its
 * address and links); an unpublished page has no live revision.
 */
export async function listRevisions(q: Queryable, id: number): Promise<RevisionSummary[]> {
  const page = await loadPageRow(q, id);
  const { rows } = await q.query<{
    id: number;
    created_at: Date | string;
    email: string | null;
    first_name: string | null;
    last_name: string | null;
    document: CmsDocument;
  }>(
    `SELECT r.id, r.created_at, r.document, u.email, u.first_name, u.last_name
       FROM page_revisions r LEFT JOIN users u ON u.id = r.author_id
      WHERE r.page_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
    [id],
  );
  return rows.map((r, i) => ({
    id: Number(r.id),
    createdAt: new Date(r.created_at).toISOString(),
    live: page.published && i === 0,
    author: r.email ? [r.first_name, r.last_name].filter(Boolean).join(' ') || r.email : null,
    title: r.document?.title ?? '',
    sections: Array.isArray(r.document?.sections) ? r.document.sections.length : 0,
  }));
}

export async function revisionDocument(
  q: Queryable,
  pageId: number,
  revisionId: number,
): Promise<unknown> {
  const { rows } = await q.query<{ document: unknown }>(
    'SELECT document FROM page_revisions WHERE id = $1 AND page_id = $2',
    [revisionId, pageId],
  );
  if (!rows[0]) throw notFound(`Revision ${revisionId}`);
  return rows[0].document;
}

/** A side of a diff: a revision id, or `draft` / `live` for the page's current copies. */
export type DiffSide = number | 'draft' | 'live';

export async function diffPage(
  q: Queryable,
  id: number,
  from: DiffSide,
  to: DiffSide,
): Promise<DocumentDiff> {
  const row = await loadPageRow(q, id);
  const side = async (s: DiffSide) => {
    if (s === 'live') return row.document;
    if (s === 'draft') {
      if (!row.draft) throw new CmsStoreError(400, 'This page has no draft');
      return row.draft;
    }
    return revisionDocument(q, id, s);
  };
  return diffDocuments(await side(from), await side(to));
}
