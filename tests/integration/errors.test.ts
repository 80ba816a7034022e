import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_UA, BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createPageHandler } from '#server/ssr/server-routes.server';
import { PAGE_ROUTES } from '#shared/routes/route-table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, ua = BROWSER_UA) => request(t.app).get(path).set('User-Agent', ua);

describe('route validation (fatal 404)', () => {
  it.each([
    '/listings/abc',
    '/listings/0',
    '/listings/12abc',
    '/auctioneers/-4',
    '/locations/not_a_slug',
    '/postcodes/sw1a/%20',
    '/articles/with_underscore',
    '/auth/facebook/callback',
  ])('%s → 404 "Page Not Found: {path}" without the layout', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found: /');
    expect(res.text).not.toContain('aria-label="Main"');
    expect(res.text).toContain('Go Home');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('upper case is a spelling, not a failed validation: one 301 to the lower-case path', async () => {
    const res = await get('/locations/Not_A_Slug');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/locations/not_a_slug');
  });

  it('shows the exact path in the status message', async () => {
    const res = await get('/listings/abc');
    expect(res.text).toContain('Page Not Found: /listings/abc');
  });
});

describe('unmatched route (non-fatal 404)', () => {
  it('answers 404 "Page not found" with the full path, inside the layout', async () => {
    const res = await get('/no/such/page?ref=mail');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('We could not find /no/such/page?ref=mail.');
    expect(res.text).toContain('aria-label="Main"');
    expect(res.text).toContain('href="/"');
  });

  it('a valid id that does not exist is a non-fatal 404 too', async () => {
    const res = await get('/listings/987654321');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
  });
});

describe('bots', () => {
  it('get the status code and a plain body, no rendered error page', async () => {
    const res = await get('/no/such/page', BOT_UA);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toBe('404 Page not found\n');
  });

  it('get the whole document of a good page', async () => {
    const res = await get('/terms-and-conditions', BOT_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('governed by the law of England and Wales');
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });
});

describe('route middleware names', () => {
  it('an unknown name fails when the route table is compiled, naming the route and the known names', () => {
    const bad = [
      ...PAGE_ROUTES,
      {
        ...PAGE_ROUTES[0]!,
        id: 'listings' as const,
        path: '/x',
        middleware: ['admin-only' as never],
      },
    ];
    expect(() => createPageHandler(bad)).toThrow(
      'Unknown route middleware "admin-only" on route "listings". Known names: auth, guest, prevent-root, editor.',
    );
  });
});

describe('HEAD and error shapes', () => {
  it('HEAD answers the status without a body', async () => {
    const res = await request(t.app).head('/listings').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text ?? '').toBe('');
  });

  it('an unknown API path is a JSON 404 in the documented error shape', async () => {
    const res = await request(t.app).get('/builds/meta/nope.json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { status: 404, name: 'NotFoundError', message: 'Unknown build id', details: {} },
    });
  });
});
