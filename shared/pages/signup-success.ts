import { unindexed, type PageRoute } from '#shared/routes/page-route';

/** After sign-up: check your e-mail. */
export const signupSuccess: PageRoute<'signup-success', null> = {
  id: 'signup-success',
  path: '/signup-success',
  layout: 'default',
  meta: unindexed('Account created'),
};
