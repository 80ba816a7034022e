import type { DiffChange, DocumentDiff } from '#sections/cms-admin';
import { humanize } from './schema-form/json-schema';

const show = (v: unknown) => (typeof v === 'string' ? `“${v}”` : JSON.stringify(v));

function Change({ change }: { change: DiffChange }) {
  const path = change.path || '(whole section)';
  if (change.kind === 'added')
    return (
      <li>
        <span className="font-mono text-xs">{path}</span> added:{' '}
        <ins className="bg-green-100 no-underline">{show(change.after)}</ins>
      </li>
    );
  if (change.kind === 'removed')
    return (
      <li>
        <span className="font-mono text-xs">{path}</span> removed:{' '}
        <del className="bg-red-100">{show(change.before)}</del>
      </li>
    );
  return (
    <li>
      <span className="font-mono text-xs">{path}</span>:{' '}
      <del className="bg-red-100">{show(change.before)}</del> →{' '}
      <ins className="bg-green-100 no-underline">{show(change.after)}</ins>
    </li>
  );
}

const STATUS = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  moved: 'Moved',
} as const;

/** Page fields first, then sections by id: added, removed, changed (field by field) or moved. */
export function DiffView({ diff }: { diff: DocumentDiff }) {
  if (diff.page.length === 0 && diff.sections.length === 0)
    return <p className="text-slate-600">The two versions are the same.</p>;
  return (
    <div className="space-y-4 text-sm">
      {diff.page.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">Page fields</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
            {diff.page.map((c) => (
              <Change key={c.path} change={c} />
            ))}
          </ul>
        </div>
      ) : null}
      {diff.sections.map((s) => (
        <div key={s.id}>
          <h3 className="font-semibold text-slate-900">
            {STATUS[s.status]}: {humanize(s.type)} “{s.id}”
            {s.status === 'moved' || (s.status === 'changed' && s.from !== s.to)
              ? ` (position ${(s.from ?? 0) + 1} → ${(s.to ?? 0) + 1})`
              : ''}
          </h3>
          {s.status === 'changed' ? (
            <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
              {s.changes.map((c) => (
                <Change key={c.path} change={c} />
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </div>
  );
}
