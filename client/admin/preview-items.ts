import type { SectionIssue } from '#sections/page-document';
import { humanize } from './schema-form/json-schema';

/** One entry of the draft as the preview shows it: the section at `index` of the editor's list. */
export type PreviewItem<S> =
  | { index: number; id: string; type: string; shown: S }
  | { index: number; id: string; type: string; problems: string[] };

const NOT_LOADED = 'Its data could not be loaded, so visitors do not see it now.';
const HIDDEN = 'Hidden: kept in the page, fields and all. Press “Show” in its row to put it back.';

/**
 * Pairs each section of the draft (by its index in the editor's list, so a click in the preview
 * finds its form) with what the server kept for the real renderers, or with the problems that
 * keep it from visitors. Every draft section gives exactly one item, in the draft's order.
 */
export function previewItems<S extends { id: string }>(
  raw: ReadonlyArray<{ type: string; id?: unknown; hidden?: unknown }>,
  sections: readonly S[],
  issues: readonly SectionIssue[],
): PreviewItem<S>[] {
  const byIndex = new Map(issues.map((i) => [i.index, i]));
  const remaining = [...sections];
  return raw.map((s, index) => {
    const id = String(s.id ?? '');
    const issue = byIndex.get(index);
    // Hidden by an editor: the server left it out, as for visitors (its problems, if any, first).
    if (s.hidden === true && !issue) return { index, id, type: s.type, problems: [HIDDEN] };
    const at = issue ? -1 : remaining.findIndex((l) => l.id === s.id);
    if (at >= 0) return { index, id, type: s.type, shown: remaining.splice(at, 1)[0]! };
    return { index, id, type: s.type, problems: issue?.issues ?? [NOT_LOADED] };
  });
}

/** How the editor names a section to people: its type and its id. */
export const sectionName = (type: string, id: string) => `${humanize(type)} section “${id}”`;
