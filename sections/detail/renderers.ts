import type { RendererMap } from '#sections/define-section';
import type { DETAIL_SCHEMA_MAP } from './detail-schemas';
import { Raw } from './raw/raw';
import { Description } from './description/description';
import { Location } from './location/location';
import { Information } from './information/information';
import { Comparables } from './comparables/comparables';
import { History } from './history/history';

/**
 * The renderer of each lot detail type (detail-schemas.ts is the one list). Each gets the lot as
 * its `data`, except those with a server loader (loaded-types.ts), which get its result. The lot
 * page renders with this map alone: the schemas stay out of the browser's render path.
 */
export const DETAIL_RENDERERS = {
  description: Description,
  information: Information,
  comparables: Comparables,
  location: Location,
  history: History,
  raw: Raw,
} satisfies RendererMap<typeof DETAIL_SCHEMA_MAP>;
