import { z } from 'zod';
import { LinkSchema, sectionBase } from '#sections/shared-schemas';
import { DATASET_KINDS } from '#schema/entities';

const Field = z
  .string()
  .regex(/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/, 'must be a column, or relation.column');
/** Values may use the tokens NOW (the request time) and NULL (no value). */
const FilterValue = z.union([
  z.string().max(200),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(200), z.number()])).max(50),
]);

export const FILTER_OPS = [
  '_eq',
  '_neq',
  '_gt',
  '_gte',
  '_lt',
  '_lte',
  '_in',
  '_nin',
  '_ilike',
  '_is_null',
] as const;

/** A saved query an editor composes: "Available lots in London ending soonest", "Top auction houses". */
export const CardsByQuerySectionSchema = z.object({
  ...sectionBase('cards-by-query'),
  title: z.string().max(160).optional(),
  subtitle: z.string().max(300).optional(),
  query: z.object({
    dataset: z.enum(DATASET_KINDS),
    filters: z
      .array(z.object({ field: Field, op: z.enum(FILTER_OPS), value: FilterValue }))
      .max(10)
      .default([]),
    order: z
      .array(
        z.object({
          field: Field,
          direction: z.enum(['asc', 'desc', 'asc_nulls_last', 'desc_nulls_last']),
        }),
      )
      .max(3)
      .default([]),
    limit: z.number().int().min(1).max(12).default(6),
  }),
  view_all: LinkSchema.optional(),
  empty_message: z.string().max(200).default('Nothing to show right now. Check back soon.'),
});
export type CardsByQuerySection = z.infer<typeof CardsByQuerySectionSchema>;
export type CardsQuery = CardsByQuerySection['query'];
