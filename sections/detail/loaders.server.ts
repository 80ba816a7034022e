import type { DetailSection, LoadedDetailSection } from '#sections/detail/layout-document';
import type { LotRecord } from '#schema/entities';
import type { SectionLoaderContext } from '#sections/loader-context.server';
import { hasDetailLoader, type DetailType, type LoadedDetailType } from './registry';
import { loadComparables } from './comparables/loader.server';

type DetailLoaderFor<T extends DetailType> = (
  section: Extract<DetailSection, { type: T }>,
  lot: LotRecord,
  ctx: SectionLoaderContext,
) => Promise<unknown>;

/** Server data of the detail sections that need more than the lot: one per LOADED_DETAIL_TYPES. */
export const DETAIL_LOADERS: { [T in LoadedDetailType]: DetailLoaderFor<T> } = {
  comparables: loadComparables,
};

/**
 * Runs the loaders of a lot's detail sections (through `ctx.dataCache` when given); a loader
 * that fails leaves its section out (reported through `onError`) rather than failing the page.
 */
export async function loadDetailSections(
  sections: readonly DetailSection[],
  lot: LotRecord,
  ctx: SectionLoaderContext,
  onError: (section: DetailSection, err: unknown) => void,
): Promise<LoadedDetailSection[]> {
  const loaded = await Promise.all(
    sections.map(async (section) => {
      if (!hasDetailLoader(section.type)) return section;
      const loader = DETAIL_LOADERS[section.type] as DetailLoaderFor<typeof section.type>;
      const load = async () => (await loader(section as never, lot, ctx)) ?? null;
      // Kept like content sections' data (30 s), per lot and version of it: a popular lot's
      // figures are computed once per interval, not per view.
      const key = { ...section, lot_id: lot.id, lot_updated_at: lot.updated_at };
      try {
        return { ...section, data: await (ctx.dataCache?.get(key, load) ?? load()) };
      } catch (err) {
        onError(section, err);
        return null;
      }
    }),
  );
  return loaded.filter((s): s is LoadedDetailSection => s !== null);
}
