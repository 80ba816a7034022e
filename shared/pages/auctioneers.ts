import type { AuctioneersData } from '#shared/payloads/directory-data';
import { withData, type PageRoute } from '#shared/routes/page-route';

export const AUCTIONEERS_TITLE = 'UK auction houses';
export const AUCTIONEERS_DESCRIPTION =
  'Compare UK property auction houses, their regions and their lots.';

/** The auction houses, searchable by name. */
export const auctioneers: PageRoute<'auctioneers', AuctioneersData> = {
  id: 'auctioneers',
  path: '/auctioneers',
  layout: 'default',
  // The loader's title, description and canonical URL name the page (page 2 is its own page).
  meta: withData({
    title: AUCTIONEERS_TITLE,
    description: AUCTIONEERS_DESCRIPTION,
  }),
  inSitemap: true,
};
