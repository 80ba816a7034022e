import { titled, type PageRoute } from '#shared/routes/page-route';

/** Create an account. */
export const signUp: PageRoute<'sign-up', null> = {
  id: 'sign-up',
  path: '/sign-up',
  form: 'sign-up',
  layout: 'default',
  middleware: ['guest'],
  meta: titled(
    'Create an account',
    'Create a free buyer’s account: search auction lots on the map, save searches and get e-mail alerts of new lots.',
  ),
};
