import type { Queryable } from '#server/db/db.server';
import type { AdminArticle, AdminArticleRow } from '#schema/article';
import { ARTICLES_LISTED, articleStateAt } from '#schema/article';
import { TIME_IN_THE_FUTURE } from '#schema/admin-staff';
import type { ArticleBody } from '#sections/article-admin';
import { CmsStoreError, notFound } from './store-error';

/**
 * The editors' side of articles (decision 074): list, read, create, change, publish, schedule,
 * unpublish and delete. `published_at` is the whole state: NULL a draft, ahead of now scheduled,
 * else published. Every call takes the transaction it runs in.
 */

interface Row extends Record<string, unknown> {
  id: string | number;
  slug: string;
  title: string;
  category: string;
  author: string;
  published_at: Date | string | null;
  updated_at: Date | string;
}

const ROW_COLUMNS = 'id, slug, title, category, author, published_at, updated_at';
const ALL_COLUMNS = `${ROW_COLUMNS}, excerpt, cover_image, body`;

const iso = (v: Date | string) => new Date(v).toISOString();

const toRow = (r: Row): AdminArticleRow => {
  const publishedAt = r.published_at === null ? null : iso(r.published_at);
  return {
    id: Number(r.id),
    slug: r.slug,
    title: r.title,
    category: r.category,
    author: r.author,
    state: articleStateAt(publishedAt),
    published_at: publishedAt,
    updated_at: iso(r.updated_at),
  };
};

type FullRow = Row & { excerpt: string; cover_image: string | null; body: unknown };

const toArticle = (r: FullRow): AdminArticle => ({
  ...toRow(r),
  excerpt: r.excerpt,
  cover_image: r.cover_image,
  body: Array.isArray(r.body) ? (r.body as unknown[]) : [],
});

const slugTaken = (slug: string) =>
  new CmsStoreError(409, `Another article already uses the slug ${slug}`, {
    errors: { slug: `Another article already uses the slug ${slug}` },
  });

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/** Drafts and scheduled articles first (what an editor is working on), then newest changed. */
export async function listAdminArticles(
  q: Queryable,
  opts: { search?: string | undefined; state: 'all' | AdminArticleRow['state'] },
): Promise<AdminArticleRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (opts.search) {
    params.push(opts.search.replace(/[\\%_]/g, (c) => `\\${c}`));
    where.push(
      `(title ILIKE '%' || $${params.length} || '%' OR slug ILIKE '%' || $${params.length} || '%')`,
    );
  }
  if (opts.state === 'draft') where.push('published_at IS NULL');
  if (opts.state === 'scheduled') where.push('published_at > now()');
  if (opts.state === 'published') where.push('published_at <= now()');
  const { rows } = await q.query<Row>(
    `SELECT ${ROW_COLUMNS} FROM articles ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY (published_at IS NULL OR published_at > now()) DESC, updated_at DESC, id DESC
     LIMIT ${ARTICLES_LISTED}`,
    params,
  );
  return rows.map(toRow);
}

