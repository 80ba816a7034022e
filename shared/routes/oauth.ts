import type { OAUTH_PROVIDERS } from './route-table';

export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

/** An enabled third-party sign-in provider, as the server lists it in the root data. */
export interface OAuthProviderLink {
  id: OAuthProviderId;
  /** Button label after "Continue with", e.g. "Google". */
  name: string;
}
