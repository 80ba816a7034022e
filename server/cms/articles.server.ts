import type { Queryable } from '#server/db/db.server';
import type { ArticleSummary } from '#schema/article';
import { fileKeysIn } from '#schema/media-library';

const COLUMNS = 'slug, title, excerpt, cover_image, author, category, published_at';

interface Row extends Record<string, unknown> {
  published_at: Date | string;
}

const toSummary = (r: Row) =>
  ({ ...r, published_at: new Date(r.published_at).toISOString() }) as unknown as ArticleSummary;

/** Published articles, newest first, optionally of one category. */
export async function listArticles(
  db: Queryable,
  opts: { category?: string | undefined; limit: number; offset?: number; now: Date },
): Promise<{ items: ArticleSummary[]; total: number }> {
  const params: unknown[] = [opts.now.toISOString()];
  let where = 'published_at <= $1';
  if (opts.category) {
    params.push(opts.category);
    where += ` AND lower(category) = lower($${params.length})`;
  }
  const [{ rows }, count] = await Promise.all([
    db.query<Row>(
      `SELECT ${COLUMNS} FROM articles WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT ${Math.min(opts.limit, 100)} OFFSET ${Math.max(0, opts.offset ?? 0)}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles WHERE ${where}`, params),
  ]);
  return { items: rows.map(toSummary), total: Number(count.rows[0]?.n ?? 0) };
}

/** Most articles an article page offers to read next. */
export const RELATED_ARTICLES = 3;

/**
 * What to read after an article: other published articles of its category, newest first, then
 * the newest of other categories to make up the number.
 */
async function relatedArticles(
  db: Queryable,
  article: { slug: string; category: string },
  now: Date,
): Promise<ArticleSummary[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM articles
      WHERE published_at <= $1 AND slug <> $2
      ORDER BY lower(category) = lower($3) DESC, published_at DESC, id DESC
      LIMIT ${RELATED_ARTICLES}`,
    [now.toISOString(), article.slug, article.category],
  );
  return rows.map(toSummary);
}

/**
 * The published article of `slug` and what to read after it, or null. The list is asked once the
 * article is found, beside the cover's description (it was asked beside the look-up, so an
 * address of none asked for it too): a found article waits for two reads in a row, not one.
 */
export async function findArticle(db: Queryable, slug: string, now: Date) {
  const { rows } = await db.query<Row & { body: unknown; updated_at: Date | string }>(
    `SELECT ${COLUMNS}, body, updated_at FROM articles WHERE slug = $1 AND published_at <= $2`,
    [slug, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const summary = toSummary(row);
  const [alt, related] = await Promise.all([
    coverAlt(db, summary.cover_image),
    relatedArticles(db, summary, now),
  ]);
  return {
    article: {
      ...summary,
      cover_alt: alt,
      body: row.body,
      updated_at: new Date(row.updated_at).toISOString(),
    },
    related,
  };
}

/**
 * What the cover shows, as the editor described it on uploading it to the media library; a cover
 * from elsewhere (the seed's drawings) has none and is decorative.
 */
async function coverAlt(db: Queryable, src: string | null | undefined): Promise<string> {
  const key = src ? fileKeysIn(src)[0] : undefined;
  if (!key) return '';
  const { rows } = await db.query<{ alt: string }>('SELECT alt FROM media WHERE file_key = $1', [
    key,
  ]);
  return rows[0]?.alt ?? '';
}
