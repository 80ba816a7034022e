import { z } from 'zod';
import { SafeHrefSchema } from '#schema/safe-href';

/** Inline run of text; links go through the same safe-URL check as every CMS link. */
const SpanSchema = z.object({
  text: z.string().max(5000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: SafeHrefSchema.optional(),
});

export const RichTextBlockSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3)]),
    text: z.string().min(1).max(200),
  }),
  z.object({ kind: z.literal('paragraph'), spans: z.array(SpanSchema).min(1) }),
  z.object({
    kind: z.literal('list'),
    ordered: z.boolean().default(false),
    items: z.array(z.array(SpanSchema).min(1)).min(1),
  }),
  z.object({ kind: z.literal('quote'), text: z.string().min(1).max(2000) }),
]);

export const RichTextSectionSchema = z.object({
  type: z.literal('rich-text'),
  id: z.string().min(1),
  title: z.string().max(200).optional(),
  blocks: z.array(RichTextBlockSchema).min(1),
});

export type RichTextSection = z.infer<typeof RichTextSectionSchema>;
export type RichTextSpan = z.infer<typeof SpanSchema>;
export type RichTextBlock = z.infer<typeof RichTextBlockSchema>;
