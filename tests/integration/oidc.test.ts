import { safeReturnPath } from '#schema/return-path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import express from 'express';
import request from 'supertest';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
// @ts-expect-error -- oidc-provider ships no type declarations (the few members used are typed below)
import OidcProviderCtor from 'oidc-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER } from '#server/db/seed/content';
import { createLogger } from '#server/logger.server';
import { oidcRouter } from '#server/auth/oidc/oidc-router.server';
import {
  checkOidcEnv,
  oauthProviderLinks,
  oidcProvidersFromEnv,
  OidcEnvSchema,
} from '#server/auth/oidc/oidc-env.server';
import { FLOW_COOKIE, sealFlow, newFlowSecrets } from '#server/auth/oidc/flow-cookie.server';
import { OAUTH_ERROR_CODES, oauthErrorMessage } from '#shared/routes/oauth-error';
import { OAuthButtons } from '#client/components/oauth-buttons';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://auctions.example.co.uk';
const REDIRECT_URI = `${PUBLIC_URL}/auth/oidc/callback`;
const CLIENT_ID = 'auction-directory';
const CLIENT_SECRET = 'test-client-secret-0123456789abcdef';

/** The test accounts the provider knows, by subject. */
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  'alice-sub': {
    email: 'alice@example.org',
    email_verified: true,
    given_name: 'Alice',
    family_name: 'Liddell',
  },
  'demo-sub': { email: DEMO_USER.email.toUpperCase(), email_verified: true, given_name: 'Demo' },
  'victim-sub': { email: 'victim@example.org', email_verified: true, given_name: 'Victoria' },
  'blocked-sub': { email: 'blocked@example.org', email_verified: true },
  'unverified-sub': { email: 'unverified@example.org', email_verified: false },
  'no-email-sub': { given_name: 'Nobody' },
  'return-sub': { email: 'return@example.org', email_verified: true, given_name: 'Ret' },
  // No email_verified claim at all (as Microsoft sends): the address proves nothing.
  'silent-demo-sub': { email: DEMO_USER.email, given_name: 'Mallory' },
  'silent-squat-sub': { email: 'unconfirmed-owner@example.org', given_name: 'Mallory' },
  'silent-new-sub': { email: 'silent-new@example.org', given_name: 'Nemo' },
};

// ---------------------------------------------------------------------------------------------
// A real OpenID Provider (oidc-provider) on 127.0.0.1, with a programmatic login/consent step.

interface OidcProviderInstance {
  issuer: string;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{
    params: Record<string, unknown>;
    grantId?: string;
    session?: { accountId?: string };
  }>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    opts?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
    find(id: string): Promise<{ addOIDCScope(scope: string): void; save(): Promise<string> }>;
  };
}
const Provider = OidcProviderCtor as new (
  issuer: string,
  config: Record<string, unknown>,
) => OidcProviderInstance;

/** oidc-provider's storage for this test process (its built-in one warns on every start). */
class MemoryAdapter {
  private static store = new Map<string, Record<string, unknown>>();
  constructor(private readonly model: string) {}
  private key(id: string) {
    return `${this.model}:${id}`;
  }
  async upsert(id: string, payload: Record<string, unknown>) {
    MemoryAdapter.store.set(this.key(id), payload);
  }
  async find(id: string) {
    return MemoryAdapter.store.get(this.key(id));
  }
  async findByUid(uid: string) {
    return [...MemoryAdapter.store.entries()].find(
      ([k, v]) => k.startsWith(`${this.model}:`) && v.uid === uid,
    )?.[1];
  }
  async findByUserCode(userCode: string) {
    return [...MemoryAdapter.store.entries()].find(
      ([k, v]) => k.startsWith(`${this.model}:`) && v.userCode === userCode,
    )?.[1];
  }
  async consume(id: string) {
    const payload = MemoryAdapter.store.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    MemoryAdapter.store.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [k, v] of MemoryAdapter.store)
      if (v.grantId === grantId) MemoryAdapter.store.delete(k);
  }
}

