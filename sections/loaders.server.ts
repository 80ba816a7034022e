import type { Section } from '#schema/page';
import type { SectionType } from './registry';
import type { SectionLoaderContext } from './loader-context';
import { loadInsightBanners } from './insight-banners/loader.server';
import { loadArticles } from './article-list/loader.server';
import { loadCardsByQuery } from './cards-by-query/loader.server';

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

export type LoadedSection = Section & { data?: unknown };

/**
 * Section data is the same for every visitor (no loader reads the user), so it is kept for a short
 * time: the home page's live figures over 200,000+ sold prices are computed once per interval, not per view.
 */
export const SECTION_DATA_TTL_MS = 30_000;
const MAX_ENTRIES = 500;
const cache = new Map<string, { at: number; data: Promise<unknown> }>();

function cachedLoad(section: Section, load: () => Promise<unknown>, now: number): Promise<unknown> {
  const key = JSON.stringify(section);
  const hit = cache.get(key);
  if (hit && now - hit.at < SECTION_DATA_TTL_MS) return hit.data;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const data = load();
  cache.set(key, { at: now, data });
  data.catch(() => cache.delete(key));
  return data;
}

/** Tests and the admin preview start from fresh data. */
export function clearSectionDataCache() {
  cache.clear();
}

/**
 * Runs each section's loader; a loader that fails leaves its section out (logged) rather than
 * failing the page (a page never 500s because of content).
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
      try {
        return {
          ...section,
          data: await cachedLoad(section, () => loader(section as never, ctx), ctx.now.getTime()),
        };
      } catch (err) {
        onError(section, err);
        return null;
      }
    }),
  );
  return loaded.filter((s): s is LoadedSection => s !== null);
}
