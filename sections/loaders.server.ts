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
        return { ...section, data: await loader(section as never, ctx) };
      } catch (err) {
        onError(section, err);
        return null;
      }
    }),
  );
  return loaded.filter((s): s is LoadedSection => s !== null);
}
