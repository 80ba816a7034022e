import type { Section } from '#sections/page-document';
import { SECTION_RENDERERS } from './renderers';
import { RegisteredSections } from './registered-sections';
import { withOnePageHeading } from './page-heading';

/** The render loop owns spacing (compact: inside a modal); each section is keyed by its stable id. */
export function PageSections({
  sections,
  compact,
}: {
  sections: Array<Section & { data?: unknown }>;
  compact?: boolean;
}) {
  return (
    <RegisteredSections
      renderers={SECTION_RENDERERS}
      sections={withOnePageHeading(sections, compact === true)}
      className={compact ? 'space-y-4' : 'space-y-12 pb-12'}
    />
  );
}
