import type { SectionLoaderContext } from '#sections/loader-context.server';
import { listArticles } from '#server/cms/articles.server';
import type { ArticleSummary } from '#schema/article';

/** Shared by article-list and news-list: the newest articles of a category. */
export async function loadArticles(
  section: { category?: string | undefined; limit: number },
  ctx: SectionLoaderContext,
): Promise<ArticleSummary[]> {
  return (
    await listArticles(ctx.db, { category: section.category, limit: section.limit, now: ctx.now })
  ).items;
}