interface TestOp {
  issuer: string;
  privateKey: CryptoKey;
  kid: string;
  /** What the next login interaction does: sign in as this subject, or cancel. */
  next: { accountId: string } | { cancel: true };
  interactionErrors: unknown[];
  close(): Promise<void>;
}

async function startProvider({ idTokenHasEmail }: { idTokenHasEmail: boolean }): Promise<TestOp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key-1';
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };

  const op: TestOp = {
    issuer,
    privateKey,
    kid,
    next: { accountId: 'alice-sub' },
    interactionErrors: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-signing-key-0123456789'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // false: scope claims (email …) go into the ID token as Google and Microsoft do; true keeps
    // them for UserInfo only.
    conformIdTokenClaims: !idTokenHasEmail,
    features: { devInteractions: { enabled: false } },
    adapter: MemoryAdapter,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const claims = ACCOUNTS[sub];
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
  });
  const handle = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const plan = op.next;
    if ('cancel' in plan) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = details.session?.accountId ?? plan.accountId;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    interaction(req, res).catch((err: unknown) => {
      op.interactionErrors.push(err);
      res.statusCode = 500;
      res.end('interaction failed');
    });
  });
  return op;
}

// ---------------------------------------------------------------------------------------------
// The app: the real test app with the OIDC router mounted in front of it.

let op: TestOp;
let opUserInfo: TestOp;
let t: TestApp;
let app: express.Express;
let appUserInfo: express.Express;
const routerLog: string[] = [];
const fetchedUrls: string[] = [];
/** When set, the token response's ID token is replaced (re-signed) before the app sees it. */
let forgeIdToken: ((idToken: string) => Promise<string>) | null = null;

const testFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  fetchedUrls.push(url);
  const res = await fetch(input, init);
  if (!forgeIdToken || !url.endsWith('/token') || !res.ok) return res;
  const body = (await res.json()) as { id_token: string };
  body.id_token = await forgeIdToken(body.id_token);
  return new Response(JSON.stringify(body), {
    status: res.status,
    headers: { 'content-type': 'application/json' },
  });
};

/** Re-signs the genuine ID token with changed claims (by default with the provider's own key). */
const resign =
  (change: (claims: JWTPayload) => JWTPayload, key?: CryptoKey) => async (idToken: string) => {
    const header = decodeProtectedHeader(idToken);
    return new SignJWT(change(decodeJwt(idToken)))
      .setProtectedHeader({ alg: 'RS256', kid: header.kid! })
      .sign(key ?? op.privateKey);
  };

function envFor(issuer: string) {
  return {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_DISPLAY_NAME: 'Test SSO',
  };
}

