import type { ProfileData } from '#shared/payloads/account-data';
import { unindexed, type PageRoute } from '#shared/routes/page-route';

/** The signed-in visitor's profile and saved searches. */
export const profile: PageRoute<'profile', ProfileData> = {
  id: 'profile',
  path: '/profile',
  form: 'profile',
  layout: 'landing',
  middleware: ['auth'],
  meta: unindexed('Your profile'),
};
