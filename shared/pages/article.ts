import type { ArticleData } from '#shared/payloads/article-data';
import { fromData, type PageRoute } from '#shared/routes/page-route';
import { isSlugPath } from '#shared/routes/route-params';

/** One article. */
export const article: PageRoute<'article', ArticleData> = {
  id: 'article',
  path: '/articles/:slug',
  layout: 'default',
  validate: ({ slug }) => isSlugPath(slug) && !slug!.includes('/'),
  meta: fromData('Article'),
};
