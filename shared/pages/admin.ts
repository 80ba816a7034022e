import { definePage } from '#shared/routes/define-page';

/** The editors' admin (a chunk of its own): one route with a splat, the admin picks its screen from `/admin/*`. */
export const admin = definePage<null>()({
  id: 'admin',
  path: '/admin/*',
  layout: 'default',
  middleware: ['editor'],
  meta: () => ({ title: 'Editor', noindex: true }),
});
