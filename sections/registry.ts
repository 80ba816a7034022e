import { registryOf } from './define-section';
import { SECTION_SCHEMA_MAP, type SectionType } from './section-schemas';
import { SECTION_RENDERERS } from './renderers';

/**
 * The one list of content sections with their renderers: the page schema's union
 * (sections/page-document.ts) and the editor's forms are derived from the schemas; pages render
 * with SECTION_RENDERERS alone; server loaders live in sections/loaders.server.ts, keyed by the
 * same types.
 */
export const SECTION_REGISTRY = registryOf(SECTION_SCHEMA_MAP, SECTION_RENDERERS);

export type { SectionType };
