import type { ListingsData } from '#shared/payloads/directory-data';
import { withData, type PageRoute } from '#shared/routes/page-route';

/** The lot search: filters, grid, list or map. */
export const listings: PageRoute<'listings', ListingsData> = {
  id: 'listings',
  path: '/listings',
  layout: 'default',
  // The loader's title names the search and the page (schema/listings-title.ts).
  meta: withData({
    title: 'Property auction lots',
    description: 'Browse UK property auction lots by location, price and auction date.',
  }),
  inSitemap: true,
};
