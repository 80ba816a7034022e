import { createHash } from 'node:crypto';
import type { Queryable } from '#server/db/db.server';
import { sectionIssue, type PageDocument } from '#sections/page-document';
import { documentKindOf, isLayoutPath, type CmsDocument } from '#sections/document-kinds';
import {
  slugOfPath,
  type CreatePageBody,
  type PageDetail,
  type PageSummary,
} from '#sections/cms-admin';
import { readGlobalConfig } from '#server/cms/global-config.server';
import type { GlobalConfig } from '#schema/global-config';
import { CmsStoreError, notFound } from './store-error';
import { checkDraft } from './validate-document';

interface PageRow {
  id: number | string;
  path: string;
  is_home: boolean;
  published: boolean;
  document: CmsDocument;
  draft: CmsDocument | null;
  updated_at: Date | string;
  /** When it was last made live (its newest revision: a publish or a restore); null for never. */
  last_published_at: Date | string | null;
  [k: string]: unknown;
}

/**
 * A page's columns as the admin reads them, with when it was last made live: its newest revision,
 * else, for a live page with none (published by `cms import`), its last change.
 */
const PAGE_COLUMNS = `id, path, is_home, published, document, draft, updated_at,
  coalesce((SELECT max(r.created_at) FROM page_revisions r WHERE r.page_id = pages.id),
           CASE WHEN published THEN updated_at END) AS last_published_at`;

const iso = (d: Date | string) => new Date(d).toISOString();

function toSummary(row: PageRow): PageSummary {
  return {
    id: Number(row.id),
    path: row.path,
    kind: documentKindOf(row.path),
    title: (row.draft ?? row.document)?.title ?? '',
    isHome: row.is_home,
    published: row.published,
    hasDraft: row.draft !== null,
    updatedAt: iso(row.updated_at),
    lastPublishedAt: row.last_published_at ? iso(row.last_published_at) : null,
  };
}

/** `%`, `_` and `\` match literally in a search. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const STATUS_SQL = {
  all: 'true',
  published: 'published',
  unpublished: 'NOT published',
  draft: 'draft IS NOT NULL',
} as const;

export async function listPages(
  q: Queryable,
  opts: { search?: string | undefined; status?: keyof typeof STATUS_SQL } = {},
): Promise<PageSummary[]> {
  const params: unknown[] = [];
  let where = STATUS_SQL[opts.status ?? 'all'];
  if (opts.search) {
    params.push(likePattern(opts.search));
    where += ` AND (path ILIKE $1 OR coalesce(draft->>'title', document->>'title') ILIKE $1)`;
  }
  const { rows } = await q.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM pages
      WHERE ${where} ORDER BY is_home DESC, path LIMIT 500`,
    params,
  );
  return rows.map(toSummary);
}

/** One page with its row locked when `forUpdate` (inside a transaction). */
export async function loadPageRow(q: Queryable, id: number, forUpdate = false): Promise<PageRow> {
  const { rows } = await q.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM pages WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound('The page');
  return rows[0];
}

export async function getPage(q: Queryable, id: number): Promise<PageDetail> {
  const row = await loadPageRow(q, id);
  const current = row.draft ?? row.document;
  let issues: PageDetail['issues'] = [];
  try {
    issues = checkDraft(current, documentKindOf(row.path)).issues;
  } catch {
    issues = [
      {
        ...sectionIssue(-1, 'page', [{ path: [], message: 'The page fields are not valid' }]),
        section: 'The page fields',
      },
    ];
  }
  return {
    ...toSummary(row),
    document: row.document,
    draft: row.draft,
    issues,
    version: versionOf(current),
    liveVersion: liveVersionOf(row),
  };
}

