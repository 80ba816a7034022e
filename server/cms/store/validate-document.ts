import {
  PageDocumentSchema,
  parseSections,
  type PageDocument,
  type SectionIssue,
} from '#schema/page';
import { fieldErrors } from '#schema/auth';
import { CmsStoreError } from './store-error';

/** A draft may keep invalid sections: the document is checked, the sections only reported. */
export function checkDraft(raw: unknown): { document: PageDocument; issues: SectionIssue[] } {
  const doc = PageDocumentSchema.safeParse(raw);
  if (!doc.success)
    throw new CmsStoreError(400, 'The page fields need your attention', {
      errors: fieldErrors(doc.error),
    });
  return { document: doc.data, issues: parseSections(doc.data.sections).issues };
}

/**
 * What publishing stores: every section valid (zod defaults applied, unknown keys dropped),
 * otherwise a 400 listing the problems section by section.
 */
export function checkPublishable(raw: unknown): PageDocument {
  const { document, issues } = checkDraft(raw);
  if (issues.length > 0) {
    const count = issues.length === 1 ? 'One section is' : `${issues.length} sections are`;
    throw new CmsStoreError(400, `${count} not valid yet; fix or remove them before publishing`, {
      issues,
    });
  }
  return { ...document, sections: parseSections(document.sections).sections };
}
