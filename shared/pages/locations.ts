import type { AreaIndexData } from '#shared/payloads/area-data';
import { withData, type PageRoute } from '#shared/routes/page-route';

/** Countries, counties and towns. */
export const locations: PageRoute<'locations', AreaIndexData> = {
  id: 'locations',
  path: '/locations',
  layout: 'default',
  meta: withData({
    title: 'Locations',
    description: 'Property auctions and sold prices by country, county and town.',
  }),
  inSitemap: true,
};
