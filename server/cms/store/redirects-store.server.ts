import type { Queryable } from '#server/db/db.server';
import type { RedirectBody, RedirectRow } from '#sections/cms-admin';
import { STATIC_ROUTE_RULES } from '#server/http/route-rules.server';
import { canonicalPagePath } from '#schema/canonical-path';
import { isExternalUrl } from '#schema/href-rules';
import { pathAsRequested, redirectKey } from '#schema/redirect-paths';
import { withoutTrailingSlashes } from '#schema/trailing-slashes';
import { CmsStoreError, notFound } from './store-error';
import { versionOf } from './pages-store.server';

interface Row extends Record<string, unknown> {
  id: number;
  from_path: string;
  to_url: string;
  status_code: number;
  created_at: Date | string;
}

const toRedirect = (r: Row): RedirectRow => {
  const rule = { from_path: r.from_path, to_url: r.to_url, status_code: Number(r.status_code) };
  return {
    id: Number(r.id),
    ...rule,
    created_at: new Date(r.created_at).toISOString(),
    version: versionOf(rule),
  };
};

export async function listRedirects(q: Queryable): Promise<RedirectRow[]> {
  const { rows } = await q.query<Row>(
    'SELECT id, from_path, to_url, status_code, created_at FROM redirects ORDER BY from_path',
  );
  return rows.map(toRedirect);
}

const fieldError = (status: 400 | 409, field: string, message: string) =>
  new CmsStoreError(status, message, { errors: { [field]: message } });

/** A redirect target's path, without its query or fragment. */
export const pathOf = (url: string) => url.split(/[?#]/)[0]!;

/**
 * Where a visitor at `path` is sent next: by a redirect (an editor's or one built into the site),
 * or else to the page's one spelling (`/Spare` → `/spare`, `/spare/` → `/spare`); null when they
 * arrive. The order the server applies them in: route rules, the canonical path, trailing slashes.
 */
function nextStop(redirects: Map<string, string>, path: string): string | null {
  const to = redirects.get(path);
  if (to !== undefined) return isExternalUrl(to) ? null : pathAsRequested(pathOf(to));
  const canonical = canonicalPagePath(path);
  if (canonical !== null) return canonical;
  if (path.length > 1 && path.endsWith('/')) return withoutTrailingSlashes(path) || '/';
  return null;
}

/**
 * A published page or article at `path` would be hidden by a redirect from there (its visitors
 * sent away before they saw it): refused, as a publish there removes one (decision 079).
 */
async function refuseOverLiveAddress(q: Queryable, path: string) {
  const { rows } = await q.query<{ kind: string }>(
    `SELECT 'page' AS kind FROM pages WHERE path = $1 AND published
     UNION ALL
     SELECT 'article' FROM published_articles WHERE $1 = '/articles/' || slug
     LIMIT 1`,
    [path],
  );
  const kind = rows[0]?.kind;
  if (kind)
    throw fieldError(
      409,
      'from_path',
      `A ${kind} is live at ${path}: unpublish or move it first, or its visitors would never see it`,
    );
}

/**
 * No redirect to itself, no clash with another redirect, no loop of any length: following the
 * redirects on from the new one, built-in ones and the site's own spelling rules included, must
 * never come back to its own path (`/a → /b → /c → /a`, `/terms-and-conditions → /terms`, whose
 * built-in rule leads back, and `/a → /a/`, which the site spells `/a`).
 */
async function checkRedirect(q: Queryable, body: RedirectBody, selfId: number | null) {
  const from = redirectKey(body.from_path);
  if (pathAsRequested(pathOf(body.to_url)) === body.from_path)
    throw fieldError(400, 'to_url', 'A redirect cannot point to its own path');
  if (STATIC_ROUTE_RULES[from]?.redirect)
    throw fieldError(409, 'from_path', `${body.from_path} already redirects (built into the site)`);
  const { rows } = await q.query<Row>(
    'SELECT id, from_path, to_url FROM redirects WHERE id <> $1',
    [selfId ?? 0],
  );
  // `/old-page/` and `/old-page` are one address: one redirect from it.
  const clash = rows.find((r) => redirectKey(r.from_path) === from);
  if (clash)
    throw fieldError(409, 'from_path', `${body.from_path} already redirects to ${clash.to_url}`);
  const redirects = new Map<string, string>();
  for (const [from, rule] of Object.entries(STATIC_ROUTE_RULES))
    if (rule.redirect) redirects.set(from, rule.redirect.to);
  for (const r of rows) redirects.set(redirectKey(r.from_path), r.to_url);
  redirects.set(from, body.to_url);
  const chain = [body.from_path];
  const seen = new Set(chain);
  for (let at = nextStop(redirects, from); at !== null; at = nextStop(redirects, at)) {
    chain.push(at);
    if (at === from)
      throw fieldError(
        400,
        'to_url',
        `${chain.join(' → ')} is a loop: visitors would never arrive`,
      );
    if (seen.has(at)) break; // a loop among the others, not through this one
    seen.add(at);
  }
  await refuseOverLiveAddress(q, from);
}

export async function createRedirect(q: Queryable, body: RedirectBody): Promise<RedirectRow> {
  await checkRedirect(q, body, null);
  const { rows } = await q.query<Row>(
    `INSERT INTO redirects (from_path, to_url, status_code) VALUES ($1, $2, $3)
     RETURNING id, from_path, to_url, status_code, created_at`,
    [body.from_path, body.to_url, body.status_code],
  );
  return toRedirect(rows[0]!);
}

/**
 * The redirect, locked; a change or delete from a list that showed it otherwise (`base`: another
 * editor changed it since) is refused with what it is now, so their change is not undone unseen.
 */
async function lockedRedirect(q: Queryable, id: number, base: string | undefined) {
  const { rows } = await q.query<Row>(
    'SELECT id, from_path, to_url, status_code, created_at FROM redirects WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw notFound('The redirect');
  const now = toRedirect(rows[0]);
  if (base !== undefined && base !== now.version)
    throw new CmsStoreError(
      409,
      `This redirect was changed by someone else since you opened the list: it now sends ${now.from_path} to ${now.to_url} (${now.status_code}). Look at it again, then save if you still mean to.`,
      { current: now },
    );
  return now;
}

export async function updateRedirect(
  q: Queryable,
  id: number,
  body: RedirectBody,
  base?: string,
): Promise<RedirectRow> {
  await lockedRedirect(q, id, base);
  await checkRedirect(q, body, id);
  const { rows } = await q.query<Row>(
    `UPDATE redirects SET from_path = $2, to_url = $3, status_code = $4 WHERE id = $1
     RETURNING id, from_path, to_url, status_code, created_at`,
    [id, body.from_path, body.to_url, body.status_code],
  );
  if (!rows[0]) throw notFound('The redirect');
  return toRedirect(rows[0]);
}

export async function deleteRedirect(
  q: Queryable,
  id: number,
  base?: string,
): Promise<RedirectRow> {
  if (base !== undefined) await lockedRedirect(q, id, base);
  const { rows } = await q.query<Row>(
    'DELETE FROM redirects WHERE id = $1 RETURNING id, from_path, to_url, status_code, created_at',
    [id],
  );
  if (!rows[0]) throw notFound('The redirect');
  return toRedirect(rows[0]);
}
