import type { MouseEvent, ReactNode } from 'react';
import type { SectionIssue } from '#sections/page-document';
import { humanize } from './schema-form/json-schema';
import { previewItems, sectionName } from './preview-items';

interface Props<S extends { id: string }> {
  /** The draft's sections as sent for preview, in order (valid or not). */
  raw: ReadonlyArray<{ type: string; id?: unknown; hidden?: unknown }>;
  /** What the server kept (and loaded), for the real renderers. */
  sections: S[];
  issues: SectionIssue[];
  /** The visitors' render loop for valid sections (PageSections, DetailSections), one at a time. */
  render: (run: S[]) => ReactNode;
  /** The index (in the editor's list) of the section whose form is selected. */
  selected: number | null;
  onSelect: (index: number) => void;
}

/**
 * The editor's view of a document: each valid section through the visitors' render loop, and in
 * the place of each section visitors would not see, a visible box naming its type and problems.
 * Every section is selectable: a click anywhere on it, or its "Edit" button from the keyboard,
 * opens its form; the selected one is outlined. A link in the preview selects its section instead
 * of leaving the draft; the content stays readable by screen readers (it is not inert).
 */
export function PreviewSections<S extends { id: string }>({
  raw,
  sections,
  issues,
  render,
  selected,
  onSelect,
}: Props<S>) {
  return (
    <div data-editor-preview="">
      {previewItems(raw, sections, issues).map((item) => {
        const name = sectionName(item.type, item.id);
        const isSelected = selected === item.index;
        return (
          <div
            key={`${item.index}:${item.id}`}
            data-preview-index={item.index}
            data-selected={isSelected ? '' : undefined}
            onClick={(e: MouseEvent) => {
              e.preventDefault();
              onSelect(item.index);
            }}
            className={`group relative cursor-pointer outline-offset-[-3px] hover:outline-2 hover:outline-brand-300 hover:outline-dashed ${isSelected ? 'outline-3 outline-brand-700 outline-solid hover:outline-brand-700 hover:outline-solid' : ''}`}
          >
            <button
              type="button"
              aria-pressed={isSelected}
              className={`absolute top-1 left-1 z-10 rounded-md bg-brand-700 px-2 py-1 text-xs font-semibold text-white shadow focus:outline-2 focus:outline-offset-2 focus:outline-brand-900 opacity-0 group-hover:opacity-100 focus:opacity-100`}
            >
              Edit {name}
            </button>
            {'shown' in item ? (
              render([item.shown])
            ) : (
              <SkippedSection type={item.type} id={item.id} problems={item.problems} />
            )}
          </div>
        );
      })}
    </div>
  );
}

function SkippedSection({ type, id, problems }: { type: string; id: string; problems: string[] }) {
  return (
    <div
      role="note"
      data-skipped-section={type}
      className="mx-4 mb-12 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {humanize(type)} section “{id}” is not shown to visitors
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
