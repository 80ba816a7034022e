import type { SectionLoaderContext } from '#sections/loader-context.server';
import type { ArticleSummary } from '#schema/article';

/** A category matched whole and case-insensitively (`_ilike` with its wildcards escaped). */
const exactly = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shared by article-list and news-list: the newest published articles of a category. */
export async function loadArticles(
  section: { category?: string | undefined; limit: number },
  ctx: SectionLoaderContext,
): Promise<ArticleSummary[]> {
  const where: Record<string, unknown>[] = [{ published_at: { _lte: ctx.now.toISOString() } }];
  if (section.category) where.push({ category: { _ilike: exactly(section.category) } });
  const data = await ctx.graph(
    `query SectionArticles($where: articles_bool_exp, $limit: Int) {
      articles(where: $where, order_by: [{ published_at: desc }, { id: desc }], limit: $limit) {
        slug title excerpt cover_image author category published_at
      }
    }`,
    { where: { _and: where }, limit: Math.min(section.limit, 100) },
  );
  return data.articles as ArticleSummary[];
}
