import { z } from 'zod';
import { SECTION_SCHEMAS } from '#sections/registry';

export const SectionSchema = z.discriminatedUnion('type', SECTION_SCHEMAS);
export type Section = z.infer<typeof SectionSchema>;

export const SeoSchema = z.object({
  title: z.string().max(70).optional(),
  description: z.string().max(200).optional(),
  image: z.string().optional(),
  noindex: z.boolean().default(false),
});

/** Sections are checked one by one (see parseSections) so one bad section never fails a page. */
export const PageDocumentSchema = z.object({
  slug: z.string(),
  title: z.string().min(1).max(200),
  layout: z.enum(['default', 'landing']).default('default'),
  seo: SeoSchema.default({ noindex: false }),
  sections: z.array(z.looseObject({ type: z.string() })),
});

export type PageDocument = z.infer<typeof PageDocumentSchema>;

export interface SectionIssue {
  index: number;
  type: string;
  issues: string[];
}

/** Keeps the valid sections, reports the others (unknown type or invalid fields) for logs and editor preview. */
export function parseSections(raw: ReadonlyArray<{ type: string }>): {
  sections: Section[];
  issues: SectionIssue[];
} {
  const sections: Section[] = [];
  const issues: SectionIssue[] = [];
  raw.forEach((candidate, index) => {
    const result = SectionSchema.safeParse(candidate);
    if (result.success) sections.push(result.data);
    else
      issues.push({
        index,
        type: String(candidate.type),
        issues: result.error.issues.map((i) => `${i.path.join('.') || '(section)'}: ${i.message}`),
      });
  });
  return { sections, issues };
}
