import { registryOf } from '#sections/define-section';
import { DETAIL_SCHEMA_MAP, type DetailType } from './detail-schemas';
import { DETAIL_RENDERERS } from './renderers';

/**
 * The one list of lot detail sections with their renderers: the layout document's union
 * (sections/detail/layout-document.ts) and the editor's forms derive from the schemas; the lot
 * page renders with DETAIL_RENDERERS alone.
 */
export const DETAIL_REGISTRY = registryOf(DETAIL_SCHEMA_MAP, DETAIL_RENDERERS);

export type { DetailType };
export { LOADED_DETAIL_TYPES, hasDetailLoader, type LoadedDetailType } from './loaded-types';
