import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import {
  layoutFromRow,
  listPublishedPaths,
  pageFromRow,
  servableHome,
  readHomeRow,
  readPublishedRow,
  type LoadedLayout,
  type LoadedPage,
  type PublishedRow,
} from '#server/cms/pages.server';
import { globalConfigFrom, readGlobalConfigValue } from '#server/cms/global-config.server';
import type { GlobalConfig } from '#schema/global-config';
import { isLayoutPath } from '#sections/document-kinds';
import { LISTING_LAYOUT_PATH } from '#sections/detail/layout-document';
import type { SharedCache } from '#server/cache/shared-cache';
import { createTieredCache } from '#server/cache/tiered-cache.server';

/** What the page routes read; the database reader and the Strapi reader both implement it. */
export interface CmsReader {
  /** The published page at `path` (`/about`), or null. */
  getPublishedPage(path: string): Promise<LoadedPage | null>;
  /** The page marked as home, or null (the built-in landing page renders then). */
  getHomePage(): Promise<LoadedPage | null>;
  /** The published layout of lot pages, or null (the built-in order applies then). */
  getListingLayout(): Promise<LoadedLayout | null>;
  getGlobalConfig(): Promise<GlobalConfig>;
  /** Published, indexable pages other than home (the sitemap). */
  listPublishedPaths(): Promise<Array<{ path: string; updatedAt: string }>>;
  /** Drops this process's copy of one path (and of the home page), or of everything. */
  invalidate(path?: string): void;
}

/** The shared-cache namespace of CMS reads; the store invalidates it on every change. */
export const CMS_CACHE_NAMESPACE = 'cms';

export interface CmsReaderOptions {
  db: Queryable;
  logger?: Logger | undefined;
  /** How long a published page is served from memory (default 30 s). */
  ttlMs?: number;
  /** Reads shared with other instances (Redis); without it, this process's cache alone. */
  shared?: SharedCache | undefined;
  now?: () => number;
}

// Page paths start with `/`, so these keys never meet one.
const HOME_KEY = 'home';
const CONFIG_KEY = 'global-config';

/**
 * Published pages from the database, cached in process for `ttlMs` and in the shared cache
 * (invalidated on every editor change through the store's onChange), served stale when the
 * database fails. The shared tier holds the database's raw answer, validated on each fill.
 */
export function createCmsReader({
  db,
  logger,
  ttlMs = 30_000,
  shared,
  now,
}: CmsReaderOptions): CmsReader {
  const opts = {
    ttlMs,
    logger,
    source: 'the database',
    shared,
    namespace: CMS_CACHE_NAMESPACE,
    ...(now ? { now } : {}),
  };
  const pages = createTieredCache<PublishedRow | null, LoadedPage | null>(opts);
  const layouts = createTieredCache<PublishedRow | null, LoadedLayout | null>(opts);
  const config = createTieredCache<unknown, GlobalConfig>(opts);
  const asPage = (row: PublishedRow | null) => (row ? pageFromRow(row, logger) : null);
  const asLayout = (row: PublishedRow | null) => (row ? layoutFromRow(row, logger) : null);
  return {
    getPublishedPage: async (path) =>
      isLayoutPath(path) ? null : pages.get(path, () => readPublishedRow(db, path), asPage),
    getHomePage: async () => servableHome(await pages.get(HOME_KEY, () => readHomeRow(db), asPage)),
    getListingLayout: () =>
      layouts.get(LISTING_LAYOUT_PATH, () => readPublishedRow(db, LISTING_LAYOUT_PATH), asLayout),
    getGlobalConfig: () =>
      config.get(
        CONFIG_KEY,
        () => readGlobalConfigValue(db),
        (raw) => globalConfigFrom(raw, logger),
      ),
    listPublishedPaths: () => listPublishedPaths(db),
    invalidate(path) {
      if (path === undefined) {
        pages.invalidate();
        layouts.invalidate();
        config.invalidate();
        return;
      }
      if (isLayoutPath(path)) return layouts.invalidate(path);
      pages.invalidate(path);
      // The home page is also cached under its own key; any page change may concern it.
      pages.invalidate(HOME_KEY);
    },
  };
}
