import { titled, type PageRoute } from '#shared/routes/page-route';

/** Ask for a password reset link. */
export const forgotPassword: PageRoute<'forgot-password', null> = {
  id: 'forgot-password',
  path: '/forgot-password',
  form: 'forgot-password',
  layout: 'default',
  meta: titled(
    'Forgotten password',
    'Forgotten your password? Give the e-mail address of your account and we will send you a link to choose a new one.',
  ),
};
