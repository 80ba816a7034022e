import type { ComponentType } from 'react';
import { HydrateLater } from '#client/app/hydrate-later';

export interface RenderedSection {
  type: string;
  id: string;
  data?: unknown;
}

/**
 * The render loop of a renderer map (content sections, lot details): each section through its
 * registered renderer, keyed by its stable id, in a wrapper naming its type, hydrated in a task of
 * its own. Sections arrive
 * parsed, so their type is registered (invalid ones were skipped and logged before).
 */
export function RegisteredSections({
  renderers,
  sections,
  className,
  wrapper: Wrapper = 'section',
  itemClassName,
}: {
  renderers: Readonly<Record<string, ComponentType<never>>>;
  sections: readonly RenderedSection[];
  className: string;
  wrapper?: 'section' | 'div';
  itemClassName?: string;
}) {
  return (
    <div className={className}>
      {sections.map((s) => {
        const Component = renderers[s.type] as ComponentType<RenderedSection> | undefined;
        if (!Component) return null;
        // Each section hydrates in a task of its own (decision 061).
        return (
          <HydrateLater key={s.id}>
            <Wrapper data-section={s.type} className={itemClassName}>
              <Component {...s} />
            </Wrapper>
          </HydrateLater>
        );
      })}
    </div>
  );
}
