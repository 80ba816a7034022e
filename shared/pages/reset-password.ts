import { definePage, titled } from '#shared/routes/define-page';

/** Choose a new password from a reset link. */
export const resetPassword = definePage<null>()({
  id: 'reset-password',
  path: '/reset-password',
  form: 'reset-password',
  layout: 'default',
  meta: titled('Choose a new password'),
});
