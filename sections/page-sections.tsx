import type { Section } from '#schema/page';
import { SECTION_REGISTRY } from './registry';
import { RegisteredSections } from './registered-sections';

/** The render loop owns spacing; each section is keyed by its stable id. */
export function PageSections({ sections }: { sections: Array<Section & { data?: unknown }> }) {
  return (
    <RegisteredSections
      registry={SECTION_REGISTRY}
      sections={sections}
      className="space-y-12 pb-12"
    />
  );
}
