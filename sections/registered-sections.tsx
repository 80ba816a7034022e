import type { ComponentType } from 'react';
import type { RegistryEntry } from './define-section';

export interface RenderedSection {
  type: string;
  id: string;
  data?: unknown;
}

/**
 * The render loop of a registry (content sections, lot details): each section through its
 * registered renderer, keyed by its stable id, in a wrapper naming its type. Sections arrive
 * parsed, so their type is registered (invalid ones were skipped and logged before).
 */
export function RegisteredSections({
  registry,
  sections,
  className,
  wrapper: Wrapper = 'section',
  itemClassName,
}: {
  registry: Record<string, RegistryEntry>;
  sections: readonly RenderedSection[];
  className: string;
  wrapper?: 'section' | 'div';
  itemClassName?: string;
}) {
  return (
    <div className={className}>
      {sections.map((s) => {
        const Component = registry[s.type]?.Component as ComponentType<RenderedSection> | undefined;
        if (!Component) return null;
        return (
          <Wrapper key={s.id} data-section={s.type} className={itemClassName}>
            <Component {...s} />
          </Wrapper>
        );
      })}
    </div>
  );
}
