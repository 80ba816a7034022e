import { unindexed, type PageRoute } from '#shared/routes/page-route';

/** The editors' admin (a chunk of its own): one route with a splat, the admin picks its screen from `/admin/*`. */
export const admin: PageRoute<'admin', null> = {
  id: 'admin',
  path: '/admin/*',
  layout: 'default',
  middleware: ['editor'],
  meta: unindexed('Editor'),
};
