import { definePage, titled } from '#shared/routes/define-page';

/** Change the password of the signed-in account. */
export const changePassword = definePage<null>()({
  id: 'change-password',
  path: '/change-password',
  form: 'change-password',
  layout: 'default',
  meta: titled('Change password'),
});