function withOidc(issuer: string, overrides: Record<string, string> = {}) {
  const sink = new Writable({
    write(chunk, _enc, cb) {
      routerLog.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const outer = express();
  outer.use(
    oidcRouter({
      db: t.db,
      logger: createLogger('info', sink),
      jwtSecret: t.config.JWT_SECRET,
      sessionTtlHours: t.config.SESSION_TTL_HOURS,
      publicUrl: t.config.PUBLIC_URL,
      secureCookies: false,
      providers: oidcProvidersFromEnv(OidcEnvSchema.parse({ ...envFor(issuer), ...overrides })),
      fetch: testFetch,
      timeoutMs: 5_000,
    }),
  );
  outer.use(t.app);
  return outer;
}

beforeAll(async () => {
  [op, opUserInfo] = await Promise.all([
    startProvider({ idTokenHasEmail: true }),
    startProvider({ idTokenHasEmail: false }),
  ]);
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100', ...envFor(op.issuer) });
  app = withOidc(op.issuer);
  appUserInfo = withOidc(opUserInfo.issuer);
});
afterAll(async () => {
  await Promise.all([op?.close(), opUserInfo?.close(), t?.close()]);
});
beforeEach(() => {
  forgeIdToken = null;
  op.next = { accountId: 'alice-sub' };
  opUserInfo.next = { accountId: 'alice-sub' };
});

// ---------------------------------------------------------------------------------------------
// A browser: start at the app, follow the provider's redirects with its cookies, stop at the
// redirect back to the app.

const cookieOf = (res: request.Response, name: string) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

interface Authorized {
  /** `/auth/oidc/callback?code=…&state=…&iss=…` */
  callbackPath: string;
  /** `oidc_flow=…` as the browser would send it back. */
  flowCookie: string;
  authorizeUrl: URL;
}

async function authorize(
  target: express.Express,
  opts: { redirect?: string; tamper?: (url: URL) => void } = {},
): Promise<Authorized> {
  const start = await request(target)
    .get(`/auth/oidc/start${opts.redirect ? `?redirect=${encodeURIComponent(opts.redirect)}` : ''}`)
    .set('User-Agent', BROWSER_UA);
  expect(start.status).toBe(302);
  const flowCookie = cookieOf(start, FLOW_COOKIE)!;
  expect(flowCookie).toBeTruthy();
  const authorizeUrl = new URL(start.headers.location!);
  opts.tamper?.(authorizeUrl);

  const jar = new Map<string, string>();
  let url = authorizeUrl.href;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(`${PUBLIC_URL}/`))
      return { callbackPath: url.slice(PUBLIC_URL.length), flowCookie, authorizeUrl };
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const [k, v] = [pair!.slice(0, eq), pair!.slice(eq + 1)];
      if (v) jar.set(k, v);
      else jar.delete(k);
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location)
      throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

const callback = (target: express.Express, a: Pick<Authorized, 'callbackPath' | 'flowCookie'>) =>
  request(target).get(a.callbackPath).set('User-Agent', BROWSER_UA).set('Cookie', a.flowCookie);

async function signIn(target: express.Express = app, redirect?: string) {
  const res = await callback(target, await authorize(target, { redirect }));
  return { res, session: cookieOf(res, 'session') };
}

const userCount = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0]!.n);
const identitiesOf = async (subject: string) =>
  (
    await t.db.query<{ provider: string; user_id: string }>(
      'SELECT provider, user_id FROM user_identities WHERE subject = $1',
      [subject],
    )
  ).rows;
const lastAudit = (audit: string) =>
  routerLog
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.audit === audit)
    .at(-1);

// ---------------------------------------------------------------------------------------------

