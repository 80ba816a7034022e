import { fieldErrors } from '#schema/auth';
import type { SectionIssue } from '#sections/page-document';
import { DOCUMENT_KINDS, type CmsDocument, type DocumentKindName } from '#sections/document-kinds';
import { CmsStoreError } from './store-error';

/** A draft may keep invalid sections: the document is checked, the sections only reported. */
export function checkDraft(
  raw: unknown,
  kind: DocumentKindName = 'page',
): { document: CmsDocument; issues: SectionIssue[] } {
  const { schema, parseSections } = DOCUMENT_KINDS[kind];
  const doc = schema.safeParse(raw);
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
export function checkPublishable(raw: unknown, kind: DocumentKindName = 'page'): CmsDocument {
  const { document, issues } = checkDraft(raw, kind);
  if (issues.length > 0) {
    const count = issues.length === 1 ? 'One section is' : `${issues.length} sections are`;
    throw new CmsStoreError(400, `${count} not valid yet; fix or remove them before publishing`, {
      issues,
    });
  }
  return { ...document, sections: DOCUMENT_KINDS[kind].parseSections(document.sections).sections };
}
