import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { findPublishedPage, listPublishedPaths, type LoadedPage } from '#server/cms/pages.server';
import { findHomePage } from '#server/cms/home-page.server';
import { readGlobalConfig } from '#server/cms/global-config.server';
import type { GlobalConfig } from '#schema/global-config';
import { createStaleCache } from './stale-cache.server';

/** What the page routes read; the database reader and the Strapi reader both implement it. */
export interface CmsReader {
  /** The published page at `path` (`/about`), or null. */
  getPublishedPage(path: string): Promise<LoadedPage | null>;
  /** The page marked as home, or null (the built-in landing page renders then). */
  getHomePage(): Promise<LoadedPage | null>;
  getGlobalConfig(): Promise<GlobalConfig>;
  /** Published, indexable pages other than home (the sitemap). */
  listPublishedPaths(): Promise<Array<{ path: string; updatedAt: string }>>;
  /** Drops the cached copy of one path (and of the home page), or of everything. */
  invalidate(path?: string): void;
}

export interface CmsReaderOptions {
  db: Queryable;
  logger?: Logger;
  /** How long a published page is served from memory (default 30 s). */
  ttlMs?: number;
  now?: () => number;
}

const HOME_KEY = '\0home';
const CONFIG_KEY = '\0global-config';

/**
 * Published pages from the database, cached in process for `ttlMs` (invalidated on every editor
 * change through the store's onChange) and served stale when the database fails.
 */
export function createCmsReader({ db, logger, ttlMs = 30_000, now }: CmsReaderOptions): CmsReader {
  const opts = { ttlMs, logger, source: 'the database', ...(now ? { now } : {}) };
  const pages = createStaleCache<LoadedPage | null>(opts);
  const config = createStaleCache<GlobalConfig>(opts);
  return {
    getPublishedPage: (path) => pages.get(path, () => findPublishedPage(db, path, logger)),
    getHomePage: () => pages.get(HOME_KEY, () => findHomePage(db, logger)),
    getGlobalConfig: () => config.get(CONFIG_KEY, () => readGlobalConfig(db, logger)),
    listPublishedPaths: () => listPublishedPaths(db),
    invalidate(path) {
      if (path === undefined) {
        pages.invalidate();
        config.invalidate();
        return;
      }
      pages.invalidate(path);
      // The home page is also cached under its own key; any page change may concern it.
      pages.invalidate(HOME_KEY);
    },
  };
}
