import type { Queryable } from '#server/db/db.server';
import type { RedirectRow } from '#sections/cms-admin';
import { redirectKey } from '#schema/redirect-paths';
import * as redirects from './redirects-store.server';

/** A change a move or a publish made to the redirects, for the audit log. */
export interface RedirectChange {
  action: 'redirect-created' | 'redirect-updated' | 'redirect-deleted';
  target: string;
  before?: RedirectRow;
  after?: RedirectRow;
}

/**
 * An article or a page is live at `path`: a redirect from there (left by an earlier move, or an
 * editor's) would send its visitors away before they saw it, so it goes.
 */
export async function clearRedirectFrom(q: Queryable, path: string): Promise<RedirectChange[]> {
  const from = (await redirects.listRedirects(q)).find(
    (r) => redirectKey(r.from_path) === redirectKey(path),
  );
  if (!from) return [];
  await redirects.deleteRedirect(q, from.id);
  return [{ action: 'redirect-deleted', target: path, before: from }];
}

/**
 * A published article or page moved from `from` to `to` (both paths): the old address answers 301 to the
 * new one, and redirects that led to the old address lead straight to the new one (no chains).
 * Through the redirect store, so its loop and clash checks apply.
 */
export async function redirectMovedAddress(
  q: Queryable,
  from: string,
  to: string,
): Promise<RedirectChange[]> {
  const changes = await clearRedirectFrom(q, to);
  const all = await redirects.listRedirects(q);
  for (const r of all.filter((r) => r.to_url === from)) {
    const after = await redirects.updateRedirect(q, r.id, {
      from_path: r.from_path,
      to_url: to,
      status_code: r.status_code,
    });
    changes.push({ action: 'redirect-updated', target: r.from_path, before: r, after });
  }
  const existing = all.find((r) => r.from_path === from);
  const body = { from_path: from, to_url: to, status_code: 301 };
  if (existing) {
    const after = await redirects.updateRedirect(q, existing.id, body);
    changes.push({ action: 'redirect-updated', target: from, before: existing, after });
  } else {
    const after = await redirects.createRedirect(q, body);
    changes.push({ action: 'redirect-created', target: from, after });
  }
  return changes;
}
