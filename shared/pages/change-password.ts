import { unindexed, type PageRoute } from '#shared/routes/page-route';

/** Change the password of the signed-in account. */
export const changePassword: PageRoute<'change-password', null> = {
  id: 'change-password',
  path: '/change-password',
  form: 'change-password',
  layout: 'default',
  meta: unindexed('Change password'),
};
