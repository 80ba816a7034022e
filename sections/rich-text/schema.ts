import { z } from 'zod';
import { SafeHrefSchema } from '#schema/safe-href';
import { hiddenField, SectionIdSchema } from '#sections/shared-schemas';

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

type Block = z.infer<typeof RichTextBlockSchema>;
type Span = z.infer<typeof SpanSchema>;
const blank = (spans: readonly Span[]) => spans.every((s) => !s.text.trim());

/** A block that shows nothing: a paragraph or list of blank runs, a blank heading or quote. */
export function isBlankBlock(block: Block): boolean {
  switch (block.kind) {
    case 'paragraph':
      return blank(block.spans);
    case 'list':
      return block.items.every(blank);
    default:
      return !block.text.trim();
  }
}

/** What an editor reads when every block of a section is blank. */
export const BLANK_RICH_TEXT =
  'Write some text: a section of empty paragraphs shows as a blank gap';

export const RichTextSectionSchema = z
  .object({
    type: z.literal('rich-text'),
    id: SectionIdSchema,
    ...hiddenField,
    title: z.string().max(200).optional(),
    blocks: z.array(RichTextBlockSchema).min(1),
  })
  // Empty paragraphs passed every check and published a blank section (decision 081).
  .refine((section) => !section.blocks.length || !section.blocks.every(isBlankBlock), {
    message: BLANK_RICH_TEXT,
    path: ['blocks'],
  });

export type RichTextSection = z.infer<typeof RichTextSectionSchema>;
export type RichTextSpan = z.infer<typeof SpanSchema>;
export type RichTextBlock = z.infer<typeof RichTextBlockSchema>;
