import { definePage, titled } from '#shared/routes/define-page';

/** The signed-in visitor's name and e-mail. */
export const profileSettings = definePage<null>()({
  id: 'profile-settings',
  path: '/profile/settings',
  form: 'profile-settings',
  layout: 'landing',
  middleware: ['auth'],
  meta: titled('Profile settings'),
});
