import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '#server/db/seed/content';
import { afterResponseSettled } from '#server/auth/after-response.server';
import { INPUT_LIMITS } from '#schema/input-limits';
import { QUERY_DAMAGED, QUERY_TOO_LONG } from '#server/http/page-query-limits.server';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { readOutbox } from '../helpers/outbox';

/** Issue 18: one regression test per finding of the black-box probe (each failed before its fix). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const ORIGIN = 'https://auctions.example.co.uk';
const api = () => request(t.app);
let seq = 0;
const newEmail = () => `sec-${Date.now()}-${(seq += 1)}@example.co.uk`;
const PASSWORD = 'Hammer-falls-2026';

async function register(email = newEmail()) {
  const res = await api()
    .post('/api/auth/register')
    .send({ email, password: PASSWORD, first_name: 'Sam', last_name: 'Secure' });
  expect(res.status).toBe(200);
  return { email, jwt: res.body.jwt as string, id: res.body.user.id as number };
}

/** A GET with the path sent byte for byte (supertest's URL handling would normalise dot segments). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const server = t.app.listen(0, '127.0.0.1');
  return new Promise((resolve, reject) => {
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'user-agent': BROWSER_UA } }, (res) => {
          res.resume();
          res.on('end', () => {
            server.close();
            resolve({ status: res.statusCode!, location: res.headers.location });
          });
        })
        .on('error', (err) => {
          server.close();
          reject(err);
        });
    });
  });
}

const offSite = (location: string | undefined) =>
  location !== undefined && new URL(location, ORIGIN).origin !== ORIGIN;

describe('page query caps (finding 1)', () => {
  it('a page address with free text over the cap goes to the page of its first words; its payload is refused with 400', async () => {
    // A long pasted search got a bare 400 page; the search box itself holds 100 characters.
    const words = 'three bedroom semi detached house with garage and garden '.repeat(4).trim();
    expect(words.length).toBeGreaterThan(INPUT_LIMITS.pageQueryText);
    const res = await api()
      .get(`/listings?search=${encodeURIComponent(words)}&property_type=houses`)
      .set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.location!, ORIGIN);
    expect(to.pathname).toBe('/listings');
    const kept = to.searchParams.get('search')!;
    expect(kept.length).toBeLessThanOrEqual(INPUT_LIMITS.pageQueryText);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(' ');
    expect(to.searchParams.get('property_type')).toBe('houses');
    // The page of those words answers (it may read them as filters first: "three bedroom …").
    const then = await api().get(`${to.pathname}${to.search}`).set('User-Agent', BROWSER_UA);
    expect(then.status).toBeLessThan(400);

    const long = 'q'.repeat(INPUT_LIMITS.pageQueryText + 1);
    const payload = await api().get(`/sold-house-prices/_payload.json?location=${long}`);
    expect(payload.status).toBe(400);
    expect(payload.body.error.details.errors.location).toBe(
      `location must be at most ${INPUT_LIMITS.pageQueryText} characters (got ${long.length}).`,
    );
    // Its message is the page's words (a client navigation shows it), its details the fields'.
    expect(payload.body.error.message).toBe(`This search could not be read: ${QUERY_TOO_LONG}`);
    // Anything else over its cap is still refused, in a buyer's words: no field, no count.
    const value = await api()
      .get(`/listings?search=${long}&order_by=${'x'.repeat(INPUT_LIMITS.pageQueryValue + 1)}`)
      .set('User-Agent', BROWSER_UA);
    expect(value.status).toBe(400);
    expect(value.text).toContain(QUERY_TOO_LONG);
    expect(value.text).not.toMatch(/order_by|must be at most|\(got \d+\)/);
    expect(value.text).not.toContain(long);
  });

  it('answers /auctioneers?search=%00 with 400: in words on the page, a field message in the payload', async () => {
    const page = await api().get('/auctioneers?search=%00').set('User-Agent', BROWSER_UA);
    expect(page.status).toBe(400);
    expect(page.text).toContain(QUERY_DAMAGED);
    expect(page.text).not.toContain('search must not contain');
    const payload = await api().get('/auctioneers/_payload.json?search=%00');
    expect(payload.status).toBe(400);
    expect(payload.body.error.details.errors.search).toMatch(/NUL/);
  });

  it('a page asked for in a method no page takes is a 405 naming the ones it does', async () => {
    const page = await api().put('/listings').set('Accept', 'text/html');
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD, POST');
    expect(page.text).toBe('A page answers GET, HEAD and POST only.\n');
    const script = await api().delete('/listings/1').set('Accept', 'application/json');
    expect(script.status).toBe(405);
    expect(script.body.error.name).toBe('MethodNotAllowedError');
    const options = await api().options('/listings');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST');
  });

  it('an e-mailed link with a NUL in it says the link is not valid, not that a search could not be read', async () => {
    const page = await api().get('/reset-password?code=%00').set('User-Agent', BROWSER_UA);
    expect(page.text).toContain('This reset link is not valid.');
    expect(page.text).not.toContain('This search could not be read');
    const unsubscribe = await api()
      .get('/alerts/unsubscribe?token=ab%00cd')
      .set('User-Agent', BROWSER_UA);
    expect(unsubscribe.status).toBe(400);
    expect(unsubscribe.text).toContain('Link not recognised');
    expect(unsubscribe.text).not.toContain('This search could not be read');
    // A value over its cap in characters outside the Basic Multilingual Plane (two UTF-16 units
    // each) is cut as the cap counts it, not refused as a whole.
    const emoji = await api()
      .get(`/alerts/unsubscribe?token=${encodeURIComponent('🏠'.repeat(150))}`)
      .set('User-Agent', BROWSER_UA);
    expect(emoji.text).toContain('Link not recognised');
  });

  it('says a refused page query in the site layout, as every other error page, and keeps it out of caches', async () => {
    const page = await api()
      .get(`/listings?search=%00&sort=${'x'.repeat(600)}`)
      .set('User-Agent', BROWSER_UA);
    expect(page.status).toBe(400);
    expect(page.headers['cache-control']).toBe('private, no-store');
    // Its sign-in links come back to the page without the refused query.
    expect(page.text).toContain('href="/login?redirect=%2Flistings"');
    expect(page.text).not.toContain('x'.repeat(600));
    // The site's own header, styles and error screen, not a bare document.
    expect(page.text).toMatch(/<header[\s>]/);
    expect(page.text).toMatch(/<style[\s>]/);
    expect(page.text).toMatch(/<h1 id="error-title"[^>]*>This search could not be read<\/h1>/);
    expect(page.text).toContain(QUERY_DAMAGED);
    expect(page.text).toContain(QUERY_TOO_LONG);
    expect(page.text).not.toMatch(/search must|sort must/);
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it('an address the router cannot decode is a 400 that says so to a browser, JSON to a script', async () => {
    // A visitor's walk: "/listings/%" said "Something went wrong" to a browser.
    const page = await api()
      .get('/listings/%')
      .set('User-Agent', BROWSER_UA)
      .set('Accept', 'text/html,application/xhtml+xml');
    expect(page.status).toBe(400);
    expect(page.text).toContain('This address could not be read');
    expect(page.text).not.toContain('Failed to decode');
    const script = await api().get('/listings/%').set('Accept', 'application/json');
    expect(script.status).toBe(400);
    expect(script.body.error.status).toBe(400);
  });

  it('still serves an ordinary search', async () => {
    const res = await api().get('/auctioneers?search=allsop').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
  });
});

describe('an API address nothing answers', () => {
  it('is the API’s JSON 404 for any method, not a page or React Router’s own words', async () => {
    // A walk found POST /api/auth/send-email-confirmation (Strapi's name) answered an HTML 405
    // whose page data said "You made a POST request to … but did not provide an `action`".
    for (const [method, path] of [
      ['post', '/api/auth/send-email-confirmation'],
      ['get', '/api/nope'],
      ['put', '/api/auth/update'],
    ] as const) {
      const res = await api()[method](path).set('Origin', ORIGIN).set('User-Agent', BROWSER_UA);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.body.error, path).toMatchObject({ status: 404, name: 'NotFoundError' });
      expect(res.text, path).not.toMatch(/action|<html/i);
    }
  });

  it('is a 405 naming the methods where the address answers others, and OPTIONS is told them', async () => {
    // A probe found GET /api/auth/login said "Nothing answers at this API address", as if the
    // address did not exist.
    const login = await api().get('/api/auth/login').set('User-Agent', BROWSER_UA);
    expect(login.status).toBe(405);
    expect(login.headers.allow).toBe('POST');
    expect(login.body.error).toMatchObject({
      status: 405,
      name: 'MethodNotAllowedError',
      message: 'This address answers POST only.',
    });
    const watch = await api().put('/api/watchlist/12').set('Origin', ORIGIN);
    expect(watch.status).toBe(405);
    expect(watch.headers.allow).toBe('DELETE');
    // OPTIONS is answered by Express's router where a route has the address, and by us under the
    // admin's catch-all; either way with the methods.
    const options = await api().options('/api/saved-searches');
    expect(options.ok).toBe(true);
    expect(options.headers.allow).toBe('GET, HEAD, POST');
  });
});

describe('open redirect after sign-in (finding 2)', () => {
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example'])(
    'the no-JavaScript sign-in form never redirects off the site for %s',
    async (redirect) => {
      const res = await api()
        .post('/login')
        .type('form')
        .set('User-Agent', BROWSER_UA)
        .set('Origin', ORIGIN)
        .send({ identifier: DEMO_USER.email, password: DEMO_USER.password, redirect });
      expect(res.status).toBe(303);
      expect(offSite(res.headers.location)).toBe(false);
      expect(res.headers.location).toBe('/profile');
    },
  );

  it('a form post over the size limit to “//host” links back to no other site', async () => {
    // "Back to the form" wrote any plain path into its link: "//evilhost" is another site's.
    const res = await api()
      .post('//evilhost')
      .type('form')
      .set('User-Agent', BROWSER_UA)
      .set('Origin', ORIGIN)
      .send({ text: 'x'.repeat(2_000_000) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBe(413);
    expect(res.text).not.toContain('href="//evilhost');
    expect(res.text).toContain('href="/"');
  });

  it.each(['/.//evil.example/', '/..//evil.example/', '/%2e//evil.example/'])(
    'the trailing-slash rule never redirects %s off the site',
    async (path) => {
      const res = await rawGet(path);
      expect(offSite(res.location)).toBe(false);
      expect(res.status).toBe(404);
    },
  );
});

describe('cross-site requests (finding 4: login CSRF, Authorization bypass)', () => {
  it('refuses a sign-in form posted from another site, even without a session cookie', async () => {
    const res = await api()
      .post('/login')
      .type('form')
      .set('User-Agent', BROWSER_UA)
      .set('Origin', 'https://evil.example')
      .send({ identifier: DEMO_USER.email, password: DEMO_USER.password });
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an Authorization header that is not a Bearer token does not skip the origin check', async () => {
    const cookie = await t.sessionCookie();
    const me = await api().get('/api/auth/me').set('Cookie', cookie);
    const res = await api()
      .put(`/api/auth/update/${me.body.user.id}`)
      .set('Cookie', cookie)
      .set('Authorization', 'Basic Zm9vOmJhcg==')
      .set('Origin', 'https://evil.example')
      .send({ first_name: 'Pwned' });
    expect(res.status).toBe(403);
  });

  it('a request with an Authorization header is never authenticated by the cookie', async () => {
    const cookie = await t.sessionCookie();
    const res = await api()
      .get('/api/auth/me')
      .set('Cookie', cookie)
      .set('Authorization', 'Basic Zm9vOmJhcg==');
    expect(res.status).toBe(401);
  });
});

describe('sessions and reset links (finding 4)', () => {
  it('logout revokes the session token itself, not only the cookie', async () => {
    const { jwt } = await register();
    const before = await api().get('/api/auth/me').set('Authorization', `Bearer ${jwt}`);
    expect(before.status).toBe(200);
    const out = await api()
      .post('/api/auth/logout')
      .set('Cookie', `session=${jwt}`)
      .set('Origin', ORIGIN);
    expect(out.status).toBe(204);
    const after = await api().get('/api/auth/me').set('Authorization', `Bearer ${jwt}`);
    expect(after.status).toBe(401);
  });

  it('using a newer reset link makes every older one invalid', async () => {
    const { email } = await register();
    const links: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await api().post('/api/auth/forgot-password').send({ email });
      await afterResponseSettled();
      const mail = readOutbox(t.config.DATA_DIR)
        .filter((m) => m.to === email && m.subject === 'Reset your password')
        .pop()!;
      links.push(
        new URL(mail.links.find((l) => l.includes('/reset-password'))!).searchParams.get('code')!,
      );
    }
    expect(links[0]).not.toBe(links[1]);
    const reset = (code: string) =>
      api()
        .post('/api/auth/reset-password')
        .send({ code, password: 'Newer-hammer-2027', passwordConfirmation: 'Newer-hammer-2027' });
    expect((await reset(links[1]!)).status).toBe(200);
    const older = await reset(links[0]!);
    expect(older.status).toBe(400);
    // The newer link changed the password, which ended it (decision 165), not "already used".
    expect(older.body.error.message).toMatch(/stopped working when the password/);
  });
});

describe('account enumeration (finding 4)', () => {
  it('forgot password and resend confirmation answer alike for known and unknown addresses; the work follows', async () => {
    const { email } = await register();
    const known = await api().post('/api/auth/forgot-password').send({ email });
    const unknown = await api().post('/api/auth/forgot-password').send({ email: newEmail() });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    await afterResponseSettled();
    expect(
      readOutbox(t.config.DATA_DIR).some(
        (m) => m.to === email && m.subject === 'Reset your password',
      ),
    ).toBe(true);
  });

  it('registering a taken address keeps the spec answer and tells the owner by e-mail', async () => {
    const { email } = await register();
    const again = await api()
      .post('/api/auth/register')
      .send({ email, password: PASSWORD, first_name: 'Eve', last_name: 'Probe' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Email or Username are already taken');
    await afterResponseSettled();
    const notice = readOutbox(t.config.DATA_DIR).filter(
      (m) => m.to === email && /tried to register/.test(m.subject),
    );
    expect(notice).toHaveLength(1);
  });
});

describe('failed sign-ins lock the account for that IP only (finding 4)', () => {
  it('10 wrong passwords from one IP do not lock the owner out from another', async () => {
    const strict = await createTestApp();
    try {
      const { email } = await (async () => {
        const email = newEmail();
        await request(strict.app)
          .post('/api/auth/register')
          .set('X-Forwarded-For', '198.51.100.9')
          .send({ email, password: PASSWORD, first_name: 'Own', last_name: 'Er' });
        return { email };
      })();
      const from = (ip: string, password: string) =>
        request(strict.app)
          .post('/api/auth/login')
          .set('X-Forwarded-For', ip)
          .send({ identifier: email, password });
      for (let i = 0; i < 10; i += 1) await from('203.0.113.7', 'Wrong-password-1');
      expect((await from('203.0.113.7', PASSWORD)).status).toBe(429);
      expect((await from('198.51.100.9', PASSWORD)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('NUL and lone surrogates in JSON APIs (finding 4): 400 naming the field, never 500', () => {
  const bad = ['a\u0000b', 'a\ud800b'];

  it.each(bad)('register %j', async (value) => {
    const res = await api()
      .post('/api/auth/register')
      .send({ email: newEmail(), password: PASSWORD, first_name: value, last_name: 'X' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(
      /first_name must not contain NUL characters or broken Unicode/,
    );
  });

  it.each(bad)('update, contact, saved searches and admin %j', async (value) => {
    const user = await t.sessionCookie();
    const editor = await t.sessionCookie('editor');
    const me = await api().get('/api/auth/me').set('Cookie', user);
    const calls = [
      api()
        .put(`/api/auth/update/${me.body.user.id}`)
        .set('Cookie', user)
        .set('Origin', ORIGIN)
        .send({ last_name: value }),
      api()
        .post('/api/contact')
        .send({ name: value, email: 'a@example.co.uk', message: 'Hello there, a question.' }),
      api()
        .post('/api/saved-searches')
        .set('Cookie', user)
        .set('Origin', ORIGIN)
        .send({ query: '?location=leeds', name: value }),
      api()
        .post('/api/admin/pages')
        .set('Cookie', editor)
        .set('Origin', ORIGIN)
        .send({ title: value, path: '/nul-test' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/must not contain NUL characters or broken Unicode/);
    }
  });

  it('the no-JavaScript sign-up form refuses NUL with a field message', async () => {
    const res = await api()
      .post('/sign-up')
      .type('form')
      .set('User-Agent', BROWSER_UA)
      .set('Origin', ORIGIN)
      .send({ email: newEmail(), password: PASSWORD, first_name: 'a\u0000b', last_name: 'X' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('must not contain NUL characters or broken Unicode');
  });
});

describe('pages never build their address from the request (found by the fuzz suite)', () => {
  it('a slug path longer than any page is the fatal 404, not a 500 from the graph cap', async () => {
    for (const path of ['/postcodes/', '/locations/', '/articles/']) {
      const res = await api()
        .get(`${path}${'a'.repeat(1000)}`)
        .set('User-Agent', BROWSER_UA);
      expect(res.status, path).toBe(404);
    }
  });

  it('answers a page with an odd X-Forwarded-Proto from the trusted proxy', async () => {
    const res = await api()
      .get('/listings?location=leeds')
      .set('User-Agent', BROWSER_UA)
      .set('X-Forwarded-Proto', 'session=');
    expect(res.status).toBe(200);
  });

  it('answers a page and its payload asked for over HTTP/1.0 without a Host header', async () => {
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    // HTTP/1.1 requires Host (Node answers 400 itself); HTTP/1.0 does not, so the app sees none.
    const statusOf = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(`GET ${path} HTTP/1.0\r\nUser-Agent: ${BROWSER_UA}\r\n\r\n`),
        );
        let head = '';
        socket.on('data', (chunk) => (head += chunk.toString('latin1')));
        socket.on('end', () => resolve(Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1] ?? 0)));
        socket.on('error', reject);
      });
    try {
      expect(await statusOf('/auctioneers')).toBe(200);
      expect(await statusOf('/auctioneers/_payload.json')).toBe(200);
    } finally {
      server.close();
    }
  });
});
