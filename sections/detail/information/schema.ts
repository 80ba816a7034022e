import { z } from 'zod';
import { detailBase } from '../detail-base';
import { DEFAULT_FACTS, FACT_LABELS, type FactField } from './fact-labels';

const FACT_FIELDS = Object.keys(FACT_LABELS) as [FactField, ...FactField[]];

/** The key facts table: which facts, in which order, under which labels. */
export const InformationDetailSchema = z.object({
  ...detailBase('information', 'Key facts'),
  facts: z
    .array(
      z.object({
        field: z.enum(FACT_FIELDS),
        label: z.string().trim().max(40).optional().describe('Leave empty for the standard label'),
      }),
    )
    .min(1)
    .max(FACT_FIELDS.length)
    .refine(
      (facts) => new Set(facts.map((f) => f.field)).size === facts.length,
      'Each fact can be shown once',
    )
    .default(DEFAULT_FACTS),
  hide_empty: z.boolean().default(false).describe('Leave out facts the lot has no value for'),
});
export type InformationDetail = z.infer<typeof InformationDetailSchema>;