export async function getAdminArticle(q: Queryable, id: number, lock = false) {
  const { rows } = await q.query<FullRow>(
    `SELECT ${ALL_COLUMNS} FROM articles WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound('The article');
  return toArticle(rows[0]);
}

async function assertSlugFree(q: Queryable, slug: string, selfId: number) {
  const { rows } = await q.query('SELECT 1 FROM articles WHERE slug = $1 AND id <> $2', [
    slug,
    selfId,
  ]);
  if (rows.length) throw slugTaken(slug);
}

/** The editor's fields as statement values, in the order both writes name the columns. */
const fieldValues = (body: ArticleBody) => [
  body.slug,
  body.title,
  body.excerpt,
  JSON.stringify(body.body),
  body.cover_image,
  body.author,
  body.category,
];

/** A new article, a draft until published or scheduled. */
export async function createArticle(q: Queryable, body: ArticleBody): Promise<AdminArticle> {
  await assertSlugFree(q, body.slug, 0);
  try {
    const { rows } = await q.query<FullRow>(
      `INSERT INTO articles (slug, title, excerpt, body, cover_image, author, category,
         published_at, edited_in_admin)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, NULL, true) RETURNING ${ALL_COLUMNS}`,
      fieldValues(body),
    );
    return toArticle(rows[0]!);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(body.slug);
    throw err;
  }
}

/** The version check of a save: `base` is the `updated_at` the editor's tab last read. */
function assertBase(current: AdminArticle, base: string | undefined) {
  if (base !== undefined && base !== current.updated_at)
    throw new CmsStoreError(
      409,
      'This article was changed in another tab or by someone else. Reload it to see their changes, then make yours again.',
    );
}

/** Saves the article's fields (live at once when it is published); before and after. */
export async function updateArticle(q: Queryable, id: number, body: ArticleBody) {
  const before = await getAdminArticle(q, id, true);
  assertBase(before, body.base);
  await assertSlugFree(q, body.slug, id);
  const { rows } = await q
    .query<FullRow>(
      `UPDATE articles SET slug = $2, title = $3, excerpt = $4, body = $5::jsonb, cover_image = $6,
       author = $7, category = $8, edited_in_admin = true,
       updated_at = greatest(now(), updated_at + interval '1 millisecond')
     WHERE id = $1 RETURNING ${ALL_COLUMNS}`,
      [id, ...fieldValues(body)],
    )
    .catch((err: unknown) => {
      // Another editor took the slug between the check and this write.
      throw isUniqueViolation(err) ? slugTaken(body.slug) : err;
    });
  return { before, after: toArticle(rows[0]!) };
}

/**
 * Sets when the article is published: `now` (kept when it already is), a London wall-clock time
 * ahead (scheduled), or null (back to a draft). Before and after.
 */
export async function setPublication(
  q: Queryable,
  id: number,
  when: { now: true } | { londonWallTime: string } | null,
) {
  const before = await getAdminArticle(q, id, true);
  let set: string;
  const params: unknown[] = [id];
  if (when === null) set = 'NULL';
  else if ('now' in when) set = 'CASE WHEN published_at <= now() THEN published_at ELSE now() END';
  else {
    if (before.state === 'published')
      throw new CmsStoreError(
        409,
        'This article is already published. Unpublish it first to schedule it for later.',
      );
    params.push(when.londonWallTime);
    set = `($2::timestamp AT TIME ZONE 'Europe/London')`;
    const ahead = await q.query<{ ok: boolean }>(
      `SELECT ($1::timestamp AT TIME ZONE 'Europe/London') > now() AS ok`,
      [when.londonWallTime],
    );
    if (!ahead.rows[0]?.ok)
      throw new CmsStoreError(400, TIME_IN_THE_FUTURE, { errors: { at: TIME_IN_THE_FUTURE } });
  }
  const { rows } = await q.query<FullRow>(
    `UPDATE articles SET published_at = ${set}, edited_in_admin = true, live_pending = $${params.length + 1},
       updated_at = greatest(now(), updated_at + interval '1 millisecond')
     WHERE id = $1 RETURNING ${ALL_COLUMNS}`,
    [...params, when !== null && 'londonWallTime' in when],
  );
  return { before, after: toArticle(rows[0]!) };
}

/**
 * Scheduled articles whose time has come and that nobody was told of yet, each claimed by exactly
 * one caller (the row lock of the UPDATE: a second instance finds it claimed).
 */
export async function claimArticlesGoneLive(q: Queryable): Promise<AdminArticle[]> {
  const { rows } = await q.query<FullRow>(
    `UPDATE articles SET live_pending = false
      WHERE live_pending AND published_at <= now() RETURNING ${ALL_COLUMNS}`,
  );
  return rows.map(toArticle);
}

/**
 * Gives back claims whose telling failed (the caches were not dropped): the next poll claims them
 * again. An article unpublished meanwhile stays a draft.
 */
export async function releaseArticlesGoneLive(q: Queryable, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await q.query(
    `UPDATE articles SET live_pending = true WHERE id = ANY($1::bigint[]) AND published_at <= now()`,
    [ids],
  );
}

export async function deleteArticle(q: Queryable, id: number): Promise<AdminArticle> {
  const before = await getAdminArticle(q, id, true);
  await q.query('DELETE FROM articles WHERE id = $1', [id]);
  return before;
}
