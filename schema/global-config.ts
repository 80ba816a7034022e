import { z } from 'zod';
import { SOLD_CARD_PLACEHOLDERS, TEMPLATE_PLACEHOLDER } from './entities';

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

/**
 * The config as an editor may save it: every `{{placeholder}}` of a card row must be one the card
 * fills (a typo such as `{{pricee}}` showed "—" on every public card). Stored and Strapi configs
 * are read with GlobalConfigSchema alone, so one written before this check still loads.
 */
export const EditableGlobalConfigSchema = GlobalConfigSchema.superRefine((config, ctx) => {
  config.sold_house_price_card_details_config.forEach((row, i) => {
    // "{{price" or "price}}": braces no placeholder closes showed as text on every public card.
    if (/{{|}}/.test(row.value.replace(TEMPLATE_PLACEHOLDER, '')))
      ctx.addIssue({
        code: 'custom',
        path: ['sold_house_price_card_details_config', i, 'value'],
        message: 'Close each placeholder with }}, as in {{price}}',
      });
    for (const [, name] of row.value.matchAll(TEMPLATE_PLACEHOLDER))
      if (!SOLD_CARD_PLACEHOLDERS.includes(name!))
        ctx.addIssue({
          code: 'custom',
          path: ['sold_house_price_card_details_config', i, 'value'],
          message: `{{${name}}} is not a field of a sale: use ${SOLD_CARD_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}`,
        });
  });
});

// The default lives in its own module, free of zod, for the sold-price cards (decision 051).
export { DEFAULT_GLOBAL_CONFIG } from './global-config-default';
