import { withoutTrailingSlashes } from './trailing-slashes';

/**
 * Every page URL of the site is lower-case (slugs, postcodes, CMS paths), so `/Listings`,
 * `/postcodes/LS6` and `/locations/England/...` are other spellings of one page. This gives the
 * spelling to redirect to, or null when the path is already canonical.
 */

/** Other names of the home page (the `prevent-root` middleware sends them to `/` as well). */
export const ROOT_ALIASES = ['/home', '/index', '/index.html', '/index.php'];

/** Paths whose case matters or that are not pages: hashed files, uploads, APIs, build files. */
const NOT_PAGES = ['/assets', '/media', '/api', '/graphql', '/builds', '/sitemaps'];

/** A–Z outside percent-escapes (`%C3%A9` stays as it is: the same bytes either way). */
function lowerCaseAscii(pathname: string): string {
  return pathname.replace(/%[0-9a-f]{2}|[A-Z]+/gi, (m) =>
    m.startsWith('%') ? m : m.toLowerCase(),
  );
}

/** An inward code (`1AA`), whose first digit is the sector. */
const FULL_POSTCODE = /^([a-z]{1,2}\d[a-z\d]?)(?:%20|\+|-|\s)*(\d)[a-z]{2}$/;
/** A sector typed with a space (`ls6 1`, `ls6%201`) or a hyphen. */
const SPACED_SECTOR = /^([a-z]{1,2}\d[a-z\d]?)(?:%20|\+|-|\s)+(\d)$/;

/**
 * `/postcodes/ls6%201` (a sector typed with a space) and `/postcodes/ls6%201aa` (a full postcode)
 * → `/postcodes/ls6/1`, the sector page; unit postcodes have no page of their own.
 */
const MAX_POSTCODE_SPELLING = 24;

function postcodeSpelling(pathname: string): string {
  const m = /^\/postcodes\/(.+)$/.exec(pathname);
  // No postcode spelling is longer than this; a long path is left alone unread (the trimming
  // below would backtrack over a long run of spaces).
  if (!m || m[1]!.length > MAX_POSTCODE_SPELLING) return pathname;
  const typed = m[1]!.replace(/(?:%20|\+|\s)+$/, '').replace(/^(?:%20|\+|\s)+/, '');
  const sector = FULL_POSTCODE.exec(typed) ?? SPACED_SECTOR.exec(typed);
  return sector ? `/postcodes/${sector[1]}/${sector[2]}` : pathname;
}

/**
 * The canonical spelling of a page path (lower case, no trailing slash, a postcode as its page),
 * or null when `pathname` already is it (or is no page).
 */
export function canonicalPagePath(pathname: string): string | null {
  // `//host` or `/\host` would read as another site in a Location header: never redirect those.
  if (!/^\/(?![/\\])/.test(pathname)) return null;
  const lower = lowerCaseAscii(pathname);
  if (NOT_PAGES.some((p) => lower === p || lower.startsWith(`${p}/`))) return null;
  // Trailing slashes go in the same answer: `/Listings/` took two 301s, the second the slash's.
  const page = withoutTrailingSlashes(lower) || '/';
  const canonical = ROOT_ALIASES.includes(page) ? '/' : postcodeSpelling(page);
  return canonical === pathname ? null : canonical;
}
