import type { ArticleData } from '#shared/payloads/article-data';
import { definePage, fromData } from '#shared/routes/define-page';
import { isSlugPath } from '#shared/routes/route-params';

/** One article. */
export const article = definePage<ArticleData>()({
  id: 'article',
  path: '/articles/:slug',
  layout: 'default',
  validate: ({ slug }) => isSlugPath(slug) && !slug!.includes('/'),
  meta: fromData('Article'),
});
