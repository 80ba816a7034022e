import { z } from 'zod';
import { sectionBase } from '#sections/shared-schemas';
import { SafeHrefSchema } from '#schema/safe-href';

/** Live figures the loader can compute; an item shows either a live metric or the editor's own value. */
export const INSIGHT_METRICS = [
  'lots_available',
  'auction_houses',
  'upcoming_auctions',
  'sales_last_12_months',
  'average_price_last_12_months',
] as const;

export const InsightBannersSectionSchema = z.object({
  ...sectionBase('insight-banners'),
  title: z.string().max(160).optional(),
  items: z
    .array(
      z
        .object({
          label: z.string().min(1).max(80),
          value: z.string().max(40).optional(),
          metric: z.enum(INSIGHT_METRICS).optional(),
          caption: z.string().max(160).optional(),
          href: SafeHrefSchema.optional(),
        })
        .refine(
          (i) => (i.value === undefined) !== (i.metric === undefined),
          'give either a value or a metric',
        ),
    )
    .min(1)
    .max(6),
});
export type InsightBannersSection = z.infer<typeof InsightBannersSectionSchema>;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];
