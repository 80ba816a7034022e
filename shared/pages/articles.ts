import type { ArticlesData } from '#shared/payloads/article-data';
import { withData, type PageRoute } from '#shared/routes/page-route';
import { ARTICLES_PATH, ARTICLES_TITLE } from '#schema/article';

export const ARTICLES_DESCRIPTION =
  'Guides to buying and selling at auction, and property market news.';

/** Guides and news, newest first. */
export const articles: PageRoute<'articles', ArticlesData> = {
  id: 'articles',
  path: ARTICLES_PATH,
  layout: 'default',
  // The loader's title, description and canonical URL name the page (page 2 is its own page).
  meta: withData({
    title: ARTICLES_TITLE,
    description: ARTICLES_DESCRIPTION,
  }),
  inSitemap: true,
};
