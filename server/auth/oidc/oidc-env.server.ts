import { z } from 'zod';
import { httpUrl } from '#server/config/env-fields.server';
import type { OAuthProviderId, OAuthProviderLink } from '#shared/routes/oauth';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/**
 * The third-party sign-in settings, to spread into the app's EnvSchema (`...OidcEnvShape`);
 * call `checkOidcEnv` from its superRefine. Every value is optional: a provider is enabled
 * only when its client id and secret (and, for `oidc`, its issuer) are all set.
 */
export const OidcEnvShape = {
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  /** Directory (tenant) id or `common` / `organizations` / `consumers`. */
  MICROSOFT_TENANT: z
    .string()
    .regex(
      /^[A-Za-z0-9.-]{1,64}$/,
      'must be a tenant id, a domain or common/organizations/consumers',
    )
    .default('common'),
  OIDC_ISSUER: httpUrl(
    'must be an absolute URL such as https://login.example.com/realm',
  ).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** Button label: "Continue with {OIDC_DISPLAY_NAME}". */
  OIDC_DISPLAY_NAME: z
    .string()
    .trim()
    .min(1, 'must be a name of 1 to 40 characters')
    .max(40, 'must be a name of 1 to 40 characters')
    .default('single sign-on'),
};

export const OidcEnvSchema = z.object(OidcEnvShape);
export type OidcEnv = z.infer<typeof OidcEnvSchema>;

/** Half-configured providers are a mistake worth failing the boot for (EnvSchema superRefine). */
export function checkOidcEnv(env: Partial<OidcEnv>, ctx: z.RefinementCtx): void {
  const groups: Array<[string, Array<keyof OidcEnv>]> = [
    ['Google', ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']],
    ['Microsoft', ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET']],
    ['OpenID Connect', ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']],
  ];
  for (const [name, keys] of groups) {
    const set = keys.filter((k) => env[k]);
    if (set.length === 0 || set.length === keys.length) continue;
    for (const key of keys.filter((k) => !env[k])) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `is required to enable ${name} sign-in (${set.join(', ')} is set)`,
      });
    }
  }
}

/** One enabled OpenID Connect provider. */
export interface OidcProviderConfig {
  id: OAuthProviderId;
  /** Button label ("Continue with …"). */
  name: string;
  /** Where discovery starts: `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * `exact`: the discovered issuer must be this one. `microsoft`: it may name the tenant by
   * its id, or be the multi-tenant template with `{tenantid}`, checked against the token's `tid`.
   */
  issuerPolicy: 'exact' | 'microsoft';
  /** Issuers accepted besides the discovered one (Google also signs as `accounts.google.com`). */
  extraIssuers?: string[];
}

/** The enabled providers, in button order (Google, Microsoft, then the generic one). */
export function oidcProvidersFromEnv(env: Partial<OidcEnv>): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: 'google',
      name: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuerPolicy: 'exact',
      extraIssuers: ['accounts.google.com'],
    });
  }
  if (env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    const tenant = env.MICROSOFT_TENANT || 'common';
    providers.push({
      id: 'microsoft',
      name: 'Microsoft',
      issuer: `https://login.microsoftonline.com/${tenant}/v2.0`,
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
      issuerPolicy: 'microsoft',
    });
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    providers.push({
      id: 'oidc',
      name: env.OIDC_DISPLAY_NAME || 'single sign-on',
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      issuerPolicy: 'exact',
    });
  }
  return providers;
}

/** What the browser may know about the enabled providers (root data → login buttons). */
export function oauthProviderLinks(providers: readonly OidcProviderConfig[]): OAuthProviderLink[] {
  return providers.map(({ id, name }) => ({ id, name }));
}
