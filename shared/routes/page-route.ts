import type { AccountFormId } from '#shared/forms/account-forms';
import type { LayoutName, PageMeta } from './page-meta';
import type { MiddlewareName, RouteMiddleware } from './middleware';
import type { PageId } from './page-id';

/** A function whose parameter is checked bivariantly, as methods are (React's types do the same). */
type Bivariant<A, R> = { bivarianceHack(arg: A): R }['bivarianceHack'];

/**
 * A page route (SPEC §2), as its route module under shared/pages/ declares it:
 * `export const listing: PageRoute<'listing', ListingData> = { id: 'listing', … }`. `D` is the data
 * its server loader returns; pages without a loader declare `null`. `PageData<K>` reads `D` back,
 * and the server loader map and the page component map are typed against it by page id.
 *
 * `layout` and `meta` take their data bivariantly: the route table lists pages of different data
 * types as `PageRoute[]`, and the generic code that calls them (layout switch, head tags) hands
 * each route its own loader's data.
 */
export interface PageRoute<K extends PageId = PageId, D = unknown> {
  id: K;
  path: string;
  /** Fixed, or chosen from the page's data (CMS pages). */
  layout: LayoutName | Bivariant<D, LayoutName>;
  middleware?: ReadonlyArray<MiddlewareName | RouteMiddleware>;
  /** A route-level validation; false → fatal 404 `Page Not Found: {path}`. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  meta: Bivariant<D, PageMeta>;
  /** Listed in the static-pages sitemap. */
  inSitemap?: boolean;
  /** The page's form: POSTs run this account action (server without JS, browser with it). */
  form?: AccountFormId;
  /**
   * Its loader may change the signed-in account (an e-mailed link opened): the server reads the
   * user for the root data after it, so the header and the guards see the account as it now is.
   */
  loaderChangesAccount?: true;
}

/** The data type a route module declared: what its loader must return and its component receives. */
export type DataOf<R> = R extends PageRoute<PageId, infer D> ? D : never;

export function layoutOf<D>(route: PageRoute<PageId, D>, data: D): LayoutName {
  return typeof route.layout === 'function' ? route.layout(data) : route.layout;
}

/** Fixed head tags. */
export const titled = (title: string, description?: string) => (): PageMeta => ({
  title,
  description,
});

/**
 * Fixed head tags of a page kept out of search engines: a signed-in visitor's own pages, and the
 * steps of signing up, in or back in reached from an e-mailed link, which show a stranger nothing
 * of use (robots.txt keeps crawlers from /profile, but a page linked from elsewhere is still
 * indexed by its address unless it says `noindex`).
 */
export const unindexed = (title: string) => (): PageMeta => ({ title, noindex: true });

/** The loader's head tags; the fallback title only if a page renders without its data. */
export const fromData =
  (fallback: string) =>
  (data: { meta?: PageMeta } | null | undefined): PageMeta =>
    data?.meta ?? { title: fallback };

/** Fixed head tags, completed or overridden by the loader's `meta` (canonical URL, JSON-LD …). */
export const withData =
  (base: PageMeta) =>
  (data: { meta?: Partial<PageMeta> } | null | undefined): PageMeta => ({
    ...base,
    ...data?.meta,
  });
