import type { Logger } from 'pino';
import {
  layoutFromRow,
  pageFromRow,
  servableHome,
  type LoadedLayout,
  type LoadedPage,
} from '#server/cms/pages.server';
import { CMS_CACHE_NAMESPACE, type CmsReader } from '#server/cms/store/cms-reader.server';
import type { SharedCache } from '#server/cache/shared-cache';
import { createTieredCache } from '#server/cache/tiered-cache.server';
import {
  DEFAULT_GLOBAL_CONFIG,
  GlobalConfigSchema,
  type GlobalConfig,
} from '#schema/global-config';
import { LISTING_LAYOUT_PATH } from '#sections/detail/layout-document';
import { isLayoutPath } from '#sections/document-kinds';
import { createStrapiClient, StrapiError, type StrapiClientOptions } from './strapi-client.server';
import {
  GLOBAL_CONFIG_POPULATE,
  LAYOUT_POPULATE,
  PAGE_POPULATE,
  PATHS_POPULATE,
} from './strapi-query';
import { mapLayout, mapPage, normalize, type MapContext } from './strapi-mapper';

/** Strapi 5 REST: entries are flat objects (`id`, `documentId`, attributes); lists have `meta.pagination`. */
interface StrapiEntry extends Record<string, unknown> {
  id: number;
  documentId: string;
  updatedAt?: string;
}
interface StrapiList {
  data: StrapiEntry[];
  meta?: { pagination?: { page: number; pageCount: number } };
}

export interface StrapiReaderOptions extends StrapiClientOptions {
  logger?: Logger | undefined;
  /** How long pages and the global config are served from memory (default 30 s). */
  ttlMs?: number;
  /** Strapi answers shared with other instances (Redis); without it, this process's cache alone. */
  shared?: SharedCache | undefined;
  now?: () => number;
}

/** `/` is the entry with slug `home`; `/guides/buying` the entry with slug `guides/buying`. */
export const slugForPath = (path: string) => (path === '/' ? 'home' : path.replace(/^\/+/, ''));

/** A sitemap row: what of an entry the list keeps (raw in the shared cache). */
interface PathRow {
  path: string;
  updatedAt: string;
  listed: boolean;
}

/**
 * Whether the sitemap lists an entry: not the home page, not `noindex`, and with a section
 * visitors see (one whose `hidden` is not true), as the database store's sitemap asks (decision
 * 093): a page whose sections are all hidden, or that has none, is a 404.
 */
function listed(entry: StrapiEntry): boolean {
  const seo = entry.seo as { noindex?: boolean } | null | undefined;
  const sections = (entry.sections ?? []) as Array<{ hidden?: unknown } | null>;
  return entry.slug !== 'home' && !seo?.noindex && sections.some((s) => s?.hidden !== true);
}

/**
 * Pages, the lot page layout and the global config from a Strapi 5 REST API, validated with the
 * same zod schemas as the database store, cached for `ttlMs` (in process and in the shared
 * cache, which keeps Strapi's raw answers) and served stale when Strapi fails (the CmsReader contract).
 */
