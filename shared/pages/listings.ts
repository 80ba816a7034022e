import type { ListingsData } from '#shared/payloads/directory-data';
import { titled, type PageRoute } from '#shared/routes/page-route';

/** The lot search: filters, grid, list or map. */
export const listings: PageRoute<'listings', ListingsData> = {
  id: 'listings',
  path: '/listings',
  layout: 'default',
  meta: titled(
    'Property auction lots',
    'Browse UK property auction lots by location, price and auction date.',
  ),
  inSitemap: true,
};
