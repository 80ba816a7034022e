import { describe, expect, it, vi } from 'vitest';
import { redirect } from 'react-router';
import { compileRoutes, PAGE_ROUTES } from './route-table';
import { GLOBAL_MIDDLEWARE, type MiddlewareContext } from './middleware';
import { guardRouteInBrowser } from './guard-route';

const ROUTES = compileRoutes(PAGE_ROUTES, GLOBAL_MIDDLEWARE);
const route = (id: string) => ROUTES.find((r) => r.id === id)!;
const ctx = (path: string, params: Record<string, string>): MiddlewareContext => ({
  url: new URL(path, 'https://x.test'),
  params,
  user: null,
  side: 'client',
});

describe('guardRouteInBrowser', () => {
  it('lets a valid address load without asking the server first', async () => {
    const ask = vi.fn(async () => {});
    await guardRouteInBrowser(route('postcode'), ctx('/postcodes/ls6', { '*': 'ls6' }), ask);
    expect(ask).not.toHaveBeenCalled();
  });

  it('follows the redirect the server gives an address the validation rejects', async () => {
    const to = redirect('/postcodes/ls6', 301);
    const outcome = guardRouteInBrowser(
      route('postcode'),
      ctx('/postcodes/LS6', { '*': 'LS6' }),
      async () => {
        throw to;
      },
    );
    await expect(outcome).rejects.toBe(to);
  });

  it('keeps the fatal 404 when the server has no redirect for it', async () => {
    const outcome = guardRouteInBrowser(
      route('listing'),
      ctx('/listings/abc', { id: 'abc' }),
      async () => {},
    );
    await expect(outcome).rejects.toMatchObject({
      init: { status: 404 },
      data: { statusMessage: 'Page Not Found: /listings/abc', fatal: true },
    });
  });

  it('runs the middleware first: a trailing slash is removed without asking the server', async () => {
    const ask = vi.fn(async () => {});
    const outcome = guardRouteInBrowser(
      route('listing'),
      ctx('/listings/abc/', { id: 'abc' }),
      ask,
    );
    await expect(outcome).rejects.toMatchObject({ status: 301 });
    expect(ask).not.toHaveBeenCalled();
  });
});
