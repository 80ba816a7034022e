import type { GlobalConfig } from './global-config';

// Apart from ./global-config (the zod schema) so the sold-price cards can use it without zod.

/** What a fresh database holds until an editor changes it. */
export const DEFAULT_GLOBAL_CONFIG: GlobalConfig = {
  sold_house_price_card_details_config: [
    { label: 'Price', value: '{{price}}' },
    { label: 'Date of sale', value: '{{date_of_transfer}}' },
    { label: 'Address', value: '{{address}}, {{town_city}}' },
    { label: 'Postcode', value: '{{postcode}}' },
    { label: 'Property type', value: '{{property_type}}' },
    { label: 'Tenure', value: '{{duration}}' },
  ],
  map_access_modal: { slug: 'map-access' },
  forbidden_content_modal: { slug: 'forbidden-content' },
};
