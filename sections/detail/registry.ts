import { section } from '#sections/define-section';
import { DETAIL_SCHEMA_MAP as S, type DetailType } from './detail-schemas';
import type { LotRecord } from '#schema/entities';
import { Raw } from './raw/raw';
import { Description } from './description/description';
import { Location } from './location/location';
import { Information } from './information/information';
import { Comparables } from './comparables/comparables';
import type { ComparablesData } from './comparables/comparables-data';
import { History } from './history/history';

/**
 * The one list of lot detail sections: the layout document's union (sections/detail/layout-document.ts)
 * and the editor's forms derive from it. Each renderer gets the lot as its `data`, except those
 * with a server loader (loaders.server.ts), which get their loader's result.
 */
export const DETAIL_REGISTRY = {
  description: section<typeof S.description, LotRecord>(S.description, Description),
  information: section<typeof S.information, LotRecord>(S.information, Information),
  comparables: section<typeof S.comparables, ComparablesData | null>(S.comparables, Comparables),
  location: section<typeof S.location, LotRecord>(S.location, Location),
  history: section<typeof S.history, LotRecord>(S.history, History),
  raw: section<typeof S.raw, LotRecord>(S.raw, Raw),
} satisfies Record<DetailType, unknown>;

export type { DetailType };

/**
 * The detail types whose `data` comes from a server loader instead of being the lot; the loaders
 * (loaders.server.ts) are keyed by exactly this list, so the two cannot drift apart.
 */
export const LOADED_DETAIL_TYPES = ['comparables'] as const satisfies readonly DetailType[];
export type LoadedDetailType = (typeof LOADED_DETAIL_TYPES)[number];
export const hasDetailLoader = (type: string): type is LoadedDetailType =>
  (LOADED_DETAIL_TYPES as readonly string[]).includes(type);
