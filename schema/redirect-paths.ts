import { withoutTrailingSlashes } from './trailing-slashes';

/**
 * What an editor's redirect may start from, and the one spelling it is kept in (decision 070).
 * A leaf: the admin's form and the API check the same rules.
 */

/**
 * First path segments the site needs in order to work, or that are answered before redirects
 * apply: a redirect from `/admin` or `/login` would lock the editors out of the admin that could
 * remove it; one from `/api` or `/assets` would never apply; one from `/alerts` would break the
 * stop links of every alert e-mail sent, and one from `/profile` a buyer's account pages. Pages
 * (`/listings`, `/articles/…`) may still be redirected.
 */
export const REDIRECT_PROTECTED_SEGMENTS = [
  'admin',
  'alerts',
  'api',
  'assets',
  'auth',
  'builds',
  'graphql',
  'healthz',
  'readyz',
  'media',
  'metrics',
  'robots.txt',
  'sitemap.xml',
  'sitemaps',
  'login',
  'sign-up',
  'confirm-email',
  'signup-success',
  'forgot-password',
  'reset-password',
  'change-password',
  'profile',
] as const;

/**
 * The site's main pages, each the way into one of its sections (the header's links and the home
 * page). An editor may redirect one (decision 070), but only for a time: browsers keep a permanent
 * redirect after it is removed, so "/listings → /about" as a 301, a slip put right in a minute,
 * would still send every visitor who met it away from the search.
 */
export const MAIN_PAGES = [
  '/listings',
  '/auctions',
  '/auctioneers',
  '/sold-house-prices',
  '/locations',
  '/postcodes',
  '/articles',
] as const;

/** Whether a redirect from `path` sends a main page away for good (301 or 308). */
export const sendsMainPageAwayForGood = (path: string, statusCode: number): boolean =>
  (statusCode === 301 || statusCode === 308) &&
  (MAIN_PAGES as readonly string[]).includes(redirectKey(path.trim()).toLowerCase());

/** The protected first segment `path` starts with, or null. */
export function protectedSegmentOf(path: string): string | null {
  const first = (path.split('/')[1] ?? '').toLowerCase();
  return (REDIRECT_PROTECTED_SEGMENTS as readonly string[]).includes(first) ? first : null;
}

/** What browsers percent-encode in a path: anything outside printable ASCII, and `"<>\`{}`. */
const ENCODED_BY_BROWSERS = /[^\x21-\x7e]|["<>`{}]/gu;

/**
 * A path as a browser sends it, which is how the server reads it: `/café` and `/caf%c3%a9` are
 * both `/caf%C3%A9`. Null when the path cannot be written so (broken Unicode).
 */
export function pathAsRequested(path: string): string | null {
  try {
    return path
      .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
      .replace(ENCODED_BY_BROWSERS, (ch) => encodeURIComponent(ch));
  } catch {
    return null;
  }
}

/**
 * The path a redirect answers for, whichever way its source was typed: `/old-page/` and
 * `/old-page` are one address to a visitor (the site spells pages without the slash), so an
 * editor's redirect from either answers both (decision 081).
 */
export const redirectKey = (path: string): string =>
  path.length > 1 ? withoutTrailingSlashes(path) || '/' : path;

/**
 * Redirects built into the site (server/http/route-rules.server.ts applies them before any page):
 * no editor's redirect or CMS page can be at these paths.
 */
export const BUILT_IN_REDIRECTS = {
  '/auction-houses': { to: '/auctioneers', statusCode: 301 },
  '/terms': { to: '/terms-and-conditions', statusCode: 301 },
  '/privacy': { to: '/privacy-policy', statusCode: 301 },
  '/land-registry': {
    to: 'https://www.gov.uk/search-property-information-land-registry',
    statusCode: 302,
  },
} as const satisfies Record<string, { to: string; statusCode: 301 | 302 | 307 | 308 }>;

/**
 * Sections moved whole (301): what follows the old prefix goes on under the new one. An auction
 * house's old address (`/auction-houses/15`) was a 404 beside the list's redirect.
 */
export const BUILT_IN_MOVES = { '/auction-houses/': '/auctioneers/' } as const;

/**
 * Where a section moved whole sends `path` under it (`/auction-houses/15`), or null. A trailing
 * slash goes in the same answer (`/auction-houses/15/` took two 301s, the second the slash's).
 */
export function movedSectionOf(path: string): string | null {
  const moved = Object.entries(BUILT_IN_MOVES).find(([from]) => path.startsWith(from));
  const rest = moved ? path.slice(moved[0].length).replace(/\/+$/, '') : '';
  return moved && rest ? `${moved[1]}${rest}` : null;
}

/** Where a built-in redirect sends `path`, or null. */
export function builtInRedirectOf(path: string): string | null {
  return Object.hasOwn(BUILT_IN_REDIRECTS, path)
    ? BUILT_IN_REDIRECTS[path as keyof typeof BUILT_IN_REDIRECTS].to
    : movedSectionOf(path);
}
