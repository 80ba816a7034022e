export const DEFAULT_RETURN_PATH = '/profile';

/**
 * Where to go after signing in: a path on this site only. Absolute and protocol-relative URLs,
 * backslashes, control characters and the auth routes themselves fall back to `/profile`.
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 512) return DEFAULT_RETURN_PATH;
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_RETURN_PATH;
  if (raw.startsWith('//')) return DEFAULT_RETURN_PATH;
  const base = 'http://return.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== base) return DEFAULT_RETURN_PATH;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
