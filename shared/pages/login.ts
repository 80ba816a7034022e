import { definePage, titled } from '#shared/routes/define-page';

/** Sign in with e-mail and password (or a third-party provider). */
export const login = definePage<null>()({
  id: 'login',
  path: '/login',
  form: 'login',
  layout: 'default',
  middleware: ['guest'],
  meta: titled('Sign in'),
});
