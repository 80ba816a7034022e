export const DEFAULT_RETURN_PATH = '/profile';

/** The longest return path a sign-in follows; a longer one is a link nobody made. */
export const RETURN_PATH_MAX = 512;

const BASE = 'http://return.invalid';

/**
 * True when `path` is a path on this site exactly as written: it starts with one `/` (not `//` or
 * `/\`, which browsers read as another host), has no backslash or control character, and a URL
 * parser resolves it to this origin unchanged in meaning. Checked on what is returned, never only
 * on the raw input, so normalisation cannot turn `/.//evil.example` into `//evil.example`.
 */
export function isSameSitePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])/.test(path) || /[\\\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE && /^\/(?![/\\])/.test(url.pathname);
  } catch {
    return false;
  }
}

/**
 * Where to go after signing in: a path on this site only. Absolute and protocol-relative URLs,
 * backslashes, control characters, dot segments that collapse into `//`, and the auth routes
 * themselves fall back to `/profile`.
 */
export function safeReturnPath(raw: unknown, fallback = DEFAULT_RETURN_PATH): string {
  if (typeof raw !== 'string' || raw.length > RETURN_PATH_MAX || !isSameSitePath(raw)) {
    return fallback;
  }
  const url = new URL(raw, BASE);
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
  const out = `${url.pathname}${url.search}${url.hash}`;
  return isSameSitePath(out) ? out : fallback;
}

/**
 * A return path with the sign-in page's own fragment when it has none of its own. A visitor
 * sent to sign in from `/profile#watched-lots` arrives at `/login?redirect=%2Fprofile#watched-lots`:
 * the fragment never reaches the server, so the redirect cannot put it in the return path, but the
 * browser keeps it over the redirect. An e-mailed link says it in the return path itself
 * (`/login?redirect=%2Fprofile%23watched-lots`), and that one wins.
 */
export function withFragment(path: string, hash: string): string {
  return hash.length > 1 && !path.includes('#') ? `${path}${hash}` : path;
}

/** Pages a sign-in should not come back to: the sign-in pages themselves. */
const AUTH_PAGES =
  /^\/(login|sign-up|signup-success|forgot-password|reset-password|change-password|confirm-email)(\/|$|\?)/;

/**
 * The sign-in page that comes back to `back` (a path with its query) once signed in: every
 * "Sign in" link goes through here. From the home page or a sign-in page, plain `/login` (which
 * goes to the account page).
 */
export function signInPath(back: string): string {
  return withReturnPath('/login', back);
}

/** The sign-up page that offers the way back to `back` once the account is made (as signInPath). */
export function signUpPath(back: string): string {
  return withReturnPath('/sign-up', back);
}

function withReturnPath(page: string, back: string): string {
  // Too long for a sign-in to follow: the page without its query, so the link never outgrows
  // what a sign-in accepts or what fits in a response's `Location` header.
  const kept = back.length > RETURN_PATH_MAX ? back.split(/[?#]/, 1)[0]! : back;
  if (!kept || kept === '/' || kept.length > RETURN_PATH_MAX || AUTH_PAGES.test(kept)) return page;
  return isSameSitePath(kept) ? `${page}?redirect=${encodeURIComponent(kept)}` : page;
}

/**
 * Where a signed-in visitor of a sign-in page goes: the path its `redirect` names (a link that
 * leads through signing in, such as an alert e-mail's "Manage your saved searches"), else home.
 */
export function signedInVisitorPath(url: URL): string {
  const back = url.searchParams.get('redirect');
  if (!back) return '/';
  const path = safeReturnPath(back);
  return AUTH_PAGES.test(path) ? '/' : path;
}
