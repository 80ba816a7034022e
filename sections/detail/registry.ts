import { schemasOf, section } from '#sections/define-section';
import type { LotRecord } from '#schema/entities';
import { RawDetailSchema } from './raw/schema';
import { Raw } from './raw/raw';
import { DescriptionDetailSchema } from './description/schema';
import { Description } from './description/description';
import { LocationDetailSchema } from './location/schema';
import { Location } from './location/location';
import { InformationDetailSchema } from './information/schema';
import { Information } from './information/information';
import { HistoryDetailSchema } from './history/schema';
import { ComparablesDetailSchema } from './comparables/schema';
import { Comparables } from './comparables/comparables';
import type { ComparablesData } from './comparables/comparables-data';
import { History } from './history/history';

/**
 * The one list of lot detail sections: the layout document's union (schema/detail-layout.ts)
 * and the editor's forms derive from it. Each renderer gets the lot as its `data`, except those
 * with a server loader (loaders.server.ts), which get their loader's result.
 */
export const DETAIL_REGISTRY = {
  description: section<typeof DescriptionDetailSchema, LotRecord>(
    DescriptionDetailSchema,
    Description,
  ),
  information: section<typeof InformationDetailSchema, LotRecord>(
    InformationDetailSchema,
    Information,
  ),
  comparables: section<typeof ComparablesDetailSchema, ComparablesData | null>(
    ComparablesDetailSchema,
    Comparables,
  ),
  location: section<typeof LocationDetailSchema, LotRecord>(LocationDetailSchema, Location),
  history: section<typeof HistoryDetailSchema, LotRecord>(HistoryDetailSchema, History),
  raw: section<typeof RawDetailSchema, LotRecord>(RawDetailSchema, Raw),
};

export type DetailType = keyof typeof DETAIL_REGISTRY;

/**
 * The detail types whose `data` comes from a server loader instead of being the lot; the loaders
 * (loaders.server.ts) are keyed by exactly this list, so the two cannot drift apart.
 */
export const LOADED_DETAIL_TYPES = ['comparables'] as const satisfies readonly DetailType[];
export type LoadedDetailType = (typeof LOADED_DETAIL_TYPES)[number];
export const hasDetailLoader = (type: string): type is LoadedDetailType =>
  (LOADED_DETAIL_TYPES as readonly string[]).includes(type);

export const DETAIL_SCHEMAS = schemasOf(DETAIL_REGISTRY);
