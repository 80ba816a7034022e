import type { ArticlesData } from '#shared/payloads/article-data';
import { titled, type PageRoute } from '#shared/routes/page-route';

/** Guides and news, newest first. */
export const articles: PageRoute<'articles', ArticlesData> = {
  id: 'articles',
  path: '/articles',
  layout: 'default',
  meta: titled(
    'Guides and news',
    'Guides to buying and selling at auction, and property market news.',
  ),
  inSitemap: true,
};
