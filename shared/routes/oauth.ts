/** Third-party sign-in providers: `/auth/:provider/callback` validates against this list. */
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'oidc'] as const;

export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

/** An enabled third-party sign-in provider, as the server lists it in the root data. */
export interface OAuthProviderLink {
  id: OAuthProviderId;
  /** Button label after "Continue with", e.g. "Google". */
  name: string;
}
