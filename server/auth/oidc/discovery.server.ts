import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { OidcProviderConfig } from './oidc-env.server';
import { OidcFailure } from './oidc-failure.server';

export type FetchLike = typeof fetch;

const DiscoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  authorization_response_iss_parameter_supported: z.boolean().optional(),
});

export type DiscoveryDocument = z.infer<typeof DiscoverySchema>;

/** A provider's discovered endpoints plus its signing keys (fetched, cached and rotated by jose). */
export interface ProviderMetadata {
  doc: DiscoveryDocument;
  jwks: JWTVerifyGetKey;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const MICROSOFT_ISSUER = /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0$/;
const trimSlash = (s: string) => s.replace(/\/+$/, '');

export function discoveryUrl(issuer: string): string {
  return `${trimSlash(issuer)}/.well-known/openid-configuration`;
}

function checkDocument(provider: OidcProviderConfig, doc: DiscoveryDocument): void {
  const issuerOk =
    provider.issuerPolicy === 'microsoft'
      ? MICROSOFT_ISSUER.test(doc.issuer)
      : trimSlash(doc.issuer) === trimSlash(provider.issuer);
  if (!issuerOk) throw new Error(`discovery issuer ${doc.issuer} does not match the configuration`);
  // Plain http only for a provider on this machine (development and tests).
  const local = LOOPBACK.has(new URL(provider.issuer).host.replace(/:\d+$/, ''));
  for (const endpoint of [doc.authorization_endpoint, doc.token_endpoint, doc.jwks_uri]) {
    if (!endpoint.startsWith('https://') && !local)
      throw new Error(`discovery endpoint is not https: ${endpoint}`);
  }
  if (
    doc.code_challenge_methods_supported &&
    !doc.code_challenge_methods_supported.includes('S256')
  )
    throw new Error('provider does not support PKCE S256');
}

/**
 * Discovery (`{issuer}/.well-known/openid-configuration`), cached per issuer for `ttlMs`;
 * a failed fetch is not cached, so the next sign-in tries again.
 */
export function createDiscovery({
  fetch: fetchImpl = fetch,
  ttlMs = 60 * 60_000,
  timeoutMs = 10_000,
}: { fetch?: FetchLike; ttlMs?: number; timeoutMs?: number } = {}) {
  const cache = new Map<string, { at: number; value: Promise<ProviderMetadata> }>();

  async function load(provider: OidcProviderConfig): Promise<ProviderMetadata> {
    const res = await fetchImpl(discoveryUrl(provider.issuer), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    const parsed = DiscoverySchema.safeParse(await res.json());
    if (!parsed.success) throw new Error('discovery document is not valid');
    checkDocument(provider, parsed.data);
    const jwks = createRemoteJWKSet(new URL(parsed.data.jwks_uri), {
      timeoutDuration: timeoutMs,
      [customFetch]: fetchImpl,
    });
    return { doc: parsed.data, jwks };
  }

  return {
    /** The provider's metadata; throws an OidcFailure (`provider`) when it cannot be discovered. */
    async get(provider: OidcProviderConfig): Promise<ProviderMetadata> {
      const key = `${provider.id} ${provider.issuer}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load(provider);
      cache.set(key, { at: Date.now(), value });
      try {
        return await value;
      } catch (err) {
        if (cache.get(key)?.value === value) cache.delete(key);
        throw new OidcFailure('provider', `discovery failed: ${(err as Error).message}`);
      }
    },
  };
}

export type Discovery = ReturnType<typeof createDiscovery>;
