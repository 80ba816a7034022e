import type { z } from 'zod';
import type { DATASET_KINDS } from './entities';
import type { PresetButtonSchema, SearchControlSchema, SearchTabSchema } from './search-schema';

// Constants and types only: the search form imports this module in every page's first load, which
// must not carry zod (decision 051). The schemas are in ./search-schema.

export const FILTER_STYLES = ['dropdown', 'checkboxes'] as const;
export type FilterStyle = (typeof FILTER_STYLES)[number];

export const CONTROL_TYPES = [
  'location',
  'text',
  'number',
  'select',
  'calendar',
  'min-max',
  'autocomplete',
  'multi-select',
] as const;

export type SearchControl = z.infer<typeof SearchControlSchema>;
export type PresetButton = z.infer<typeof PresetButtonSchema>;
export type SearchTab = z.infer<typeof SearchTabSchema>;

/** Where each dataset's results live. */
export const RESULTS_PATH: Record<(typeof DATASET_KINDS)[number], string> = {
  auction_properties: '/listings',
  auction_houses: '/auctioneers',
  sold_house_prices: '/sold-house-prices',
};
