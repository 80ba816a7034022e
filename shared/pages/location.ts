import type { AreaPageData } from '#shared/payloads/area-data';
import { definePage, fromData } from '#shared/routes/define-page';
import { isSlugPath } from '#shared/routes/route-params';

/** One place: its lots, sold prices and the places within it. */
export const location = definePage<AreaPageData>()({
  id: 'location',
  path: '/locations/*',
  layout: 'default',
  validate: (p) => isSlugPath(p['*']),
  meta: fromData('Location'),
});
