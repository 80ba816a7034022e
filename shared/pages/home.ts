import type { CmsPageData } from '#shared/payloads/cms-page-data';
import { definePage } from '#shared/routes/define-page';

/** The home page: the CMS page marked as home, or (null) the built-in landing page. */
export const home = definePage<CmsPageData | null>()({
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
});