/** A new page starts unpublished with no sections; the editor fills its draft. */
export async function createPage(q: Queryable, body: CreatePageBody): Promise<PageDetail> {
  const clash = await q.query<{ id: number }>('SELECT id FROM pages WHERE path = $1', [body.path]);
  if (clash.rows.length)
    throw new CmsStoreError(409, `A page already exists at ${body.path}`, {
      errors: { path: `A page already exists at ${body.path}` },
    });
  const document: PageDocument = {
    slug: slugOfPath(body.path),
    title: body.title,
    layout: body.layout,
    seo: { noindex: false },
    sections: [],
  };
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO pages (path, is_home, document, draft, published)
     VALUES ($1, $2, $3, NULL, false) RETURNING id`,
    [body.path, body.path === '/', JSON.stringify(document)],
  );
  return getPage(q, Number(rows[0]!.id));
}

/**
 * What an editor's tab last saw of a page's working copy (its draft, else the live document): a
 * hash of the stored JSON, so any save by anyone changes it. A tab sends it back as `base` with
 * its next save or publish.
 */
export const versionOf = (doc: unknown) =>
  createHash('sha256').update(JSON.stringify(doc)).digest('base64url').slice(0, 22);

/** A save or publish from a tab that did not see the latest working copy: refused, nothing lost. */
export function requireBase(row: { draft: unknown; document: unknown }, base: string | undefined) {
  if (base !== undefined && base !== versionOf(row.draft ?? row.document))
    throw new CmsStoreError(
      409,
      'This page was changed in another tab or by someone else since you opened it. Copy your changes, then reload to see theirs.',
    );
}

/** What a history tab last saw of the live page: its document, and whether visitors get it. */
export const liveVersionOf = (row: { document: unknown; published: boolean }) =>
  versionOf({ document: row.document, published: row.published });

/**
 * A restore or an unpublish from a tab that did not see the live page as it is now (another
 * editor published, restored or unpublished it since): refused, so their change is not undone
 * unseen.
 */
export function requireLiveBase(
  row: { document: unknown; published: boolean },
  base: string | undefined,
) {
  if (base !== undefined && base !== liveVersionOf(row))
    throw new CmsStoreError(
      409,
      'The live page was changed by someone else (published, restored or unpublished) since you opened it: look at the latest version (reload), then try again if you still mean to.',
    );
}

/** Saves the editor's working copy; the slug always follows the page's path. */
export async function saveDraft(q: Queryable, id: number, raw: unknown, base?: string) {
  const row = await loadPageRow(q, id, true);
  requireBase(row, base);
  const { document, issues } = checkDraft(raw, documentKindOf(row.path));
  const draft = { ...document, slug: slugOfPath(row.path) };
  await q.query('UPDATE pages SET draft = $2 WHERE id = $1', [id, JSON.stringify(draft)]);
  const saved = await loadPageRow(q, id);
  return { draft, issues, version: versionOf(saved.draft) };
}

/** Throws the draft away; from a tab that did not see the latest draft (`base`), refused. */
export async function discardDraft(q: Queryable, id: number, base?: string) {
  requireBase(await loadPageRow(q, id, true), base);
  await q.query('UPDATE pages SET draft = NULL WHERE id = $1', [id]);
}

/** Publishes or unpublishes as it is; from a tab that did not see the live page (`base`), refused. */
export async function setPublished(q: Queryable, id: number, published: boolean, base?: string) {
  const row = await loadPageRow(q, id, true);
  requireLiveBase(row, base);
  // A modal's page unpublished: the site quietly showed built-in words instead (a log line only).
  const use = published ? null : await siteSettingsUseOf(q, row.path);
  if (use)
    throw new CmsStoreError(
      409,
      `Site settings use ${row.path} for ${use}: choose another page there first, then unpublish it`,
    );
  await q.query('UPDATE pages SET published = $2, updated_at = now() WHERE id = $1', [
    id,
    published,
  ]);
  return row.path;
}

/** Pages can be deleted; a layout cannot (unpublishing it brings back the built-in order). */
export async function deletePage(q: Queryable, id: number): Promise<string> {
  const row = await loadPageRow(q, id, true);
  if (isLayoutPath(row.path))
    throw new CmsStoreError(
      409,
      'A layout cannot be deleted; unpublish it to use the built-in order instead',
    );
  await refuseDeletingWhatTheSiteUses(q, row.path);
  await q.query('DELETE FROM pages WHERE id = $1', [id]);
  return row.path;
}

/** What each site-settings modal is, in the words of the settings screen. */
const MODAL_USES = {
  map_access_modal: 'the map access modal',
  forbidden_content_modal: 'the members-only modal',
} as const;

/**
 * The settings' modals must each be a published page: "no-such-page" was saved, and the site then
 * showed built-in words in its place, with only a log line to say so. A 400 naming the field.
 */
export async function refuseModalsNotLive(
  q: Queryable,
  config: Pick<GlobalConfig, keyof typeof MODAL_USES>,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const key of Object.keys(MODAL_USES) as Array<keyof typeof MODAL_USES>) {
    const path = `/${config[key].slug}`;
    const { rows } = await q.query('SELECT 1 FROM pages WHERE path = $1 AND published', [path]);
    if (!rows.length)
      errors[`${key}.slug`] = `No published page is at ${path}: choose a published page`;
  }
  if (Object.keys(errors).length)
    throw new CmsStoreError(400, 'The global config needs your attention', { errors });
}

/** What the site settings use the page at `path` for ('the map access modal'), or null. */
export async function siteSettingsUseOf(q: Queryable, path: string): Promise<string | null> {
  const config = await readGlobalConfig(q);
  for (const [key, use] of Object.entries(MODAL_USES))
    if (`/${config[key as keyof typeof MODAL_USES].slug}` === path) return use;
  return null;
}

/**
 * Deleting a page takes its revisions with it (nothing to restore): the home page, and a page the
 * site settings show as a modal, are refused with what to do instead.
 */
async function refuseDeletingWhatTheSiteUses(q: Queryable, path: string) {
  if (path === '/')
    throw new CmsStoreError(
      409,
      'The home page cannot be deleted: edit it, or restore an earlier revision, instead',
    );
  const use = await siteSettingsUseOf(q, path);
  if (use)
    throw new CmsStoreError(
      409,
      `Site settings use ${path} for ${use}: choose another page there first, then delete it`,
    );
}
