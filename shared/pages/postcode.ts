import type { AreaPageData } from '#shared/payloads/area-data';
import { definePage, fromData } from '#shared/routes/define-page';
import { isSlugPath } from '#shared/routes/route-params';

/** One postcode area, district or sector: its lots and sold prices. */
export const postcode = definePage<AreaPageData>()({
  id: 'postcode',
  path: '/postcodes/*',
  layout: 'default',
  validate: (p) => isSlugPath(p['*']),
  meta: fromData('Postcode'),
});
