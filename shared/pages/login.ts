import { titled, type PageRoute } from '#shared/routes/page-route';

/** Sign in with e-mail and password (or a third-party provider). */
export const login: PageRoute<'login', null> = {
  id: 'login',
  path: '/login',
  form: 'login',
  layout: 'default',
  middleware: ['guest'],
  meta: titled(
    'Sign in',
    'Sign in to search auction lots on the map, save your searches and manage your lot alerts.',
  ),
};
