import type { AreaPageData } from '#shared/payloads/area-data';
import { fromData, type PageRoute } from '#shared/routes/page-route';
import { isSlugPath } from '#shared/routes/route-params';

/** One place: its lots, sold prices and the places within it. */
export const location: PageRoute<'location', AreaPageData> = {
  id: 'location',
  path: '/locations/*',
  layout: 'default',
  validate: (p) => isSlugPath(p['*']),
  meta: fromData('Location'),
};
