import { z } from 'zod';
import { DATASET_KINDS } from './entities';
import { CONTROL_TYPES, FILTER_STYLES } from './search';

// The search tab schemas the CMS validates (sections/search-section), apart from ./search so the
// search form's first load carries no zod (decision 051).

const OptionSchema = z.object({ label: z.string().min(1).max(80), value: z.string().max(120) });
const FieldName = z
  .string()
  .regex(/^[a-z_][a-z0-9_]*$/, 'must be a column name such as guide_price_min');

/**
 * A search control, configured data rather than code. SPEC §3: text, select, multi-select, number,
 * calendar and autocomplete map to `field`; min-max maps to `min_field` (and `max_field`); location
 * searches around a place with a radius in miles.
 */
export const SearchControlSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    type: z.enum(CONTROL_TYPES),
    label: z.string().min(1).max(80),
    placeholder: z.string().max(120).optional(),
    field: FieldName.optional(),
    min_field: FieldName.optional(),
    max_field: FieldName.optional(),
    options: z.array(OptionSchema).max(100).optional(),
    /**
     * SPEC §1 filter styles, chosen per control by editors: a dropdown (one value, or a multiple
     * select) or a group of checkboxes (any number of values). Select controls only.
     */
    style: z.enum(FILTER_STYLES).optional(),
    data_provider_key: z.string().max(60).optional(),
    radius_miles: z.array(z.number().positive().max(100)).max(10).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'min-max' && !c.min_field)
      ctx.addIssue({
        code: 'custom',
        path: ['min_field'],
        message: 'min-max controls need min_field',
      });
    if (c.type !== 'min-max' && c.type !== 'location' && !c.field)
      ctx.addIssue({ code: 'custom', path: ['field'], message: `${c.type} controls need field` });
    if (c.style && c.type !== 'select' && c.type !== 'multi-select')
      ctx.addIssue({
        code: 'custom',
        path: ['style'],
        message: 'only select and multi-select controls have a style',
      });
    if (
      (c.type === 'select' || c.type === 'multi-select') &&
      !c.options?.length &&
      !c.data_provider_key
    )
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'select controls need options or a data_provider_key',
      });
  });

/** A preset button fills a control; `replace_regexp`/`replace_template` rewrite the value first. */
export const PresetButtonSchema = z.object({
  label: z.string().min(1).max(60),
  control_id: z.string(),
  value: z.string().max(200),
  data_provider_key: z.string().max(60).optional(),
  replace_regexp: z.string().max(200).optional(),
  replace_template: z.string().max(200).optional(),
});

export const SearchTabSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(1).max(40),
  dataset: z.enum(DATASET_KINDS),
  controls: z.array(SearchControlSchema).min(1).max(12),
  presets: z.array(PresetButtonSchema).max(12).default([]),
});
