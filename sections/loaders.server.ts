import type { LoadedSection } from '#shared/payloads/cms-page-data';
import { createHash } from 'node:crypto';
import type { Section } from '#sections/page-document';
import type { SectionType } from './registry';
import type { SectionLoaderContext } from './loader-context.server';
import { loadInsightBanners } from './insight-banners/loader.server';
import { loadArticles } from './article-list/loader.server';
import { loadCardsByQuery } from './cards-by-query/loader.server';
import { ALL_NAMESPACES, type SharedCache } from '#server/cache/shared-cache';
import {
  SECTION_DATA_NAMESPACE,
  type ContentChangedCheck,
} from '#server/cache/content-change.server';
import { createTieredCache } from '#server/cache/tiered-cache.server';
import { createCountCache } from '#server/cache/count-cache.server';
import type { Logger } from 'pino';

type LoaderFor<T extends SectionType> = (
  section: Extract<Section, { type: T }>,
  ctx: SectionLoaderContext,
) => Promise<unknown>;

/** Server data for the sections that need it, keyed by the registry's types. */
export const SECTION_LOADERS: { [T in SectionType]?: LoaderFor<T> } = {
  'insight-banners': loadInsightBanners,
  'article-list': loadArticles,
  'news-list': loadArticles,
  'cards-by-query': loadCardsByQuery,
};

export type { LoadedSection };

/**
 * Section data is the same for every visitor (no loader reads the user), so it is kept for a short
 * time: the home page's live figures over 200,000+ sold prices are computed once per interval, not
 * per view (and, with Redis, once per interval for every instance).
 */
export const SECTION_DATA_TTL_MS = 30_000;

export interface SectionDataCacheOptions {
  shared?: SharedCache | undefined;
  logger?: Logger | undefined;
  /** Whether another process changed the data since the last call (on PostgreSQL without Redis). */
  contentChanged?: ContentChangedCheck | undefined;
  /** How long lot counts are kept (default SECTION_DATA_TTL_MS; 0 keeps none). */
  lotCountTtlMs?: number;
}

/** Most lot counts kept (a few hundred bytes each). */
const MAX_LOT_COUNTS = 5_000;

/**
 * One per app: section data in process and in the shared cache, keyed by the section document,
 * and lot counts by search (`counts`: the results total and the empty page's offers, in process
 * only). A change to the data they are made of calls `invalidate` (every instance's copies go);
 * another instance's invalidation, or a content generation moved by another process, drops this
 * process's copies.
 */
export function createSectionDataCache({
  shared,
  logger,
  contentChanged,
  lotCountTtlMs = SECTION_DATA_TTL_MS,
}: SectionDataCacheOptions = {}) {
  const cache = createTieredCache<unknown, unknown>({
    shared,
    namespace: SECTION_DATA_NAMESPACE,
    ttlMs: SECTION_DATA_TTL_MS,
    maxEntries: 500,
    logger,
    source: 'a section loader',
  });
  const lotCounts = createCountCache({ ttlMs: lotCountTtlMs, maxEntries: MAX_LOT_COUNTS });
  const dropLocal = (reason: string) => {
    cache.invalidate();
    lotCounts.clear();
    logger?.debug({ reason }, 'section data cleared');
  };
  shared?.onInvalidate((namespace, detail) => {
    if (namespace === SECTION_DATA_NAMESPACE || namespace === ALL_NAMESPACES)
      dropLocal(`from another instance: ${JSON.stringify(detail ?? null)}`);
  });
  /** Drops every instance's copies: call after a change to lots, places or sold prices. */
  async function invalidate(reason: string): Promise<void> {
    dropLocal(reason);
    await shared?.invalidate(SECTION_DATA_NAMESPACE, { reason });
  }
  async function dropIfContentChanged(): Promise<void> {
    const changed = contentChanged?.() ?? false;
    if (changed && (await changed)) await invalidate('content generation moved');
  }
  async function get(section: Section, load: () => Promise<unknown>): Promise<unknown> {
    await dropIfContentChanged();
    const key = createHash('sha256').update(JSON.stringify(section)).digest('base64url');
    return cache.get(key, load, (data) => data);
  }
  /** Lot counts by key (see createCountCache); `load` counts the ones not kept. */
  async function counts(
    keys: readonly string[],
    load: (missing: number[]) => Promise<number[]>,
  ): Promise<number[]> {
    await dropIfContentChanged();
    return lotCounts.counts(keys, load);
  }
  return { get, counts, invalidate };
}
export type SectionDataCache = ReturnType<typeof createSectionDataCache>;

/**
 * Runs each section's loader (through `ctx.dataCache` when given); a loader that fails leaves
 * its section out (logged) rather than failing the page (a page never 500s because of content).
 */
export async function loadSections(
  sections: Section[],
  ctx: SectionLoaderContext,
  onError: (section: Section, err: unknown) => void,
): Promise<LoadedSection[]> {
  const loaded = await Promise.all(
    sections.map(async (section) => {
      const loader = SECTION_LOADERS[section.type] as LoaderFor<typeof section.type> | undefined;
      if (!loader) return section;
      const load = () => loader(section as never, ctx);
      try {
        return { ...section, data: await (ctx.dataCache?.get(section, load) ?? load()) };
      } catch (err) {
        onError(section, err);
        return null;
      }
    }),
  );
  return loaded.filter((s): s is LoadedSection => s !== null);
}
