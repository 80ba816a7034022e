import { RawDetailSchema } from './raw/schema';
import { DescriptionDetailSchema } from './description/schema';
import { LocationDetailSchema } from './location/schema';
import { InformationDetailSchema } from './information/schema';
import { HistoryDetailSchema } from './history/schema';
import { ComparablesDetailSchema } from './comparables/schema';

/**
 * The lot detail sections, schemas only: the layout document's union (sections/detail/layout-document.ts)
 * is built from it without loading a renderer; DETAIL_REGISTRY (registry.ts) pairs each with its
 * renderer and is typed against it.
 */
export const DETAIL_SCHEMA_MAP = {
  description: DescriptionDetailSchema,
  information: InformationDetailSchema,
  comparables: ComparablesDetailSchema,
  location: LocationDetailSchema,
  history: HistoryDetailSchema,
  raw: RawDetailSchema,
};

export type DetailType = keyof typeof DETAIL_SCHEMA_MAP;
type DetailSchemaOf = (typeof DETAIL_SCHEMA_MAP)[DetailType];

/** The schemas, as the non-empty tuple z.discriminatedUnion wants. */
export const DETAIL_SCHEMAS = Object.values(DETAIL_SCHEMA_MAP) as [
  DetailSchemaOf,
  ...DetailSchemaOf[],
];