describe('OpenID Connect sign-in against a real provider', () => {
  it('start redirects to the authorization endpoint with code + PKCE S256, state, nonce', async () => {
    const { authorizeUrl, flowCookie } = await authorize(app, { redirect: '/lots' });
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${op.issuer}/auth`);
    const p = authorizeUrl.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(CLIENT_ID);
    expect(p.get('scope')).toBe('openid email profile');
    expect(p.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Encrypted: neither the state nor the verifier can be read from the cookie.
    expect(flowCookie).not.toContain(p.get('state')!);
    const start = await request(app).get('/auth/oidc/start');
    const header = start.headers['set-cookie']![0]!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Max-Age=600/);
    expect(header).toMatch(/Path=\/auth/);
    expect(start.headers['cache-control']).toBe('no-store');
  });

  it('happy path: creates a confirmed account without a password and signs in (/profile works)', async () => {
    const before = await userCount();
    const { res, session } = await signIn();
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/profile');
    expect(session).toMatch(/^session=.+/);
    expect(cookieOf(res, FLOW_COOKIE)).toBe(`${FLOW_COOKIE}=`); // the attempt is cleared
    expect(await userCount()).toBe(before + 1);
    const { rows } = await t.db.query(
      `SELECT email, username, password_hash, confirmed, first_name, last_name
       FROM users WHERE email = 'alice@example.org'`,
    );
    expect(rows[0]).toEqual({
      email: 'alice@example.org',
      username: 'alice@example.org',
      password_hash: null,
      confirmed: true,
      first_name: 'Alice',
      last_name: 'Liddell',
    });
    expect(await identitiesOf('alice-sub')).toHaveLength(1);
    expect(lastAudit('oidc-login')).toMatchObject({ provider: 'oidc', outcome: 'created' });

    const profile = await request(t.app)
      .get('/profile')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', session!);
    expect(profile.status).toBe(200);
    expect(profile.text).toContain('Hello, Alice');
  });

  it('a second sign-in reuses the linked identity (no new account)', async () => {
    const before = await userCount();
    const [link] = await identitiesOf('alice-sub');
    const { res, session } = await signIn();
    expect(res.headers.location).toBe('/profile');
    expect(session).toBeTruthy();
    expect(await userCount()).toBe(before);
    expect(await identitiesOf('alice-sub')).toEqual([link]);
    expect(lastAudit('oidc-login')).toMatchObject({
      outcome: 'existing',
      userId: Number(link!.user_id),
    });
  });

  it('links to the existing account with the same e-mail (case-insensitive)', async () => {
    op.next = { accountId: 'demo-sub' };
    const demo = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO_USER.email,
    ]);
    const before = await userCount();
    const { res, session } = await signIn();
    expect(res.headers.location).toBe('/profile');
    expect(await userCount()).toBe(before);
    expect(await identitiesOf('demo-sub')).toEqual([
      { provider: 'oidc', user_id: demo.rows[0]!.id },
    ]);
    expect(lastAudit('oidc-login')).toMatchObject({ outcome: 'linked' });
    const profile = await request(t.app)
      .get('/profile')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', session!);
    expect(profile.text).toContain('Hello, Demo');
    // The password keeps working for a confirmed account.
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ identifier: DEMO_USER.email, password: DEMO_USER.password });
    expect(login.status).toBe(200);
  });

  it('claiming an unconfirmed account drops its password and ends its sessions', async () => {
    const reg = await request(t.app).post('/api/auth/register').send({
      email: 'victim@example.org',
      password: 'Squatter-password-1',
      first_name: 'Mallory',
      last_name: 'Squat',
    });
    expect(reg.status).toBe(200);
    const squatterJwt = (reg.body as { jwt: string }).jwt;
    op.next = { accountId: 'victim-sub' };
    const { res, session } = await signIn();
    expect(res.headers.location).toBe('/profile');
    expect(session).toBeTruthy();
    expect(lastAudit('oidc-login')).toMatchObject({ outcome: 'claimed' });
    const { rows } = await t.db.query(
      "SELECT password_hash, confirmed FROM users WHERE email = 'victim@example.org'",
    );
    expect(rows[0]).toEqual({ password_hash: null, confirmed: true });
    const me = await request(t.app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${squatterJwt}`);
    expect(me.status).toBe(401);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ identifier: 'victim@example.org', password: 'Squatter-password-1' });
    expect(login.status).toBe(400);
  });

  it('takes the e-mail from UserInfo when the ID token has none', async () => {
    opUserInfo.next = { accountId: 'return-sub' };
    const { res, session } = await signIn(appUserInfo);
    expect(res.headers.location).toBe('/profile');
    expect(session).toBeTruthy();
    expect(fetchedUrls.some((u) => u.startsWith(`${opUserInfo.issuer}/me`))).toBe(true);
    const { rows } = await t.db.query(
      "SELECT confirmed FROM users WHERE email = 'return@example.org'",
    );
    expect(rows[0]).toEqual({ confirmed: true });
  });

  it('discovery is fetched once and cached', () => {
    const discoveries = fetchedUrls.filter(
      (u) => u === `${op.issuer}/.well-known/openid-configuration`,
    );
    expect(discoveries).toHaveLength(1);
  });

  it('return path: a local path is kept; absolute and protocol-relative URLs are ignored', async () => {
    expect((await signIn(app, '/lots?area=leeds#map')).res.headers.location).toBe(
      '/lots?area=leeds#map',
    );
    expect((await signIn(app, 'https://evil.example')).res.headers.location).toBe('/profile');
    expect((await signIn(app, '//evil.example/x')).res.headers.location).toBe('/profile');
    expect((await signIn(app, '/\\evil.example')).res.headers.location).toBe('/profile');
    // Dot segments that collapse into `//host` (issue 18, finding 2).
    expect((await signIn(app, '/.//evil.example')).res.headers.location).toBe('/profile');
    expect((await signIn(app, '/a/..//evil.example')).res.headers.location).toBe('/profile');
    expect(safeReturnPath('/auth/oidc/start')).toBe('/profile');
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath(['/a', '/b'])).toBe('/profile');
  });
});

