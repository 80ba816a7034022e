import type { ResetPasswordData } from '#shared/payloads/account-data';
import { unindexed, type PageRoute } from '#shared/routes/page-route';

/** Choose a new password from a reset link. */
export const resetPassword: PageRoute<'reset-password', ResetPasswordData> = {
  id: 'reset-password',
  path: '/reset-password',
  form: 'reset-password',
  layout: 'default',
  meta: unindexed('Choose a new password'),
};
