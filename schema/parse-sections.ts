import type { z } from 'zod';
import { friendlyMessage } from './friendly-issue';
import { fieldInWords, sectionInWords } from './field-words';

/** One problem of a section: the field's path (to focus it), the field in words, the message. */
export interface SectionFieldProblem {
  /** `blocks.0.text`; "" for the section as a whole. */
  path: string;
  /** "Block 1 › Text"; "" for the section as a whole. */
  field: string;
  message: string;
}

/** A section that is not served: where it is, its type, and why (for logs and the editor's preview). */
export interface SectionIssue {
  index: number;
  type: string;
  /** The section as the editor's list shows it: "Section 2 (Rich text)". */
  section: string;
  /** Each problem in the editor's words: "Block 1 › Text: Enter a value". */
  issues: string[];
  fields: SectionFieldProblem[];
}

/** A section's problems, named in the words of its form. */
export function sectionIssue(
  index: number,
  type: string,
  /** `field`: the field in words when the path's own words would not say it. */
  problems: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; field?: string }>,
): SectionIssue {
  const fields = problems.map(({ path, message, field }) => ({
    path: path.map(String).join('.'),
    field: field ?? fieldInWords(path),
    message,
  }));
  return {
    index,
    type,
    section: sectionInWords(index, type),
    issues: fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)),
    fields,
  };
}

/** What an editor reads for a section of a type this site does not have. */
export const UNKNOWN_SECTION = 'This kind of section is not known here; remove it';

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
      issues.push(
        sectionIssue(
          index,
          String(candidate.type),
          result.error.issues.map((i) =>
            i.code === 'invalid_union' && i.path.length === 1 && i.path[0] === 'type'
              ? { path: i.path, field: '', message: UNKNOWN_SECTION }
              : { path: i.path, message: friendlyMessage(i) },
          ),
        ),
      );
  });
  return { sections, issues };
}