describe('OpenID Connect failures redirect to /login?error=…', () => {
  const expectFailure = (res: request.Response, code: string) => {
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/login?error=${code}`);
    expect(cookieOf(res, 'session')).toBeUndefined();
  };

  it('tampered state', async () => {
    const a = await authorize(app);
    const path = a.callbackPath.replace(/state=[^&]+/, 'state=tampered-state-value-0123456789');
    expectFailure(await callback(app, { ...a, callbackPath: path }), 'state');
    expect(lastAudit('oidc-login-failed')).toMatchObject({
      provider: 'oidc',
      reason: 'state',
      detail: 'state does not match',
    });
  });

  it('missing state cookie', async () => {
    const a = await authorize(app);
    expectFailure(await request(app).get(a.callbackPath), 'state');
  });

  it('a flow cookie sealed with another secret', async () => {
    const a = await authorize(app);
    const state = new URLSearchParams(a.callbackPath.split('?')[1]).get('state')!;
    const forged = await sealFlow(
      { provider: 'oidc', state, nonce: 'n'.repeat(43), verifier: 'v'.repeat(43), returnTo: '/' },
      'another-secret-that-is-long-enough-for-a-key',
    );
    expectFailure(await callback(app, { ...a, flowCookie: `${FLOW_COOKIE}=${forged}` }), 'state');
  });

  it('a mixed-up issuer in the authorization response (RFC 9207)', async () => {
    const a = await authorize(app);
    const path = a.callbackPath.replace(
      /iss=[^&]+/,
      `iss=${encodeURIComponent('https://evil.example')}`,
    );
    expectFailure(await callback(app, { ...a, callbackPath: path }), 'state');
  });

  it('the user cancels at the provider (error=access_denied)', async () => {
    op.next = { cancel: true };
    const a = await authorize(app);
    expect(a.callbackPath).toContain('error=access_denied');
    expectFailure(await callback(app, a), 'cancelled');
  });

  it('another provider error', async () => {
    const a = await authorize(app);
    const state = new URLSearchParams(a.callbackPath.split('?')[1]).get('state')!;
    const path = `/auth/oidc/callback?error=server_error&error_description=boom&state=${state}`;
    expectFailure(await callback(app, { ...a, callbackPath: path }), 'provider');
  });

  it('a bad code, and a code used twice', async () => {
    const a = await authorize(app);
    const bad = a.callbackPath.replace(/code=[^&]+/, 'code=not-a-real-code');
    expectFailure(await callback(app, { ...a, callbackPath: bad }), 'token');
    expect(lastAudit('oidc-login-failed')).toMatchObject({ reason: 'token' });

    const b = await authorize(app);
    expect((await callback(app, b)).headers.location).toBe('/profile');
    expectFailure(await callback(app, b), 'token');
  });

  it('a wrong nonce in the ID token (nonce changed in the authorization request)', async () => {
    const a = await authorize(app, {
      tamper: (url) => url.searchParams.set('nonce', 'attacker-chosen-nonce-0123456789abcdef'),
    });
    expectFailure(await callback(app, a), 'token');
    expect(lastAudit('oidc-login-failed')).toMatchObject({
      detail: 'id_token rejected: nonce mismatch',
    });
  });

  it('a wrong audience: the app configured with another client id', async () => {
    // The token was issued to CLIENT_ID; this app expects another audience.
    forgeIdToken = resign((c) => ({ ...c, aud: 'someone-else' }));
    expectFailure((await signIn()).res, 'token');
    expect(String(lastAudit('oidc-login-failed')!.detail)).toContain('aud');
  });

  it('a wrong issuer, an expired token, a foreign signature, an unsigned token', async () => {
    forgeIdToken = resign((c) => ({ ...c, iss: 'https://evil.example' }));
    expectFailure((await signIn()).res, 'token');

    const now = Math.floor(Date.now() / 1000);
    forgeIdToken = resign((c) => ({ ...c, iat: now - 7200, exp: now - 3600 }));
    expectFailure((await signIn()).res, 'token');
    expect(String(lastAudit('oidc-login-failed')!.detail)).toContain('ERR_JWT_EXPIRED');

    const { privateKey: attackerKey } = await generateKeyPair('RS256');
    forgeIdToken = resign((c) => c, attackerKey);
    expectFailure((await signIn()).res, 'token');
    expect(String(lastAudit('oidc-login-failed')!.detail)).toContain('signature');

    forgeIdToken = async (idToken) => new UnsecuredJWT(decodeJwt(idToken)).encode();
    expectFailure((await signIn()).res, 'token');
  });

  it('no e-mail, or an unverified one', async () => {
    op.next = { accountId: 'unverified-sub' };
    expectFailure((await signIn()).res, 'email');
    op.next = { accountId: 'no-email-sub' };
    expectFailure((await signIn()).res, 'email');
    expect(await identitiesOf('unverified-sub')).toEqual([]);
    const { rows } = await t.db.query(
      "SELECT id FROM users WHERE email = 'unverified@example.org'",
    );
    expect(rows).toEqual([]);
  });

  it('an e-mail without email_verified never signs in as an existing account (takeover, issue 18)', async () => {
    const demo = await t.db.query<{ password_hash: string | null; token_version: number }>(
      'SELECT password_hash, token_version FROM users WHERE email = $1',
      [DEMO_USER.email],
    );
    op.next = { accountId: 'silent-demo-sub' };
    expectFailure((await signIn()).res, 'link');
    expect(await identitiesOf('silent-demo-sub')).toEqual([]);
    expect(lastAudit('oidc-login-failed')).toMatchObject({ reason: 'link' });
    const after = await t.db.query(
      'SELECT password_hash, token_version FROM users WHERE email = $1',
      [DEMO_USER.email],
    );
    expect(after.rows[0]).toEqual(demo.rows[0]);
  });

  it('an e-mail without email_verified never claims an unconfirmed account or removes its password', async () => {
    const reg = await request(t.app).post('/api/auth/register').send({
      email: 'unconfirmed-owner@example.org',
      password: 'Owners-password-1',
      first_name: 'Owen',
      last_name: 'Owner',
    });
    expect(reg.status).toBe(200);
    op.next = { accountId: 'silent-squat-sub' };
    expectFailure((await signIn()).res, 'link');
    expect(await identitiesOf('silent-squat-sub')).toEqual([]);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ identifier: 'unconfirmed-owner@example.org', password: 'Owners-password-1' });
    expect(login.status).toBe(200);
  });

  it('an e-mail without email_verified creates no account either', async () => {
    op.next = { accountId: 'silent-new-sub' };
    expectFailure((await signIn()).res, 'email');
    const { rows } = await t.db.query(
      "SELECT id FROM users WHERE email = 'silent-new@example.org'",
    );
    expect(rows).toEqual([]);
  });

  it('a blocked account', async () => {
    await t.db.query(
      `INSERT INTO users (email, username, confirmed, blocked)
       VALUES ('blocked@example.org', 'blocked@example.org', true, true)`,
    );
    op.next = { accountId: 'blocked-sub' };
    expectFailure((await signIn()).res, 'blocked');
    expect(await identitiesOf('blocked-sub')).toEqual([]);
  });

  it('an unreachable provider fails start and callback without a 500', async () => {
    const dead = withOidc('http://127.0.0.1:9');
    expectFailure(await request(dead).get('/auth/oidc/start'), 'provider');
    const a = await authorize(app);
    expectFailure(await callback(dead, a), 'provider');
  });

  it('unknown and unconfigured providers answer 404', async () => {
    for (const path of [
      '/auth/nope/start',
      '/auth/nope/callback?code=x&state=y',
      '/auth/google/start',
      '/auth/google/callback?code=x&state=y',
      '/auth/microsoft/callback',
    ]) {
      const res = await request(app).get(path).set('User-Agent', BROWSER_UA);
      expect(res.status, path).toBe(404);
      expect(cookieOf(res, 'session'), path).toBeUndefined();
    }
  });

  it('audit lines carry no code, state or tokens', () => {
    const all = [...routerLog, ...t.logLines().map((l) => JSON.stringify(l))].join('\n');
    expect(routerLog.some((l) => l.includes('"audit":"oidc-login"'))).toBe(true);
    expect(routerLog.join('\n')).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./); // no JWT/JWE
    expect(routerLog.join('\n')).not.toMatch(/code=|state=|code_verifier|access_token/);
    expect(all).not.toContain(CLIENT_SECRET);
  });
});

describe('configuration and messages', () => {
  it('enables a provider only when it is fully configured', () => {
    const parse = (env: Record<string, string>) =>
      oidcProvidersFromEnv(OidcEnvSchema.parse(env)).map((p) => [p.id, p.issuer, p.name]);
    expect(parse({})).toEqual([]);
    expect(parse({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: '' })).toEqual([]);
    expect(
      parse({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        MICROSOFT_CLIENT_ID: 'm',
        MICROSOFT_CLIENT_SECRET: 's',
        MICROSOFT_TENANT: 'contoso.onmicrosoft.com',
        OIDC_ISSUER: 'https://sso.example.com/realms/x',
        OIDC_CLIENT_ID: 'o',
        OIDC_CLIENT_SECRET: 's',
      }),
    ).toEqual([
      ['google', 'https://accounts.google.com', 'Google'],
      ['microsoft', 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0', 'Microsoft'],
      ['oidc', 'https://sso.example.com/realms/x', 'single sign-on'],
    ]);
    expect(parse({ MICROSOFT_CLIENT_ID: 'm', MICROSOFT_CLIENT_SECRET: 's' })[0]![1]).toBe(
      'https://login.microsoftonline.com/common/v2.0',
    );
  });

  it('a half-configured provider is an environment error', () => {
    const schema = OidcEnvSchema.superRefine((env, ctx) => checkOidcEnv(env, ctx));
    const result = schema.safeParse({ GOOGLE_CLIENT_ID: 'g', OIDC_ISSUER: 'https://sso.example' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'GOOGLE_CLIENT_SECRET',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
    ]);
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ MICROSOFT_TENANT: 'a/b' }).success).toBe(false);
  });

  it('OAuthButtons links each enabled provider to its start route', () => {
    const html = renderToStaticMarkup(
      createElement(OAuthButtons, {
        providers: oauthProviderLinks(oidcProvidersFromEnv(OidcEnvSchema.parse(envFor(op.issuer)))),
        redirect: '/lots?x=1',
      }),
    );
    expect(html).toContain('href="/auth/oidc/start?redirect=%2Flots%3Fx%3D1"');
    expect(html).toContain('Continue with Test SSO');
    expect(renderToStaticMarkup(createElement(OAuthButtons, { providers: [] }))).toBe('');
  });

  it('every error code has a message', () => {
    for (const code of OAUTH_ERROR_CODES) expect(oauthErrorMessage(code)).toBeTruthy();
    expect(oauthErrorMessage(null)).toBeNull();
    expect(oauthErrorMessage('<script>')).toMatch(/did not work/);
  });

  it('flow secrets are fresh each time', () => {
    const a = newFlowSecrets();
    const b = newFlowSecrets();
    expect(a.state).not.toBe(b.state);
    expect(a.challenge).not.toBe(a.verifier);
  });
});
