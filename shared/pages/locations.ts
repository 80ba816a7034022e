import type { AreaIndexData } from '#shared/payloads/area-data';
import { definePage, withData } from '#shared/routes/define-page';

/** Countries, counties and towns. */
export const locations = definePage<AreaIndexData>()({
  id: 'locations',
  path: '/locations',
  layout: 'default',
  meta: withData({
    title: 'Locations',
    description: 'Property auctions and sold prices by country, county and town.',
  }),
  inSitemap: true,
});
