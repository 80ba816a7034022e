import type { LotRecord } from '#schema/entities';
import { RegisteredSections } from '#sections/registered-sections';
import type { LoadedDetailSection } from '#sections/detail/layout-document';
import { DETAIL_RENDERERS } from './renderers';
import { hasDetailLoader } from './loaded-types';

/**
 * The lot page's detail sections in the layout's order: each given the lot, or its loader's data
 * when it has one (null when not loaded). The lot travels once in the payload, not per section.
 */
export function DetailSections({
  sections,
  lot,
}: {
  sections: readonly LoadedDetailSection[];
  lot: LotRecord;
}) {
  return (
    <RegisteredSections
      renderers={DETAIL_RENDERERS}
      sections={sections.map((s) => ({
        ...s,
        data: hasDetailLoader(s.type) ? (s.data ?? null) : lot,
      }))}
      className="space-y-8"
      wrapper="div"
      itemClassName="empty:hidden"
    />
  );
}
