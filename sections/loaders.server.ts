import type { LoadedSection } from '#shared/payloads/cms-page-data';
import { createHash } from 'node:crypto';
import type { Section } from '#sections/page-document';
import type { SectionType } from './registry';
import type { SectionLoaderContext } from './loader-context.server';
import { loadInsightBanners } from './insight-banners/loader.server';
import { loadArticles } from './article-list/loader.server';
import { loadCardsByQuery } from './cards-by-query/loader.server';
import type { SharedCache } from '#server/cache/shared-cache';
import { createTieredCache } from '#server/cache/tiered-cache.server';
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
const SECTION_DATA_NAMESPACE = 'section-data';

/** One per app: section data in process and in the shared cache, keyed by the section document. */
export function createSectionDataCache(shared?: SharedCache, logger?: Logger) {
  const cache = createTieredCache<unknown, unknown>({
    shared,
    namespace: SECTION_DATA_NAMESPACE,
    ttlMs: SECTION_DATA_TTL_MS,
    maxEntries: 500,
    logger,
    source: 'a section loader',
  });
  return {
    get: (section: Section, load: () => Promise<unknown>) =>
      cache.get(
        createHash('sha256').update(JSON.stringify(section)).digest('base64url'),
        load,
        (data) => data,
      ),
  };
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
