import type { AccountFormId } from '#shared/forms/account-forms';
import type { LayoutName, PageMeta } from './page-meta';
import type { MiddlewareName, RouteMiddleware } from './middleware';
import type { PageId } from './page-id';

/** What a page's route module declares (SPEC §2); `D` is the data its server loader returns. */
export interface PageSpec<K extends PageId, D> {
  id: K;
  path: string;
  /** Fixed, or chosen from the page's data (CMS pages). */
  layout: LayoutName | ((data: D) => LayoutName);
  middleware?: ReadonlyArray<MiddlewareName | RouteMiddleware>;
  /** A route-level validation; false → fatal 404 `Page Not Found: {path}`. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  meta: (data: D) => PageMeta;
  /** Listed in the static-pages sitemap. */
  inSitemap?: boolean;
  /** The page's form: POSTs run this account action (server without JS, browser with it). */
  form?: AccountFormId;
}

/**
 * A page route as the route table holds it. `layout` and `meta` are methods: the route table
 * lists pages of different data types as `PageRoute[]`, and the generic code that calls them
 * (layout switch, head tags) hands each route its own loader's data. `PageData<K>` reads `D`
 * back from `meta`'s parameter.
 */
export interface PageRoute<K extends PageId = PageId, D = unknown> {
  id: K;
  path: string;
  middleware?: ReadonlyArray<MiddlewareName | RouteMiddleware>;
  validate?: (params: Record<string, string | undefined>) => boolean;
  inSitemap?: boolean;
  form?: AccountFormId;
  layout(data: D): LayoutName;
  meta(data: D): PageMeta;
}

/** The data type a route module declared: what its loader must return and its component receives. */
export type DataOf<R> = R extends { meta(data: infer D): PageMeta } ? D : never;

/**
 * Declares a page: `definePage<ListingsData>()({ id: 'listings', … })`. The data type is given
 * once, here; the server loader map and the page component map are typed against it by page id.
 * Pages without a loader declare `null`.
 */
export function definePage<D>() {
  return <K extends PageId>(spec: PageSpec<K, D>): PageRoute<K, D> => {
    const { layout, meta, ...rest } = spec;
    return {
      ...rest,
      layout: typeof layout === 'function' ? layout : () => layout,
      meta,
    };
  };
}

/** Fixed head tags. */
export const titled = (title: string, description?: string) => (): PageMeta => ({
  title,
  description,
});

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
