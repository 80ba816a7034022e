import type { AreaIndexData } from '#shared/payloads/area-data';
import { definePage, withData } from '#shared/routes/define-page';

/** Postcode areas. */
export const postcodes = definePage<AreaIndexData>()({
  id: 'postcodes',
  path: '/postcodes',
  layout: 'default',
  meta: withData({
    title: 'Postcodes',
    description: 'Auction lots and sold prices by postcode area, district and sector.',
  }),
  inSitemap: true,
});
