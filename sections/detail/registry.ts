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
import { History } from './history/history';

/**
 * The one list of lot detail sections: the layout document's union (schema/detail-layout.ts)
 * and the editor's forms derive from it. Each renderer gets the lot as its `data`.
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
  location: section<typeof LocationDetailSchema, LotRecord>(LocationDetailSchema, Location),
  history: section<typeof HistoryDetailSchema, LotRecord>(HistoryDetailSchema, History),
  raw: section<typeof RawDetailSchema, LotRecord>(RawDetailSchema, Raw),
};

export type DetailType = keyof typeof DETAIL_REGISTRY;

export const DETAIL_SCHEMAS = schemasOf(DETAIL_REGISTRY);
