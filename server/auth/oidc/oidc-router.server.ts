import { safeReturnPath } from '#schema/return-path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Db } from '#server/db/db.server';
import { sessionSetCookie, signSessionToken } from '#server/auth/session.server';
import { OAUTH_PROVIDERS } from '#shared/routes/oauth';
import { createDiscovery, type Discovery, type FetchLike } from './discovery.server';
import {
  flowFromRequest,
  flowSetCookie,
  newFlowSecrets,
  openFlow,
  sameSecret,
  sealFlow,
} from './flow-cookie.server';
import { exchangeCode, identityFromClaims, safeErrorCode, verifyIdToken } from './id-token.server';
import { findOrCreateUser } from './link-account.server';
import type { OidcProviderConfig } from './oidc-env.server';
import { OidcFailure } from './oidc-failure.server';

export interface OidcRouterOptions {
  db: Db;
  /** The app's base logger (not `req.log`: its bindings carry the callback URL with the code). */
  logger: Logger;
  /** Signs sessions and derives the key of the flow cookie. */
  jwtSecret: string;
  sessionTtlHours: number;
  /** `redirect_uri` is `{publicUrl}/auth/{provider}/callback`. */
  publicUrl: string;
  /** Secure cookies (production). */
  secureCookies: boolean;
  /** The enabled providers (`oidcProvidersFromEnv`). */
  providers: readonly OidcProviderConfig[];
  /** For tests: the HTTP client used for discovery, JWKS, token and UserInfo requests. */
  fetch?: FetchLike;
  /** Per request to the provider. */
  timeoutMs?: number;
  discovery?: Discovery;
}

const SCOPE = 'openid email profile';
const MAX_CODE_LENGTH = 4096;
const param = (v: unknown) => (typeof v === 'string' ? v : undefined);
const isProviderName = (v: string) => (OAUTH_PROVIDERS as readonly string[]).includes(v);

function notFound() {
  return Object.assign(new Error('Not Found'), { status: 404 });
}

/**
 * Third-party sign-in (OpenID Connect authorization code flow with PKCE, state and nonce):
 * `GET /auth/:provider/start` and `GET /auth/:provider/callback`. Mount it before the page
 * routes. Every failure of a callback redirects to `/login?error=<OAuthErrorCode>`.
 */
export function oidcRouter(opts: OidcRouterOptions): Router {
  const router = Router();
  const fetchImpl = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const discovery = opts.discovery ?? createDiscovery({ fetch: fetchImpl, timeoutMs });
  const providers = new Map(opts.providers.map((p) => [p.id as string, p]));
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const redirectUri = (p: OidcProviderConfig) => `${publicUrl}/auth/${p.id}/callback`;
  const secure = opts.secureCookies;

  function failed(req: Request, res: Response, provider: string, err: unknown) {
    const reqId = req.id ?? null;
    if (err instanceof OidcFailure) {
      opts.logger.warn(
        { audit: 'oidc-login-failed', provider, reason: err.code, detail: err.reason, reqId },
        'third-party sign-in failed',
      );
    } else {
      // Unexpected (database, bug): logged without the error object, which might quote a request.
      const e = err as Error;
      opts.logger.error(
        {
          audit: 'oidc-login-failed',
          provider,
          reason: 'provider',
          error: e?.name,
          detail: e?.message,
          reqId,
        },
        'third-party sign-in failed unexpectedly',
      );
    }
    const code = err instanceof OidcFailure ? err.code : 'provider';
    res.set('Cache-Control', 'no-store').redirect(302, `/login?error=${code}`);
  }

  router.get('/auth/:provider/start', async (req: Request, res: Response, next: NextFunction) => {
    const provider = providers.get(String(req.params.provider));
    // Unknown or not configured: nothing answers here, the page routes render their 404.
    if (!provider) return next();
    try {
      const meta = await discovery.get(provider);
      const { state, nonce, verifier, challenge } = newFlowSecrets();
      const returnTo = safeReturnPath(req.query.redirect);
      const sealed = await sealFlow(
        { provider: provider.id, state, nonce, verifier, returnTo },
        opts.jwtSecret,
      );
      const url = new URL(meta.doc.authorization_endpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', provider.clientId);
      url.searchParams.set('redirect_uri', redirectUri(provider));
      url.searchParams.set('scope', SCOPE);
      url.searchParams.set('state', state);
      url.searchParams.set('nonce', nonce);
      url.searchParams.set('code_challenge', challenge);
      url.searchParams.set('code_challenge_method', 'S256');
      res.append('Set-Cookie', flowSetCookie(sealed, { secure }));
      res.set('Cache-Control', 'no-store').redirect(302, url.href);
    } catch (err) {
      failed(req, res, provider.id, err);
    }
  });

  router.get(
    '/auth/:provider/callback',
    async (req: Request, res: Response, next: NextFunction) => {
      const name = String(req.params.provider);
      const provider = providers.get(name);
      if (!provider) return isProviderName(name) ? next(notFound()) : next();
      // The attempt is used up whatever happens next.
      res.append('Set-Cookie', flowSetCookie(null, { secure }));
      try {
        const flow = await openFlow(flowFromRequest(req), opts.jwtSecret);
        if (!flow) throw new OidcFailure('state', 'flow cookie missing, expired or tampered with');
        if (flow.provider !== provider.id)
          throw new OidcFailure('state', `flow was started for ${flow.provider}`);
        const state = param(req.query.state);
        if (!state || !sameSecret(state, flow.state))
          throw new OidcFailure('state', 'state does not match');
        const error = req.query.error;
        if (error !== undefined) {
          const code = safeErrorCode(error);
          throw new OidcFailure(
            code === 'access_denied' ? 'cancelled' : 'provider',
            `provider answered ${code}`,
          );
        }
        const meta = await discovery.get(provider);
        // RFC 9207: the response names its issuer, against mix-up with another provider
        // (not checkable against Microsoft's multi-tenant `{tenantid}` template).
        const iss = param(req.query.iss);
        const issExpected =
          iss !== undefined || meta.doc.authorization_response_iss_parameter_supported === true;
        if (issExpected && !meta.doc.issuer.includes('{tenantid}') && iss !== meta.doc.issuer)
          throw new OidcFailure('state', 'authorization response issuer does not match');
        const code = param(req.query.code);
        if (!code || code.length > MAX_CODE_LENGTH)
          throw new OidcFailure('token', 'authorization response has no code');

        const tokens = await exchangeCode({
          provider,
          meta,
          code,
          verifier: flow.verifier,
          redirectUri: redirectUri(provider),
          fetch: fetchImpl,
          timeoutMs,
        });
        const payload = await verifyIdToken({
          provider,
          meta,
          idToken: tokens.id_token,
          nonce: flow.nonce,
        });
        const identity = await identityFromClaims({
          payload,
          tokens,
          meta,
          fetch: fetchImpl,
          timeoutMs,
        });
        const { row, outcome } = await findOrCreateUser(opts.db, provider.id, identity);
        const userId = Number(row.id);
        const jwt = await signSessionToken(
          { id: userId, token_version: row.token_version },
          opts.jwtSecret,
          opts.sessionTtlHours,
        );
        opts.logger.info(
          { audit: 'oidc-login', provider: provider.id, userId, outcome, reqId: req.id ?? null },
          'signed in with a third-party provider',
        );
        res.append('Set-Cookie', sessionSetCookie(jwt, { secure, ttlHours: opts.sessionTtlHours }));
        res.set('Cache-Control', 'no-store').redirect(302, flow.returnTo);
      } catch (err) {
        failed(req, res, provider.id, err);
      }
    },
  );

  return router;
}
