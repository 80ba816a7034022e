import type { ProfileData } from '#shared/payloads/account-data';
import { titled, type PageRoute } from '#shared/routes/page-route';

/** The signed-in visitor's profile and saved searches. */
export const profile: PageRoute<'profile', ProfileData> = {
  id: 'profile',
  path: '/profile',
  form: 'profile',
  layout: 'landing',
  middleware: ['auth'],
  meta: titled('Your profile'),
};
