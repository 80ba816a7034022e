import { definePage, titled } from '#shared/routes/define-page';

/** Create an account. */
export const signUp = definePage<null>()({
  id: 'sign-up',
  path: '/sign-up',
  form: 'sign-up',
  layout: 'default',
  middleware: ['guest'],
  meta: titled('Create an account'),
});
