import { titled, type PageRoute } from '#shared/routes/page-route';

/** Create an account. */
export const signUp: PageRoute<'sign-up', null> = {
  id: 'sign-up',
  path: '/sign-up',
  form: 'sign-up',
  layout: 'default',
  middleware: ['guest'],
  meta: titled('Create an account'),
};