export function createStrapiReader(options: StrapiReaderOptions): CmsReader {
  const { logger, ttlMs = 30_000, now, shared } = options;
  const client = createStrapiClient(options);
  const ctx: MapContext = {
    mediaUrl: (url) => (/^https?:\/\//.test(url) ? url : `${client.base}${url}`),
  };
  const cacheOpts = {
    ttlMs,
    logger,
    source: 'Strapi',
    shared,
    namespace: `${CMS_CACHE_NAMESPACE}-strapi`,
    ...(now ? { now } : {}),
  };
  const pages = createTieredCache<StrapiEntry | null, LoadedPage | null>(cacheOpts);
  const layouts = createTieredCache<StrapiEntry | null, LoadedLayout | null>(cacheOpts);
  const config = createTieredCache<StrapiEntry | null, GlobalConfig>(cacheOpts);
  const sitemap = createTieredCache<PathRow[], Array<{ path: string; updatedAt: string }>>(
    cacheOpts,
  );

  const rowOf = (path: string, entry: StrapiEntry, document: unknown) => ({
    path,
    document,
    updated_at: entry.updatedAt ?? new Date().toISOString(),
  });
  const asPage = (path: string) => (entry: StrapiEntry | null) =>
    entry ? pageFromRow(rowOf(path, entry, mapPage(entry, ctx)), logger) : null;
  const asLayout = (entry: StrapiEntry | null) =>
    entry
      ? layoutFromRow(
          rowOf(
            LISTING_LAYOUT_PATH,
            entry,
            mapLayout(entry, ctx, slugForPath(LISTING_LAYOUT_PATH)),
          ),
          logger,
        )
      : null;

  function asGlobalConfig(entry: StrapiEntry | null): GlobalConfig {
    if (!entry) return DEFAULT_GLOBAL_CONFIG;
    const parsed = GlobalConfigSchema.safeParse(normalize(entry, ctx));
    if (parsed.success) return parsed.data;
    logger?.warn(
      { issues: parsed.error.issues },
      'Strapi global config is invalid; serving the default',
    );
    return DEFAULT_GLOBAL_CONFIG;
  }

  async function loadPage(path: string): Promise<StrapiEntry | null> {
    const list = await client.get<StrapiList>('/api/pages', {
      filters: { slug: { $eq: slugForPath(path) } },
      populate: PAGE_POPULATE,
      pagination: { pageSize: 1 },
    });
    return list.data?.[0] ?? null;
  }

  /** Every published entry as a sitemap row, a hundred entries a request. */
  async function loadPathRows(): Promise<PathRow[]> {
    const out: PathRow[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount && page <= 100; page++) {
      const list = await client.get<StrapiList>('/api/pages', {
        fields: ['slug', 'updatedAt'],
        populate: PATHS_POPULATE,
        sort: ['slug:asc'],
        pagination: { page, pageSize: 100 },
      });
      pageCount = list.meta?.pagination?.pageCount ?? 1;
      for (const e of list.data)
        out.push({
          path: `/${String(e.slug)}`,
          updatedAt: new Date(e.updatedAt ?? Date.now()).toISOString(),
          listed: listed(e),
        });
    }
    return out;
  }

  /** A single type; one that was never saved answers 404 (null: the built-in default applies). */
  async function loadSingle(path: string, populate: typeof PAGE_POPULATE) {
    try {
      const body = await client.get<{ data: StrapiEntry | null }>(path, { populate });
      return body.data ?? null;
    } catch (err) {
      if (err instanceof StrapiError && err.status === 404) return null;
      throw err;
    }
  }

  return {
    getPublishedPage: async (path) =>
      isLayoutPath(path) ? null : pages.get(path, () => loadPage(path), asPage(path)),
    getHomePage: async () => servableHome(await pages.get('/', () => loadPage('/'), asPage('/'))),
    getListingLayout: () =>
      layouts.get(
        LISTING_LAYOUT_PATH,
        () => loadSingle('/api/lot-page-layout', LAYOUT_POPULATE),
        asLayout,
      ),
    getGlobalConfig: () =>
      config.get(
        'global-config',
        () => loadSingle('/api/global-config', GLOBAL_CONFIG_POPULATE),
        asGlobalConfig,
      ),
    listPublishedPaths: () =>
      sitemap.get('published-paths', loadPathRows, (rows) =>
        rows.filter((r) => r.listed).map(({ path, updatedAt }) => ({ path, updatedAt })),
      ),
    invalidate(path) {
      if (path === undefined) {
        pages.invalidate();
        layouts.invalidate();
        config.invalidate();
      } else if (isLayoutPath(path)) layouts.invalidate(path);
      else pages.invalidate(path);
      // A page published, hidden or taken down changes the list too.
      if (path === undefined || !isLayoutPath(path)) sitemap.invalidate();
    },
  };
}
