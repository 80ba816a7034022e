import type { z } from 'zod';
import { friendlyMessage } from './friendly-issue';

/** A section that is not served: where it is, its type, and why (for logs and the editor's preview). */
export interface SectionIssue {
  index: number;
  type: string;
  issues: string[];
}

/**
 * Checks sections one by one against a registry's union: keeps the valid ones (defaults applied),
 * reports the others (unknown type or invalid fields), so one bad section never fails a page.
 */
export function parseSectionsWith<T>(
  union: z.ZodType<T>,
  raw: ReadonlyArray<{ type: string }>,
): { sections: T[]; issues: SectionIssue[] } {
  const sections: T[] = [];
  const issues: SectionIssue[] = [];
  raw.forEach((candidate, index) => {
    const result = union.safeParse(candidate);
    if (result.success) sections.push(result.data);
    else
      issues.push({
        index,
        type: String(candidate.type),
        issues: result.error.issues.map(
          (i) => `${i.path.join('.') || '(section)'}: ${friendlyMessage(i)}`,
        ),
      });
  });
  return { sections, issues };
}
