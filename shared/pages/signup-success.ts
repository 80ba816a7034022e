import { definePage, titled } from '#shared/routes/define-page';

/** After sign-up: check your e-mail. */
export const signupSuccess = definePage<null>()({
  id: 'signup-success',
  path: '/signup-success',
  layout: 'default',
  meta: titled('Account created'),
});
