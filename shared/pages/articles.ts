import type { ArticlesData } from '#shared/payloads/article-data';
import { definePage, titled } from '#shared/routes/define-page';

/** Guides and news, newest first. */
export const articles = definePage<ArticlesData>()({
  id: 'articles',
  path: '/articles',
  layout: 'default',
  meta: titled(
    'Guides and news',
    'Guides to buying and selling at auction, and property market news.',
  ),
  inSitemap: true,
});
