import type { ComponentType } from 'react';
import type { Section } from '#schema/page';
import { SECTION_REGISTRY } from './registry';

/** The render loop owns spacing; each section is keyed by its stable id. */
export function PageSections({ sections }: { sections: Section[] }) {
  return (
    <div className="space-y-12 pb-12">
      {sections.map((s) => {
        const Component = SECTION_REGISTRY[s.type].Component as ComponentType<Section>;
        return <Component key={s.id} {...s} />;
      })}
    </div>
  );
}
