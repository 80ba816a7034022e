import { unindexed, type PageRoute } from '#shared/routes/page-route';
import { OAUTH_PROVIDERS } from '#shared/routes/oauth';

/** Where a third-party provider sends the visitor back. */
export const authCallback: PageRoute<'auth-callback', null> = {
  id: 'auth-callback',
  path: '/auth/:provider/callback',
  layout: 'default',
  validate: ({ provider }) => (OAUTH_PROVIDERS as readonly string[]).includes(provider ?? ''),
  meta: unindexed('Signing you in'),
};
