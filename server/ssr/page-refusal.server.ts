import type { PageData } from '#shared/routes/page-data';
import type { PageId } from '#shared/routes/page-id';
import { PAGE_ROUTES } from '#shared/routes/route-table';

/** A page its data says is a refusal: its HTTP status, and what its payload says went wrong. */
export interface PageRefusal {
  status: number;
  message: string;
}

type PageRefusals = { [K in PageId]?: (data: PageData<K>) => PageRefusal | null };

const NOT_OUR_LINK = 400;

/**
 * Pages whose data is a refusal, still rendered as the page, with a refusal status; the page's
 * payload carries the same status and a `message` beside its data (the page says it in its own
 * words), so a script reading the payload learns what was wrong as from any other 4xx. Every
 * other page answers 200. Server-side, so no page's first load carries it. An e-mailed link that
 * is no link of ours answers 400: a link opened twice or expired is a link we sent, and its page
 * offers the way on.
 */
const REFUSALS: PageRefusals = {
  'confirm-email': (data) =>
    data.state === 'invalid'
      ? { status: NOT_OUR_LINK, message: 'This confirmation link is not valid.' }
      : data.change?.state === 'invalid'
        ? { status: NOT_OUR_LINK, message: 'This link to change a sign-in address is not valid.' }
        : null,
  'alerts-unsubscribe': (data) =>
    data.state === 'invalid'
      ? {
          status: NOT_OUR_LINK,
          message: 'This unsubscribe link is incomplete or names no alert, so nothing was stopped.',
        }
      : null,
};

export function pageRefusal<K extends PageId>(id: K, data: PageData<K>): PageRefusal | null {
  const of = REFUSALS[id] as ((data: PageData<K>) => PageRefusal | null) | undefined;
  return of ? of(data) : null;
}

/**
 * Pages of e-mailed links that say a link is not ours in their own words: a value over its cap
 * or damaged (`/alerts/unsubscribe?token=` and 3000 characters, `/reset-password?code=%00`) is no
 * token of ours, and the page says so as for any other ("Link not recognised", "This reset link
 * is not valid"), not "This search could not be read". Its loader reads each value cleaned and
 * cut to its cap (`withinCaps`).
 */
export const SAYS_BAD_LINKS: ReadonlySet<PageId> = new Set<PageId>([
  'alerts-unsubscribe',
  'reset-password',
  'confirm-email',
]);

const BAD_LINK_PATHS: ReadonlySet<string> = new Set(
  PAGE_ROUTES.filter((r) => SAYS_BAD_LINKS.has(r.id)).map((r) => r.path),
);

/** Whether the page at this path (or its payload's page) is one of `SAYS_BAD_LINKS`. */
export const saysBadLinksAt = (pathname: string) => BAD_LINK_PATHS.has(pathname);
