import { definePage, titled } from '#shared/routes/define-page';

/** Ask for a password reset link. */
export const forgotPassword = definePage<null>()({
  id: 'forgot-password',
  path: '/forgot-password',
  form: 'forgot-password',
  layout: 'default',
  meta: titled('Forgotten password'),
});
