import type { Queryable } from '#server/db/db.server';
import { isLayoutPath } from '#sections/document-kinds';
import { slugOfPath } from '#sections/cms-admin';
import { redirectMovedAddress, type RedirectChange } from './address-redirects.server';
import { loadPageRow, requireBase, siteSettingsUseOf } from './pages-store.server';
import { CmsStoreError } from './store-error';
import { withMovedLinks } from './moved-links';

export interface PageMove {
  from: string;
  path: string;
  /** Redirects the move left, re-pointed or removed, for the audit log. */
  redirects: RedirectChange[];
  /** Pages (the moved one too) whose links to the old path now lead to the new one. */
  linksRewritten: string[];
}

const refused = (status: 400 | 409, message: string) =>
  new CmsStoreError(status, message, { errors: { path: message } });

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/**
 * Moves page `id` to `to` (a path PagePathSchema accepted), with its draft, revisions and schedule.
 * A published page leaves a 301 from its old path, and redirects that led there lead to the new
 * one (decision 079); a redirect from the new path goes. The home page, a layout and a page the
 * site settings show as a modal stay where they are.
 */
export async function movePage(
  q: Queryable,
  id: number,
  to: string,
  base?: string,
): Promise<PageMove> {
  const row = await loadPageRow(q, id, true);
  requireBase(row, base);
  const from = row.path;
  if (row.is_home)
    throw refused(409, 'The home page stays at /: it cannot be moved; edit it there instead');
  if (to === '/')
    throw refused(409, 'The home page is always at /: edit it instead of moving a page there');
  if (isLayoutPath(from)) throw refused(409, 'A layout stays at the path it lays out');
  if (to === from) throw refused(400, `The page is already at ${from}`);
  const use = await siteSettingsUseOf(q, from);
  if (use)
    throw refused(
      409,
      `Site settings use ${from} for ${use}: choose another page there first, then move it`,
    );
  const taken = `A page already exists at ${to}`;
  const clash = await q.query('SELECT 1 FROM pages WHERE path = $1', [to]);
  if (clash.rows.length) throw refused(409, taken);
  const slug = slugOfPath(to);
  try {
    await q.query(
      `UPDATE pages SET path = $2, document = $3, draft = $4, updated_at = now() WHERE id = $1`,
      [
        id,
        to,
        JSON.stringify({ ...row.document, slug }),
        row.draft ? JSON.stringify({ ...row.draft, slug }) : null,
      ],
    );
  } catch (err) {
    throw isUniqueViolation(err) ? refused(409, taken) : err;
  }
  // Nobody was sent to an unpublished page: no redirect to leave (its publish clears one from `to`).
  const redirects = row.published ? await redirectMovedAddress(q, from, to) : [];
  return { from, path: to, redirects, linksRewritten: await rewriteLinks(q, from, to) };
}

/**
 * Pages whose published content or saved draft holds a string starting with `path` (by path): those
 * that may link there, for `withMovedLinks` or `linksToPath` to read exactly.
 */
export async function pagesMentioning(q: Queryable, path: string) {
  const { rows } = await q.query<{ id: number; path: string; document: unknown; draft: unknown }>(
    `SELECT id, path, document, draft FROM pages
      WHERE position($1 in document::text) > 0 OR position($1 in coalesce(draft::text, '')) > 0
      ORDER BY path`,
    [`"${path}`],
  );
  return rows;
}

/**
 * Links to the old path in every page's published content and saved draft lead to the new path:
 * they would reach it through the 301, one hop slower, and the editor reading them would still see
 * the old address (decision 081). Revisions keep theirs: a restored one still reaches the page by
 * the redirect. The paths of the pages changed.
 */
async function rewriteLinks(q: Queryable, from: string, to: string): Promise<string[]> {
  const rows = await pagesMentioning(q, from);
  const changed: string[] = [];
  for (const row of rows) {
    const document = withMovedLinks(row.document, from, to);
    const draft = row.draft ? withMovedLinks(row.draft, from, to) : { doc: null, changed: 0 };
    if (!document.changed && !draft.changed) continue;
    await q.query('UPDATE pages SET document = $2, draft = $3 WHERE id = $1', [
      row.id,
      JSON.stringify(document.doc),
      draft.doc === null ? null : JSON.stringify(draft.doc),
    ]);
    changed.push(row.path);
  }
  return changed;
}
