import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryHub, createMemorySharedCache } from '#server/cache/shared-cache';
import { PAGES_NAMESPACE } from '#server/http/page-cache/page-cache.server';
import { BOT_UA, BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_TTL_MS: '60000' });
  editor = await t.sessionCookie('editor');
  user = await t.sessionCookie('user');
}, 180_000);
afterAll(() => t?.close());

const get = (path: string, ua = BROWSER_UA) => request(t.app).get(path).set('User-Agent', ua);
const admin = (method: 'post' | 'put', path: string, body?: object) =>
  request(t.app)[method](path).set('Cookie', editor).set('Origin', ORIGIN).send(body);

/** A redirect an editor makes in the admin: permanent, unless a main page's (only for a time). */
async function redirectByEditor(from: string, to: string, status_code = 301) {
  const made = await admin('post', '/api/admin/redirects', {
    from_path: from,
    to_url: to,
    status_code,
  });
  expect(made.status).toBe(201);
}

/** The nonce of the response's CSP header. */
const cspNonce = (res: request.Response) =>
  /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
const withoutNonce = (res: request.Response) => res.text.split(cspNonce(res)!).join('NONCE');

describe('anonymous page cache', () => {
  it('answers the second visit from the cache with a fresh nonce in the header and the page', async () => {
    const first = await get('/listings?search=leeds');
    const second = await get('/listings?search=leeds');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    const [a, b] = [cspNonce(first), cspNonce(second)];
    expect(a).toBeTruthy();
    expect(b).not.toBe(a);
    expect(second.text).toContain(`nonce="${b}"`);
    expect(second.text).not.toContain(a);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(second.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers a hit before the middleware chain with the headers the chain gave the miss', async () => {
    const miss = await get('/auctioneers?page=1').set('Accept-Encoding', 'identity');
    const plain = await get('/auctioneers?page=1').set('Accept-Encoding', 'identity');
    const gzip = await get('/auctioneers?page=1').set('Accept-Encoding', 'br;q=1, gzip;q=0.5');
    expect([miss.headers['x-cache'], plain.headers['x-cache'], gzip.headers['x-cache']]).toEqual([
      'MISS',
      'HIT',
      'HIT',
    ]);
    const perAnswer = new Set([
      'x-request-id',
      'content-security-policy',
      'server-timing',
      'x-cache',
      'content-length',
      'content-encoding',
      'date',
      'connection',
      'keep-alive',
      'transfer-encoding',
      'etag',
    ]);
    const shared = (res: request.Response) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => !perAnswer.has(name)));
    expect(shared(plain)).toEqual(shared(miss));
    expect(shared(gzip)).toEqual(shared(miss));
    expect(miss.headers['x-frame-options']).toBeTruthy();
    expect(String(gzip.headers.vary)).toMatch(/Accept-Encoding/i);
    // Its own request id, its own nonce in the policy and the page, the policy otherwise the same.
    expect(plain.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    const policy = (res: request.Response) =>
      String(res.headers['content-security-policy']).replaceAll(cspNonce(res)!, 'N');
    expect(policy(gzip)).toBe(policy(miss));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBeLessThan(Buffer.byteLength(gzip.text) / 3);
    expect(withoutNonce(gzip)).toBe(withoutNonce(miss));
    expect(plain.headers['server-timing']).toBe('cache;desc=hit');
    // One log line for the hit, like any request's.
    const line = t
      .logLines()
      .find((l) => (l.req as { id?: string } | undefined)?.id === gzip.headers['x-request-id']);
    expect(line).toMatchObject({ msg: 'request completed', cache: 'hit', route: '/auctioneers' });
    expect(line?.res).toMatchObject({ statusCode: 200 });
  });

  it('keeps spellings of a query apart: the page echoes the spelling it was asked for', async () => {
    const ab = await get('/listings?search=york&page=1');
    const ba = await get('/listings?page=1&search=york');
    expect([ab.headers['x-cache'], ba.headers['x-cache']]).toEqual(['MISS', 'MISS']);
    // Same results, but links, the form and the dehydrated cache key keep the visitor's order.
    expect(ba.text).toContain('/listings/_payload.json?page=1&search=york');
    expect(ab.text).toContain('/listings/_payload.json?search=york&page=1');
    expect((await get('/listings?page=1&search=york')).headers['x-cache']).toBe('HIT');
  });

  it('keeps the headers of a route rule on a cached copy', async () => {
    // `/articles/**` adds X-Content-Kind (STATIC_ROUTE_RULES); a copy answered early keeps it.
    await get('/articles?page=1');
    const hit = await get('/articles?page=1');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-content-kind']).toBe('article');
  });

  it('keeps bots and people apart (bots get the whole document at once)', async () => {
    await get('/auctioneers');
    expect((await get('/auctioneers', BOT_UA)).headers['x-cache']).toBe('MISS');
    expect((await get('/auctioneers', BOT_UA)).headers['x-cache']).toBe('HIT');
  });

  it('never serves or fills the anonymous copy for a signed-in visitor', async () => {
    const anon = await get('/articles');
    const signedIn = await get('/articles').set('Cookie', user);
    expect(signedIn.headers['x-cache']).toBe('BYPASS');
    expect(signedIn.headers['cache-control']).toMatch(/private/);
    const bearer = await get('/articles').set('Authorization', 'Bearer x');
    expect(bearer.headers['x-cache']).toBe('BYPASS');
    const again = await get('/articles');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(withoutNonce(again)).toBe(withoutNonce(anon));
    expect(again.headers['cache-control']).toMatch(/public/);
  });

  it('a signed-in first visit does not leave a copy for anonymous visitors', async () => {
    const signedIn = await get('/locations').set('Cookie', user);
    expect(signedIn.headers['x-cache']).toBe('BYPASS');
    expect((await get('/locations')).headers['x-cache']).toBe('MISS');
  });

  it('a form POST renders for itself and leaves nothing behind', async () => {
    const post = await request(t.app)
      .post('/login')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ email: 'nobody@example.com', password: 'wrong-password-1' });
    expect(post.headers['x-cache']).toBeUndefined();
    expect((await get('/login')).headers['x-cache']).toBe('MISS');
  });

  it('does not keep a 404', async () => {
    expect((await get('/no-such-page-here')).status).toBe(404);
    const again = await get('/no-such-page-here');
    expect(again.status).toBe(404);
    expect(again.headers['x-cache']).toBe('MISS');
  });

  it('does not keep a page with a single-use token (confirm-email)', async () => {
    await get('/confirm-email?confirmation=aaaaaaaaaaaaaaaaaaaaaaaaa');
    const again = await get('/confirm-email?confirmation=aaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(again.headers['x-cache']).toBe('MISS');
  });

  it('tells every other cache not to keep a personal page either', async () => {
    // An alert stop link's page names the buyer's searches; a reset link's page holds its token.
    // Each said "public" before, so a shared cache in front of the site could keep it.
    for (const path of [
      '/alerts/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/reset-password?code=aaaaaaaaaaaaaaaaaaaaaaaaa',
      '/confirm-email?confirmation=aaaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      const res = await get(path);
      expect(res.headers['cache-control'], path).toBe('private, no-store');
    }
    expect((await get('/articles')).headers['cache-control']).toMatch(/^public/);
  });

  it('renders once for concurrent misses of one address', async () => {
    const seen: string[] = [];
    const query = t.db.query.bind(t.db);
    t.db.query = ((sql: string, params?: unknown[]) => {
      seen.push(sql);
      return query(sql, params);
    }) as typeof t.db.query;
    try {
      const one = await get('/listings?search=hull');
      const single = seen.length;
      expect(one.headers['x-cache']).toBe('MISS');
      seen.length = 0;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => get('/listings?search=bath')),
      );
      expect(answers.map((a) => a.headers['x-cache']).sort()).toEqual([
        'HIT',
        'HIT',
        'HIT',
        'HIT',
        'HIT',
        'MISS',
      ]);
      // One render's statements, not six: fewer than two renders' worth. Not "at most one
      // render's": another address's miss may take a statement more or less, and a background
      // job's statement can land in the window (seen once on PostgreSQL: 7 against 6).
      expect(seen.length).toBeLessThan(2 * single);
      expect(new Set(answers.map(withoutNonce)).size).toBe(1);
    } finally {
      t.db.query = query;
    }
  });

  it('shows a CMS publish at once, for the page and its payload', async () => {
    const created = await admin('post', '/api/admin/pages', {
      path: '/cache-test',
      title: 'Cache test',
    });
    expect(created.status).toBe(201);
    const id = created.body.page.id as number;
    const publish = async (title: string) => {
      const draft = await admin('put', `/api/admin/pages/${id}/draft`, {
        document: {
          slug: 'cache-test',
          title,
          layout: 'default',
          seo: { noindex: false },
          // A page with no sections is a 404 for visitors (decision 043).
          sections: [{ type: 'hero', id: 'hero-1', title: 'Cached', ctas: [] }],
        },
      });
      expect(draft.status).toBe(200);
      expect((await admin('post', `/api/admin/pages/${id}/publish`)).status).toBe(200);
    };
    await publish('First title');
    expect((await get('/cache-test')).text).toContain('First title');
    expect((await get('/cache-test')).headers['x-cache']).toBe('HIT');
    await get('/cache-test/_payload.json');
    const payloadHit = await get('/cache-test/_payload.json');
    expect(payloadHit.headers['x-cache']).toBe('HIT');
    expect(payloadHit.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.stringify(payloadHit.body)).toContain('First title');

    await publish('Second title');
    const page = await get('/cache-test');
    expect(page.headers['x-cache']).toBe('MISS');
    expect(page.text).toContain('Second title');
    expect(JSON.stringify((await get('/cache-test/_payload.json')).body)).toContain('Second title');
  });

  it('follows a new redirect at once', async () => {
    expect((await get('/postcodes')).status).toBe(200);
    expect((await get('/postcodes')).headers['x-cache']).toBe('HIT');
    await redirectByEditor('/postcodes', '/locations', 302);
    const after = await get('/postcodes');
    expect(after.status).toBe(302);
    expect(after.headers.location).toBe('/locations');
  });

  it('drops its copies when another instance (or an import) invalidates the pages', async () => {
    const hub = createMemoryHub();
    const shared = createMemorySharedCache({ hub });
    const other = await createTestApp(
      { PAGE_CACHE_TTL_MS: '60000' },
      { db: t.db, sharedCache: shared },
    );
    try {
      const visit = () => request(other.app).get('/auctioneers').set('User-Agent', BROWSER_UA);
      await visit();
      expect((await visit()).headers['x-cache']).toBe('HIT');
      await createMemorySharedCache({ hub }).invalidate(PAGES_NAMESPACE, { reason: 'ppd import' });
      expect((await visit()).headers['x-cache']).toBe('MISS');
    } finally {
      await other.close();
      await shared.close();
    }
  });
});

