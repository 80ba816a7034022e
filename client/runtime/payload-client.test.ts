import { describe, expect, it } from 'vitest';
import { loadPayload, payloadFor, payloadUrl } from './payload-client';
import { isUnreachable } from '#shared/routes/route-errors';

describe('payloadUrl', () => {
  it.each([
    ['https://x.test/', '/_payload.json'],
    ['https://x.test/listings?view=grid&page=2', '/listings/_payload.json?view=grid&page=2'],
    ['https://x.test/locations/england/kent', '/locations/england/kent/_payload.json'],
  ])('%s → %s', (url, expected) => {
    expect(payloadUrl(new URL(url))).toBe(expected);
  });
});

describe('payloadFor', () => {
  const page = { loaderData: { root: { r: 1 }, listings: { total: 3 } }, errors: null };

  it('hands each route its own data', () => {
    expect(payloadFor(page, 'root', true)).toEqual({ r: 1 });
    expect(payloadFor(page, 'listings', false)).toEqual({ total: 3 });
    expect(payloadFor(page, 'missing', false)).toBeNull();
  });

  it('turns a payload redirect into a router redirect', () => {
    try {
      payloadFor({ loaderData: {}, errors: null, redirect: '/' }, 'profile', false);
      expect.unreachable();
    } catch (res) {
      expect((res as Response).status).toBe(302);
      expect((res as Response).headers.get('Location')).toBe('/');
    }
  });

  it('rethrows the page error from the page loader and the root error from the root loader only', () => {
    const withError = {
      loaderData: { root: { r: 1 } },
      errors: {
        layout: { status: 404, statusText: 'Not Found', data: { statusMessage: 'Page not found' } },
      },
    };
    expect(payloadFor(withError, 'root', true)).toEqual({ r: 1 });
    try {
      payloadFor(withError, 'cms-page', false);
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({
        init: { status: 404 },
        data: { statusMessage: 'Page not found' },
      });
    }
  });

  it.each([
    ['/listings?page=2', '/listings?page=2'],
    ['https://www.gov.uk/x', 'https://www.gov.uk/x'],
  ])(
    'follows a redirect to %s (another origin: the router loads the whole page)',
    (to, location) => {
      try {
        payloadFor({ loaderData: {}, errors: null, redirect: to }, 'cms-page', false);
        expect.unreachable();
      } catch (res) {
        expect((res as Response).headers.get('Location')).toBe(location);
      }
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    'ftp://x.test/',
    '//evil.test',
  ])('refuses to follow a redirect to %s', (to) => {
    try {
      payloadFor({ loaderData: {}, errors: null, redirect: to }, 'cms-page', false);
      expect.unreachable();
    } catch (err) {
      expect(err).not.toBeInstanceOf(Response);
      expect(err).toMatchObject({ init: { status: 500 }, data: { fatal: true } });
    }
  });
});

describe('loadPayload', () => {
  it('says a 400 in the API error shape as that error, not as a 500', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(
        JSON.stringify({
          error: {
            status: 400,
            name: 'BadRequest',
            message:
              'This search could not be read: search must be at most 100 characters (got 101).',
          },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      )) as typeof fetch;
    try {
      const url = new URL(`https://x.test/listings?search=${'a'.repeat(101)}`);
      const err = await loadPayload(url, new AbortController().signal).catch((e: unknown) => e);
      expect(err).toMatchObject({
        init: { status: 400 },
        data: {
          statusCode: 400,
          statusMessage: 'This search could not be read',
          message: 'search must be at most 100 characters (got 101).',
          // Said inside the layout, as the server's own page says it.
          fatal: false,
        },
      });
    } finally {
      globalThis.fetch = original;
    }
  });

  it('says a request that reached no server (offline) as offline inside the layout, not as a 500', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    try {
      const url = new URL('https://x.test/listings?page=2');
      const err = await loadPayload(url, new AbortController().signal).catch((e: unknown) => e);
      expect(err).toMatchObject({
        data: { statusMessage: 'You seem to be offline', fatal: false, offline: true },
      });
      expect(isUnreachable(err)).toBe(true);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('lets a navigation that was cut short end as the router expects (no offline page)', async () => {
    const original = globalThis.fetch;
    const abort = new AbortController();
    globalThis.fetch = (async () => {
      abort.abort();
      throw new DOMException('aborted', 'AbortError');
    }) as typeof fetch;
    try {
      const url = new URL('https://x.test/listings?page=3');
      const err = await loadPayload(url, abort.signal).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DOMException);
      expect(isUnreachable(err)).toBe(false);
    } finally {
      globalThis.fetch = original;
    }
  });
});
