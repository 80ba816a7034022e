/**
 * Compile-time checks (run by `npm run typecheck`, imported by nothing): the renderer maps must
 * cover every section type with a component that takes that type's props.
 */
import type { RendererMap } from './define-section';
import type { SECTION_SCHEMA_MAP } from './section-schemas';
import type { DETAIL_SCHEMA_MAP } from './detail/detail-schemas';
import { SECTION_RENDERERS } from './renderers';
import { DETAIL_RENDERERS } from './detail/renderers';

type Sections = RendererMap<typeof SECTION_SCHEMA_MAP>;
type Details = RendererMap<typeof DETAIL_SCHEMA_MAP>;

const { hero: _hero, ...withoutHero } = SECTION_RENDERERS;
// @ts-expect-error a map without the hero renderer is not a renderer map
export const missing: Sections = withoutHero;

// @ts-expect-error the rich text renderer does not take a hero's props
export const swapped: Sections = { ...SECTION_RENDERERS, hero: SECTION_RENDERERS['rich-text'] };

export const wrongDetail: Details = {
  ...DETAIL_RENDERERS,
  // @ts-expect-error the lot description renderer does not take comparables' props
  comparables: DETAIL_RENDERERS.description,
};

export const complete: Sections = SECTION_RENDERERS;
