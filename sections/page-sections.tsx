import type { ComponentType } from 'react';
import type { Section } from '#schema/page';
import { SECTION_REGISTRY } from './registry';

type Rendered = Section & { data?: unknown };

/** The render loop owns spacing (compact: inside a modal); each section is keyed by its stable id. */
export function PageSections({ sections, compact }: { sections: Rendered[]; compact?: boolean }) {
  return (
    <div className={compact ? 'space-y-4' : 'space-y-12 pb-12'}>
      {sections.map((s) => {
        const Component = SECTION_REGISTRY[s.type].Component as ComponentType<Rendered>;
        return (
          <section key={s.id} data-section={s.type}>
            <Component {...s} />
          </section>
        );
      })}
    </div>
  );
}
