import type { AreaPageData } from '#shared/payloads/area-data';
import { fromData, type PageRoute } from '#shared/routes/page-route';
import { isSlugPath } from '#shared/routes/route-params';

/** One postcode area, district or sector: its lots and sold prices. */
export const postcode: PageRoute<'postcode', AreaPageData> = {
  id: 'postcode',
  path: '/postcodes/*',
  layout: 'default',
  validate: (p) => isSlugPath(p['*']),
  meta: fromData('Postcode'),
};
