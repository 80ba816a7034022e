import type { AreaIndexData } from '#shared/payloads/area-data';
import { withData, type PageRoute } from '#shared/routes/page-route';

/** Postcode areas. */
export const postcodes: PageRoute<'postcodes', AreaIndexData> = {
  id: 'postcodes',
  path: '/postcodes',
  layout: 'default',
  meta: withData({
    title: 'Postcodes',
    description: 'Auction lots and sold prices by postcode area, district and sector.',
  }),
  inSitemap: true,
};
