import { z } from 'zod';

/** One row of the sold house price card: `value` is a template such as `{{price}}` or `{{street}}, {{town_city}}`. */
export const SoldPriceCardRowSchema = z.object({
  label: z.string().min(1).max(60),
  value: z.string().min(1).max(200),
});

const ModalRefSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/) });

export const GlobalConfigSchema = z.object({
  sold_house_price_card_details_config: z.array(SoldPriceCardRowSchema).max(20),
  map_access_modal: ModalRefSchema,
  forbidden_content_modal: ModalRefSchema,
});

export type GlobalConfig = z.infer<typeof GlobalConfigSchema>;

/** What a fresh database holds until an editor changes it. */
export const DEFAULT_GLOBAL_CONFIG: GlobalConfig = {
  sold_house_price_card_details_config: [
    { label: 'Price', value: '{{price}}' },
    { label: 'Date of sale', value: '{{date_of_transfer}}' },
    { label: 'Address', value: '{{paon}} {{street}}, {{town_city}}' },
    { label: 'Postcode', value: '{{postcode}}' },
    { label: 'Property type', value: '{{property_type}}' },
    { label: 'Tenure', value: '{{duration}}' },
  ],
  map_access_modal: { slug: 'map-access' },
  forbidden_content_modal: { slug: 'forbidden-content' },
};
