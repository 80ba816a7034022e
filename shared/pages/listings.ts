import type { ListingsData } from '#shared/payloads/directory-data';
import { definePage, titled } from '#shared/routes/define-page';

/** The lot search: filters, grid, list or map. */
export const listings = definePage<ListingsData>()({
  id: 'listings',
  path: '/listings',
  layout: 'default',
  meta: titled(
    'Property auction lots',
    'Browse UK property auction lots by location, price and auction date.',
  ),
  inSitemap: true,
});
