import { definePage, titled } from '#shared/routes/define-page';
import { OAUTH_PROVIDERS } from '#shared/routes/oauth';

/** Where a third-party provider sends the visitor back. */
export const authCallback = definePage<null>()({
  id: 'auth-callback',
  path: '/auth/:provider/callback',
  layout: 'default',
  validate: ({ provider }) => (OAUTH_PROVIDERS as readonly string[]).includes(provider ?? ''),
  meta: titled('Signing you in'),
});