describe('the data of a client navigation (`_payload.json`)', () => {
  it('is sent under a policy for data, with no nonce, missed or from the cache', async () => {
    const path = '/listings/_payload.json?search=policy';
    const miss = await get(path);
    const hit = await get(path);
    const gzipHit = await get(path).set('Accept-Encoding', 'gzip');
    expect([miss, hit, gzipHit].map((r) => r.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    for (const res of [miss, hit, gzipHit]) {
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    expect(gzipHit.headers['content-encoding']).toBe('gzip');
    expect(hit.body).toEqual(miss.body);
    expect(gzipHit.body).toEqual(miss.body);
  });

  it('carries the same policy when it answers with a redirect', async () => {
    await redirectByEditor('/old-auction-list', '/auctions');
    const res = await get('/old-auction-list/_payload.json');
    expect(res.status).toBe(202);
    expect(res.headers['x-redirect']).toBe('/auctions');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('Server-Timing', () => {
  it('names db, graph, render and the cache state on pages and payloads', async () => {
    for (const path of ['/listings?search=server-timing', '/listings/_payload.json?search=st']) {
      const miss = await get(path);
      expect(miss.headers['server-timing']).toMatch(
        /db;dur=[\d.]+, graph;dur=[\d.]+, render;dur=[\d.]+, cache;desc=miss/,
      );
      expect((await get(path)).headers['server-timing']).toMatch(/cache;desc=hit/);
    }
    const miss = await get('/listings?search=server-timing-2');
    const graphMs = Number(/graph;dur=([\d.]+)/.exec(String(miss.headers['server-timing']))![1]);
    expect(graphMs).toBeGreaterThan(0);
  });

  it('puts the final figures and the route (once) in the request log line', async () => {
    await get('/listings?search=logged');
    const line = t
      .logLines()
      .reverse()
      .find((l) => (l.req as { url?: string } | undefined)?.url === '/listings?search=logged')!;
    expect(line).toMatchObject({ cache: 'miss', route: '/listings' });
    expect(line.renderMs).toEqual(expect.any(Number));
    expect(line.dbMs).toEqual(expect.any(Number));
    expect(line.graphMs).toBeGreaterThan(0);
  });
});

describe('a visitor who hangs up while the page loads', () => {
  it('does not leave a render waiting for ever that later visitors of the address queue behind', async () => {
    // The loaders' queries are slowed so the hang-up lands while they run, as it did under load.
    let slowMs = 0;
    const slowDb = new Proxy(t.db, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function') return value;
        if (prop !== 'query') return value.bind(target);
        return async (...args: unknown[]) => {
          if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const other = await createTestApp({ PAGE_CACHE_TTL_MS: '60000' }, { db: slowDb });
    const server = other.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    try {
      slowMs = 150;
      const abandoned = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/listings?search=hung-up',
        headers: { 'user-agent': BROWSER_UA },
      });
      abandoned.on('error', () => {});
      abandoned.end();
      setTimeout(() => abandoned.destroy(), 30);
      await new Promise((r) => setTimeout(r, 500));
      slowMs = 0;
      // Before the fix this request waited on the abandoned render and never got an answer.
      const next = await request(other.app)
        .get('/listings?search=hung-up')
        .set('User-Agent', BROWSER_UA)
        .timeout(10_000);
      expect(next.status).toBe(200);
      expect(next.text).toContain('</html>');
    } finally {
      server.close();
      await other.close();
    }
  });
});
