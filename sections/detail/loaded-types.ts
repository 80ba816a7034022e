import type { DetailType } from './detail-schemas';

/**
 * The detail types whose `data` comes from a server loader instead of being the lot; the loaders
 * (loaders.server.ts) are keyed by exactly this list, so the two cannot drift apart.
 */
export const LOADED_DETAIL_TYPES = ['comparables'] as const satisfies readonly DetailType[];
export type LoadedDetailType = (typeof LOADED_DETAIL_TYPES)[number];
export const hasDetailLoader = (type: string): type is LoadedDetailType =>
  (LOADED_DETAIL_TYPES as readonly string[]).includes(type);
