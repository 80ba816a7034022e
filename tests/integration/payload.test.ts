import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.sessionCookie();
});
afterAll(() => t.close());

const get = (path: string, c?: string) => {
  const r = request(t.app).get(path).set('User-Agent', BROWSER_UA);
  return c ? r.set('Cookie', c) : r;
};

/** The dehydrated query cache of a page, if it has one. */
function dehydratedState(
  html: string,
): { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } | null {
  const m = /window\.__REACT_QUERY_STATE__=(.*?);window\./s.exec(html);
  return m ? JSON.parse(m[1]!) : null;
}

/** React Router's hydration data: the dehydrated cache's single entry, or inline on its own. */
function embeddedData(html: string): unknown {
  const state = dehydratedState(html);
  if (state) return state.queries[0]!.state.data;
  const m = /window\.__staticRouterHydrationData=(.*?);<\/script>/s.exec(html);
  if (!m) throw new Error('no hydration data in page');
  return JSON.parse(m[1]!);
}

describe('{route}/_payload.json', () => {
  it.each(['/', '/listings?search=leeds', '/terms-and-conditions', '/about'])(
    'equals the data embedded in the HTML of %s',
    async (path) => {
      const page = await get(path);
      const [pathname, search] = path.split('?');
      const payloadPath = `${pathname === '/' ? '' : pathname}/_payload.json${search ? `?${search}` : ''}`;
      const payload = await get(payloadPath);
      expect(payload.status).toBe(200);
      expect(payload.headers['content-type']).toMatch(/application\/json/);
      expect(payload.body).toEqual(embeddedData(page.text));
    },
  );

  it('a page sends its data once, as the dehydrated query cache keyed by its payload URL', async () => {
    const page = await get('/listings?search=leeds');
    const state = dehydratedState(page.text)!;
    expect(state.queries).toHaveLength(1);
    expect(state.queries[0]!.queryKey).toEqual(['payload', '/listings/_payload.json?search=leeds']);
    expect(page.text.match(/"loaderData"/g)).toHaveLength(1);
    // Error pages are not cached in the browser: plain hydration data only.
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(dehydratedState(missing.text)).toBeNull();
    expect(embeddedData(missing.text)).toHaveProperty('errors');
  });

  it('carries the global config and the user in the root data', async () => {
    const anon = await get('/listings/_payload.json');
    expect(anon.body.loaderData.root.user).toBeNull();
    expect(anon.body.loaderData.root.globalConfig.map_access_modal).toEqual({ slug: 'map-access' });
    const signedIn = await get('/listings/_payload.json', cookie);
    expect(signedIn.body.loaderData.root.user.email).toBe('demo@example.co.uk');
  });

  it('has an ETag and answers 304 when it has not changed', async () => {
    const first = await get('/terms-and-conditions/_payload.json');
    expect(first.headers.etag).toBeTruthy();
    const second = await get('/terms-and-conditions/_payload.json').set(
      'If-None-Match',
      first.headers.etag!,
    );
    expect(second.status).toBe(304);
  });

  it('is 404 where the page is 404, with the error the page would show', async () => {
    const missing = await get('/no/such/page/_payload.json');
    expect(missing.status).toBe(404);
    expect(Object.values(missing.body.errors)[0]).toMatchObject({
      status: 404,
      data: { statusMessage: 'Page not found', fatal: false },
    });
    const invalid = await get('/listings/abc/_payload.json');
    expect(invalid.status).toBe(404);
    expect(Object.values(invalid.body.errors)[0]).toMatchObject({
      data: { statusMessage: 'Page Not Found: /listings/abc', fatal: true },
    });
  });

  it('redirects where the page redirects (202 + X-Redirect, so fetch() sees it)', async () => {
    const res = await get('/profile/_payload.json');
    expect(res.status).toBe(202);
    expect(res.headers['x-redirect']).toBe('/login?redirect=%2Fprofile');
    expect(res.body).toEqual({ redirect: '/login?redirect=%2Fprofile', status: 302 });
    const guest = await get('/login/_payload.json', cookie);
    expect(guest.headers['x-redirect']).toBe('/');
  });

  it('applies route rules before the page (editor redirects included)', async () => {
    await t.db.query(
      "INSERT INTO redirects (from_path, to_url, status_code) VALUES ('/old-guide', '/about', 301)",
    );
    await new Promise((r) => setTimeout(r, 2_100)); // route rules are cached for 2 s
    const page = await get('/old-guide?x=1');
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/about?x=1');
  });
});
