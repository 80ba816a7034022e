import { fieldErrors } from '#schema/auth';
import { sectionIssue, type SectionIssue } from '#sections/page-document';
import { DOCUMENT_KINDS, type CmsDocument, type DocumentKindName } from '#sections/document-kinds';
import { CmsStoreError } from './store-error';
import { ARTICLE_CATEGORIES } from '#schema/article';
import { cardsQueryIssues } from '#sections/cards-by-query/query-check.server';

/**
 * Two sections with one id: the page renders sections keyed by id (React keys) and the editor's
 * preview selects them by id, so the two are confused (hydration, selection). Reported on the
 * later one, like any other section problem; a stored page from before this check still renders.
 */
function repeatedIds(sections: ReadonlyArray<{ type: string; id?: unknown }>): SectionIssue[] {
  const first = new Map<string, number>();
  const issues: SectionIssue[] = [];
  sections.forEach((section, index) => {
    if (typeof section.id !== 'string' || !section.id) return;
    const earlier = first.get(section.id);
    if (earlier === undefined) first.set(section.id, index);
    else
      issues.push(
        sectionIssue(index, String(section.type), [
          {
            path: ['id'],
            message: `“${section.id}” is already the id of section ${earlier + 1}; give each section its own id (the page and the editor tell sections apart by it)`,
          },
        ]),
      );
  });
  return issues;
}

/**
 * An article list or news list names one of the article editor's categories: the store's articles
 * are filed under those alone, and "Buying guide" for "Buying guides" was saved and published, a
 * list empty for good ("New guides are on their way."). The section's own schema keeps free text:
 * a Strapi CMS files its articles under categories of its own.
 */
function unknownCategories(sections: ReadonlyArray<{ type: string }>): SectionIssue[] {
  return sections.flatMap((section, index) => {
    if (section.type !== 'article-list' && section.type !== 'news-list') return [];
    const category = (section as { category?: unknown }).category;
    if (typeof category !== 'string' || isOwnCategory(category)) return [];
    return [
      sectionIssue(index, section.type, [
        { path: ['category'], message: `Choose one of: ${ARTICLE_CATEGORIES.join(', ')}` },
      ]),
    ];
  });
}
/**
 * An image at another site's address (`https://…`, `//host/…`): the schema takes it (a Strapi
 * CMS addresses its media on its own host, which the pages' policy then allows), but pages served
 * from this store allow only the site's own images, so it was saved, published, and shown to
 * visitors as a broken image. Found in any field of a section (a hero's image, a card's).
 */
function imagesElsewhere(sections: ReadonlyArray<{ type: string }>): SectionIssue[] {
  const found = (value: unknown, path: (string | number)[]): (string | number)[][] => {
    if (Array.isArray(value)) return value.flatMap((v, i) => found(v, [...path, i]));
    if (!value || typeof value !== 'object') return [];
    const { src } = value as { src?: unknown };
    // A site path, not "//host/x.png" or "/\host/x.png" (which browsers load from another host).
    if (typeof src === 'string' && 'alt' in value && !/^\/(?![/\\])/.test(src))
      return [[...path, 'src']];
    return Object.entries(value).flatMap(([k, v]) => found(v, [...path, k]));
  };
  return sections.flatMap((section, index) => {
    const paths = found(section, []);
    return paths.length
      ? [
          sectionIssue(
            index,
            section.type,
            paths.map((path) => ({
              path,
              message:
                'Pages show only this site’s own images: upload it to the media library and choose it there',
            })),
          ),
        ]
      : [];
  });
}

/** What a page's sections' schemas cannot see, this store checks: queries, categories, images. */
export const pageSectionIssues = (sections: ReadonlyArray<{ type: string }>): SectionIssue[] => [
  ...cardsQueryIssues(sections),
  ...unknownCategories(sections),
  ...imagesElsewhere(sections),
];

/** As the list finds them: whatever the case ("market news" lists Market news). */
const isOwnCategory = (c: string) =>
  ARTICLE_CATEGORIES.some((own) => own.toLowerCase() === c.trim().toLowerCase());

/** Sections' problems with more added, one entry per section, in the page's order. */
export function withIssues(issues: SectionIssue[], more: SectionIssue[]): SectionIssue[] {
  const all = issues.map((i) => ({ ...i, issues: [...i.issues], fields: [...i.fields] }));
  for (const added of more) {
    const same = all.find((i) => i.index === added.index);
    if (same) {
      same.issues.push(...added.issues);
      same.fields.push(...added.fields);
    } else all.push(added);
  }
  return all.sort((a, b) => a.index - b.index);
}

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
  const issues = withIssues(parseSections(doc.data.sections).issues, [
    ...repeatedIds(doc.data.sections),
    ...(kind === 'page' ? pageSectionIssues(doc.data.sections) : []),
  ]);
  return { document: doc.data, issues };
}

/**
 * What publishing stores: every section valid (zod defaults applied, unknown keys dropped),
 * otherwise a 400 listing the problems section by section.
 */
export function checkPublishable(raw: unknown, kind: DocumentKindName = 'page'): CmsDocument {
  const { document, issues } = checkDraft(raw, kind);
  if (issues.length > 0) {
    const names = issues.map((i) => i.section);
    const message =
      issues.length === 1
        ? `${names[0]} is not valid yet; fix or remove it before publishing`
        : `${issues.length} sections are not valid yet: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}. Fix or remove them before publishing`;
    throw new CmsStoreError(400, message, { issues });
  }
  return { ...document, sections: DOCUMENT_KINDS[kind].parseSections(document.sections).sections };
}
