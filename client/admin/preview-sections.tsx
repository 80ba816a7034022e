import type { ReactNode } from 'react';
import type { SectionIssue } from '#sections/page-document';
import { humanize } from './schema-form/json-schema';

interface Props<S extends { id: string }> {
  /** The draft's sections as sent for preview, in order (valid or not). */
  raw: ReadonlyArray<{ type: string; id?: unknown }>;
  /** What the server kept (and loaded), for the real renderers. */
  sections: S[];
  issues: SectionIssue[];
  /** The visitors' render loop for a run of valid sections (PageSections, DetailSections). */
  render: (run: S[]) => ReactNode;
}

/**
 * The editor's view of a document: valid sections through the visitors' render loop, and in the
 * place of each section visitors would not see, a visible box naming its type and its problems.
 */
export function PreviewSections<S extends { id: string }>({
  raw,
  sections,
  issues,
  render,
}: Props<S>) {
  const byIndex = new Map(issues.map((i) => [i.index, i]));
  const remaining = [...sections];
  const out: ReactNode[] = [];
  let run: S[] = [];
  const flush = () => {
    if (run.length) out.push(<div key={`run-${out.length}`}>{render(run)}</div>);
    run = [];
  };
  raw.forEach((s, index) => {
    const issue = byIndex.get(index);
    const at = issue ? -1 : remaining.findIndex((l) => l.id === s.id);
    if (at >= 0) {
      run.push(remaining.splice(at, 1)[0]!);
      return;
    }
    flush();
    out.push(
      <SkippedSection
        key={`skip-${index}`}
        type={s.type}
        id={String(s.id ?? '')}
        problems={issue?.issues ?? ['Its data could not be loaded, so visitors do not see it now.']}
      />,
    );
  });
  flush();
  return <div data-editor-preview="">{out}</div>;
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
