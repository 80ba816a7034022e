import type { CmsPageData } from '#shared/payloads/cms-page-data';
import type { PageRoute } from '#shared/routes/page-route';

/** The home page: the CMS page marked as home, or (null) the built-in landing page. */
export const home: PageRoute<'home', CmsPageData | null> = {
  id: 'home',
  path: '/',
  layout: 'landing',
  meta: (data) =>
    data?.meta ?? {
      title: 'UK Property Auctions: lots, auction houses and sold prices',
      description:
        'Search thousands of UK auction lots, compare auction houses and check sold house prices.',
    },
  inSitemap: true,
};
