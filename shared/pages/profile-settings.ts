import { unindexed, type PageRoute } from '#shared/routes/page-route';

/** The signed-in visitor's name and e-mail. */
export const profileSettings: PageRoute<'profile-settings', null> = {
  id: 'profile-settings',
  path: '/profile/settings',
  form: 'profile-settings',
  layout: 'landing',
  middleware: ['auth'],
  meta: unindexed('Profile settings'),
};
