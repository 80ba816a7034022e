import type { ProfileData } from '#shared/payloads/account-data';
import { definePage, titled } from '#shared/routes/define-page';

/** The signed-in visitor's profile and saved searches. */
export const profile = definePage<ProfileData>()({
  id: 'profile',
  path: '/profile',
  form: 'profile',
  layout: 'landing',
  middleware: ['auth'],
  meta: titled('Your profile'),
});
