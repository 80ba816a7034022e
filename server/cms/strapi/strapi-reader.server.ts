import type { Logger } from 'pino';
import type { LoadedPage } from '#server/cms/pages.server';
import type { CmsReader } from '#server/cms/store/cms-reader.server';
import { createStaleCache } from '#server/cms/store/stale-cache.server';
import { PageDocumentSchema, parseSections } from '#schema/page';
import {
  DEFAULT_GLOBAL_CONFIG,
  GlobalConfigSchema,
  type GlobalConfig,
} from '#schema/global-config';
import { createStrapiClient, StrapiError, type StrapiClientOptions } from './strapi-client.server';
import { GLOBAL_CONFIG_POPULATE, PAGE_POPULATE } from './strapi-query';
import { mapPage, normalize, type MapContext } from './strapi-mapper';

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
  now?: () => number;
}

/** `/` is the entry with slug `home`; `/guides/buying` the entry with slug `guides/buying`. */
export const slugForPath = (path: string) => (path === '/' ? 'home' : path.replace(/^\/+/, ''));

/**
 * Pages and the global config from a Strapi 5 REST API, validated with the same zod schemas as
 * the database store, cached for `ttlMs` and served stale when Strapi fails (the CmsReader contract).
 */
export function createStrapiReader(options: StrapiReaderOptions): CmsReader {
  const { logger, ttlMs = 30_000, now } = options;
  const client = createStrapiClient(options);
  const ctx: MapContext = {
    mediaUrl: (url) => (/^https?:\/\//.test(url) ? url : `${client.base}${url}`),
  };
  const cacheOpts = { ttlMs, logger, source: 'Strapi', ...(now ? { now } : {}) };
  const pages = createStaleCache<LoadedPage | null>(cacheOpts);
  const config = createStaleCache<GlobalConfig>(cacheOpts);

  function toLoaded(path: string, entry: StrapiEntry): LoadedPage | null {
    const doc = PageDocumentSchema.safeParse(mapPage(entry, ctx));
    if (!doc.success) {
      logger?.warn(
        { page: path, documentId: entry.documentId, issues: doc.error.issues },
        'Strapi page document is invalid; not served',
      );
      return null;
    }
    const { sections, issues } = parseSections(doc.data.sections);
    for (const issue of issues)
      logger?.warn(
        { page: path, index: issue.index, type: issue.type, issues: issue.issues },
        'section skipped',
      );
    return {
      path,
      updatedAt: new Date(entry.updatedAt ?? Date.now()).toISOString(),
      document: doc.data,
      sections,
    };
  }

  async function loadPage(path: string): Promise<LoadedPage | null> {
    const list = await client.get<StrapiList>('/api/pages', {
      filters: { slug: { $eq: slugForPath(path) } },
      populate: PAGE_POPULATE,
      pagination: { pageSize: 1 },
    });
    const entry = list.data?.[0];
    return entry ? toLoaded(path, entry) : null;
  }

  async function loadGlobalConfig(): Promise<GlobalConfig> {
    let body: { data: StrapiEntry | null };
    try {
      body = await client.get('/api/global-config', { populate: GLOBAL_CONFIG_POPULATE });
    } catch (err) {
      // A single type that was never saved answers 404: the site runs on the defaults.
      if (err instanceof StrapiError && err.status === 404) return DEFAULT_GLOBAL_CONFIG;
      throw err;
    }
    const parsed = GlobalConfigSchema.safeParse(normalize(body.data ?? {}, ctx));
    if (parsed.success) return parsed.data;
    logger?.warn(
      { issues: parsed.error.issues },
      'Strapi global config is invalid; serving the default',
    );
    return DEFAULT_GLOBAL_CONFIG;
  }

  return {
    getPublishedPage: (path) => pages.get(path, () => loadPage(path)),
    getHomePage: () => pages.get('/', () => loadPage('/')),
    getGlobalConfig: () => config.get('global-config', loadGlobalConfig),
    async listPublishedPaths() {
      const out: Array<{ path: string; updatedAt: string }> = [];
      for (let page = 1, pageCount = 1; page <= pageCount && page <= 100; page++) {
        const list = await client.get<StrapiList>('/api/pages', {
          fields: ['slug', 'updatedAt'],
          populate: { seo: { fields: ['noindex'] } },
          sort: ['slug:asc'],
          pagination: { page, pageSize: 100 },
        });
        pageCount = list.meta?.pagination?.pageCount ?? 1;
        for (const e of list.data) {
          const seo = e.seo as { noindex?: boolean } | null | undefined;
          if (e.slug === 'home' || seo?.noindex) continue;
          out.push({
            path: `/${String(e.slug)}`,
            updatedAt: new Date(e.updatedAt ?? Date.now()).toISOString(),
          });
        }
      }
      return out;
    },
    invalidate(path) {
      if (path === undefined) {
        pages.invalidate();
        config.invalidate();
      } else pages.invalidate(path);
    },
  };
}
