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

// The default lives in its own module, free of zod, for the sold-price cards (decision 051).
export { DEFAULT_GLOBAL_CONFIG } from './global-config-default';
