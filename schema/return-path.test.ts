import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_RETURN_PATH,
  isSameSitePath,
  safeReturnPath,
  signInPath,
  withFragment,
} from './return-path';

/** How a browser would read a Location header value: another host or a scheme means off-site. */
function leavesSite(location: string): boolean {
  const base = 'https://auctions.example.co.uk';
  return new URL(location, base).origin !== base;
}

describe('safeReturnPath', () => {
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/./\\evil.example',
    '/\\evil.example',
    '//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/auth/callback',
  ])('sends %j to the default, never off the site', (raw) => {
    expect(safeReturnPath(raw)).toBe(DEFAULT_RETURN_PATH);
  });

  it.each([
    ['/listings?location=leeds', '/listings?location=leeds'],
    ['/a/../saved-searches', '/saved-searches'],
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
  ])('keeps the on-site path %j', (raw, out) => {
    expect(safeReturnPath(raw)).toBe(out);
  });

  it('never returns a value a browser would read as another site (property)', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '\t',
      '\n',
      '\r',
      '\u0000',
      'evil.example',
      ':',
      'http:',
      'javascript:',
      '@',
      '?',
      '#',
      'a',
      '%09',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 12 }), (parts) => {
        const out = safeReturnPath(parts.join(''));
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//') || out.startsWith('/\\')).toBe(false);
        expect(out).not.toMatch(/^[a-z][a-z0-9+.-]*:/i);
        expect(leavesSite(out)).toBe(false);
        expect(isSameSitePath(out)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('signInPath', () => {
  it('comes back to the page without its query when the query is longer than a sign-in follows', () => {
    const back = `/profile?redirect=${'%00'.repeat(3000)}`;
    expect(signInPath(back)).toBe('/login?redirect=%2Fprofile');
    expect(signInPath(`/${'a'.repeat(600)}`)).toBe('/login');
    const kept = `/listings?search=${'a'.repeat(400)}`;
    expect(safeReturnPath(kept)).toBe(kept);
    expect(signInPath(kept)).toBe(`/login?redirect=${encodeURIComponent(kept)}`);
  });
  it('comes back to the page it was on, query and all', () => {
    expect(signInPath('/listings?location=york&view=map')).toBe(
      '/login?redirect=%2Flistings%3Flocation%3Dyork%26view%3Dmap',
    );
  });
  it('is plain /login from home, from the sign-in pages, and for anything not a path here', () => {
    for (const back of [
      '',
      '/',
      '/login',
      '/login?redirect=%2Fx',
      '/sign-up',
      '/reset-password?code=1',
      '//evil.example',
      'https://evil.example/',
    ])
      expect(signInPath(back)).toBe('/login');
  });
});

describe('withFragment', () => {
  it('adds the sign-in page’s fragment to a return path without one', () => {
    expect(withFragment('/profile', '#watched-lots')).toBe('/profile#watched-lots');
    expect(withFragment('/listings?page=2', '#watch-12')).toBe('/listings?page=2#watch-12');
  });

  it('keeps a return path’s own fragment, and adds nothing when there is none', () => {
    expect(withFragment('/profile#saved-searches', '#watched-lots')).toBe(
      '/profile#saved-searches',
    );
    expect(withFragment('/profile', '')).toBe('/profile');
    expect(withFragment('/profile', '#')).toBe('/profile');
  });
});
