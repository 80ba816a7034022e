import type { DetailSection } from '#schema/detail-layout';
import type { LotRecord } from '#schema/entities';
import { RegisteredSections } from '#sections/registered-sections';
import { DETAIL_REGISTRY } from './registry';

/** The lot page's detail sections in the layout's order, each given the lot. */
export function DetailSections({ sections, lot }: { sections: DetailSection[]; lot: LotRecord }) {
  return (
    <RegisteredSections
      registry={DETAIL_REGISTRY}
      sections={sections.map((s) => ({ ...s, data: lot }))}
      className="space-y-8"
      wrapper="div"
      itemClassName="empty:hidden"
    />
  );
}
