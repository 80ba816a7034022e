import type { Queryable } from '#server/db/db.server';
import type { RedirectBody, RedirectRow } from '#sections/cms-admin';
import { STATIC_ROUTE_RULES } from '#server/http/route-rules.server';
import { CmsStoreError, notFound } from './store-error';

interface Row extends Record<string, unknown> {
  id: number;
  from_path: string;
  to_url: string;
  status_code: number;
  created_at: Date | string;
}

const toRedirect = (r: Row): RedirectRow => ({
  id: Number(r.id),
  from_path: r.from_path,
  to_url: r.to_url,
  status_code: Number(r.status_code),
  created_at: new Date(r.created_at).toISOString(),
});

export async function listRedirects(q: Queryable): Promise<RedirectRow[]> {
  const { rows } = await q.query<Row>(
    'SELECT id, from_path, to_url, status_code, created_at FROM redirects ORDER BY from_path',
  );
  return rows.map(toRedirect);
}

const fieldError = (status: 400 | 409, field: string, message: string) =>
  new CmsStoreError(status, message, { errors: { [field]: message } });

/** No redirect to itself, no clash with another redirect, no two-step loop. */
async function checkRedirect(q: Queryable, body: RedirectBody, selfId: number | null) {
  const target = body.to_url.split(/[?#]/)[0];
  if (target === body.from_path)
    throw fieldError(400, 'to_url', 'A redirect cannot point to its own path');
  if (STATIC_ROUTE_RULES[body.from_path]?.redirect)
    throw fieldError(409, 'from_path', `${body.from_path} already redirects (built into the site)`);
  const { rows } = await q.query<Row>(
    'SELECT id, from_path, to_url FROM redirects WHERE (from_path = $1 OR from_path = $2) AND id <> $3',
    [body.from_path, target, selfId ?? 0],
  );
  for (const r of rows) {
    if (r.from_path === body.from_path)
      throw fieldError(409, 'from_path', `${body.from_path} already redirects to ${r.to_url}`);
    if (r.to_url.split(/[?#]/)[0] === body.from_path)
      throw fieldError(400, 'to_url', `${target} redirects back to ${body.from_path} (a loop)`);
  }
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

export async function updateRedirect(
  q: Queryable,
  id: number,
  body: RedirectBody,
): Promise<RedirectRow> {
  await checkRedirect(q, body, id);
  const { rows } = await q.query<Row>(
    `UPDATE redirects SET from_path = $2, to_url = $3, status_code = $4 WHERE id = $1
     RETURNING id, from_path, to_url, status_code, created_at`,
    [id, body.from_path, body.to_url, body.status_code],
  );
  if (!rows[0]) throw notFound('The redirect');
  return toRedirect(rows[0]);
}

export async function deleteRedirect(q: Queryable, id: number): Promise<RedirectRow> {
  const { rows } = await q.query<Row>(
    'DELETE FROM redirects WHERE id = $1 RETURNING id, from_path, to_url, status_code, created_at',
    [id],
  );
  if (!rows[0]) throw notFound('The redirect');
  return toRedirect(rows[0]);
}
