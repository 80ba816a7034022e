import type { DetailSection, LoadedDetailSection } from '#sections/detail/layout-document';
import type { LotRecord } from '#schema/entities';
import type { SectionLoaderContext } from '#sections/loader-context.server';
import { hasDetailLoader, type DetailType, type LoadedDetailType } from './registry';
import { comparablesKey, loadComparables } from './comparables/loader.server';

interface DetailLoaderFor<T extends DetailType> {
  load: (
    section: Extract<DetailSection, { type: T }>,
    lot: LotRecord,
    ctx: SectionLoaderContext,
  ) => Promise<unknown>;
  /**
   * What of the lot `load` reads: lots with the same answer share the data for the cache's
   * interval (the comparables of a postcode sector are the same for every lot in it).
   */
  dependsOn: (lot: LotRecord) => Record<string, unknown>;
}

/** Server data of the detail sections that need more than the lot: one per LOADED_DETAIL_TYPES. */
export const DETAIL_LOADERS: { [T in LoadedDetailType]: DetailLoaderFor<T> } = {
  comparables: { load: loadComparables, dependsOn: comparablesKey },
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
      const load = async () => (await loader.load(section as never, lot, ctx)) ?? null;
      // Kept like content sections' data (30 s), per what of the lot it reads: the figures of an
      // area are computed once per interval for all its lots, not per lot or per view.
      const key = { ...section, lot: loader.dependsOn(lot) };
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
