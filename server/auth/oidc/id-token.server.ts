import { errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { FetchLike, ProviderMetadata } from './discovery.server';
import type { OidcProviderConfig } from './oidc-env.server';
import { OidcFailure } from './oidc-failure.server';
import { sameSecret } from './flow-cookie.server';

/** ID tokens are signed with the provider's published keys: never `none`, never a shared secret. */
const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];
const CLOCK_TOLERANCE_SECONDS = 60;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TokenResponseSchema = z.object({
  id_token: z.string().min(1),
  access_token: z.string().optional(),
  token_type: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** A log-safe rendering of a provider's `error` value (no free text, bounded). */
export function safeErrorCode(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : 'unknown';
}

/** The authorization code, with the PKCE verifier, for the provider's tokens. */
export async function exchangeCode(args: {
  provider: OidcProviderConfig;
  meta: ProviderMetadata;
  code: string;
  verifier: string;
  redirectUri: string;
  fetch: FetchLike;
  timeoutMs: number;
}): Promise<TokenResponse> {
  const { provider, meta } = args;
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: args.code,
    redirect_uri: args.redirectUri,
    code_verifier: args.verifier,
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  };
  // client_secret_basic is the default when the provider lists nothing (OIDC Discovery §3).
  const methods = meta.doc.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (methods.includes('client_secret_basic')) {
    // RFC 6749 §2.3.1: id and secret are form-encoded before base64.
    const user = encodeURIComponent(provider.clientId);
    const pass = encodeURIComponent(provider.clientSecret);
    headers.authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
  } else if (methods.includes('client_secret_post')) {
    body.set('client_id', provider.clientId);
    body.set('client_secret', provider.clientSecret);
  } else {
    throw new OidcFailure('provider', 'no supported token endpoint authentication method');
  }

  let res: Response;
  try {
    res = await args.fetch(meta.doc.token_endpoint, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(args.timeoutMs),
    });
  } catch (err) {
    throw new OidcFailure('provider', `token endpoint unreachable: ${(err as Error).name}`);
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = safeErrorCode((json as { error?: unknown } | null)?.error);
    throw new OidcFailure('token', `token endpoint answered ${res.status} ${error}`);
  }
  const parsed = TokenResponseSchema.safeParse(json);
  if (!parsed.success) throw new OidcFailure('token', 'token response has no id_token');
  return parsed.data;
}

function expectedIssuers(
  provider: OidcProviderConfig,
  meta: ProviderMetadata,
  payload: JWTPayload,
) {
  const discovered = meta.doc.issuer;
  if (provider.issuerPolicy === 'microsoft' && discovered.includes('{tenantid}')) {
    const tid = typeof payload.tid === 'string' && GUID.test(payload.tid) ? payload.tid : null;
    return tid ? [discovered.replace('{tenantid}', tid)] : [];
  }
  return [discovered, ...(provider.extraIssuers ?? [])];
}

/**
 * Verifies the ID token: signature against the provider's JWKS, issuer, audience (and `azp`),
 * expiry and the nonce of this attempt. Any failure is an OidcFailure with code `token`.
 */
export async function verifyIdToken(args: {
  provider: OidcProviderConfig;
  meta: ProviderMetadata;
  idToken: string;
  nonce: string;
}): Promise<JWTPayload & { sub: string }> {
  const { provider, meta } = args;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(args.idToken, meta.jwks, {
      audience: provider.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (err) {
    const code = err instanceof errors.JOSEError ? err.code : 'ERR_UNKNOWN';
    throw new OidcFailure('token', `id_token rejected: ${code}: ${(err as Error).message}`);
  }
  if (!payload.iss || !expectedIssuers(provider, meta, payload).includes(payload.iss))
    throw new OidcFailure('token', 'id_token rejected: unexpected issuer');
  const multipleAudiences = Array.isArray(payload.aud) && payload.aud.length > 1;
  if ((multipleAudiences || payload.azp !== undefined) && payload.azp !== provider.clientId)
    throw new OidcFailure('token', 'id_token rejected: unexpected azp');
  if (typeof payload.nonce !== 'string' || !sameSecret(payload.nonce, args.nonce))
    throw new OidcFailure('token', 'id_token rejected: nonce mismatch');
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255)
    throw new OidcFailure('token', 'id_token rejected: bad subject');
  return payload as JWTPayload & { sub: string };
}

/** The person behind a verified sign-in. */
export interface OidcIdentity {
  subject: string;
  email: string;
  /** The provider said `email_verified: true`; only then may the e-mail find or create an account. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

const EmailSchema = z.email().max(254);
const name = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);

/** Claims from the UserInfo endpoint, for providers that keep e-mail out of the ID token. */
async function userInfo(args: {
  meta: ProviderMetadata;
  accessToken: string;
  subject: string;
  fetch: FetchLike;
  timeoutMs: number;
}): Promise<Record<string, unknown>> {
  const endpoint = args.meta.doc.userinfo_endpoint;
  if (!endpoint) return {};
  try {
    const res = await args.fetch(endpoint, {
      headers: { accept: 'application/json', authorization: `Bearer ${args.accessToken}` },
      signal: AbortSignal.timeout(args.timeoutMs),
    });
    if (!res.ok) return {};
    const json = (await res.json()) as Record<string, unknown>;
    // OIDC Core §5.3.2: the UserInfo subject must be the ID token's, or nothing from it is used.
    return json && json.sub === args.subject ? json : {};
  } catch {
    return {};
  }
}

/**
 * The identity from the verified ID token (or UserInfo when the token has no e-mail): an
 * e-mail is required, and `email_verified` must be true whenever the provider states it. An
 * e-mail the provider does not state as verified (Microsoft sends no claim) is kept as such:
 * findOrCreateUser never lets it reach an account by address.
 */
export async function identityFromClaims(args: {
  payload: JWTPayload & { sub: string };
  tokens: TokenResponse;
  meta: ProviderMetadata;
  fetch: FetchLike;
  timeoutMs: number;
}): Promise<OidcIdentity> {
  let claims: Record<string, unknown> = args.payload;
  if (claims.email === undefined && args.tokens.access_token) {
    const extra = await userInfo({
      meta: args.meta,
      accessToken: args.tokens.access_token,
      subject: args.payload.sub,
      fetch: args.fetch,
      timeoutMs: args.timeoutMs,
    });
    claims = { ...extra, ...args.payload };
  }
  const email = EmailSchema.safeParse(claims.email);
  if (!email.success) throw new OidcFailure('email', 'no usable e-mail claim');
  const verified = claims.email_verified;
  if (verified !== undefined && verified !== true && verified !== 'true')
    throw new OidcFailure('email', 'e-mail not verified by the provider');
  return {
    subject: args.payload.sub,
    email: email.data,
    emailVerified: verified === true || verified === 'true',
    firstName: name(claims.given_name) ?? name(claims.name),
    lastName: name(claims.family_name),
  };
}
