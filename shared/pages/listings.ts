import type { ListingsData } from '#shared/payloads/directory-data';
import { withData, type PageRoute } from '#shared/routes/page-route';

export const LISTINGS_DESCRIPTION =
  'Browse UK property auction lots by location, price and auction date.';

/** The lot search: filters, grid, list or map. */
export const listings: PageRoute<'listings', ListingsData> = {
  id: 'listings',
  path: '/listings',
  layout: 'default',
  // The loader's title names the search and the page (schema/listings-title.ts), its description
  // the page.
  meta: withData({
    title: 'Property auction lots',
    description: LISTINGS_DESCRIPTION,
  }),
  inSitemap: true,
};
