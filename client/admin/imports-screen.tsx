import { useAdminData } from './use-admin-data';
import { AdminHeading, Badge, Notice } from './ui';
import { FeedTokensPanel } from './feed-tokens-panel';
import { useCan } from './use-role';

interface ImportRow {
  id: number;
  fileName: string;
  house: string | null;
  source: 'cli' | 'http';
  status: 'running' | 'applied' | 'rejected' | 'failed';
  inserted: number;
  updated: number;
  withdrawn: number;
  unchanged: number;
  rejected: number;
  rejectedRows: FeedIssue[];
  /** An applied file's warnings (none were kept before migration 048). */
  warnings: FeedIssue[];
  startedAt: string;
}

interface FeedIssue {
  line: number;
  field: string;
  reason: string;
}

/** A file's rejected rows or warnings, folded under their count; nothing when there are none. */
function FeedIssues({ title, rows }: { title: string; rows: FeedIssue[] }) {
  if (!rows.length) return null;
  return (
    <details>
      <summary className="cursor-pointer font-semibold text-brand-700">
        {title} ({rows.length})
      </summary>
      <table className="mt-2 w-full text-left text-xs">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3">
              Line
            </th>
            <th scope="col" className="py-1 pr-3">
              Field
            </th>
            <th scope="col" className="py-1">
              Reason
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, n) => (
            <tr key={n} className="border-t border-slate-100">
              {/* Line 0 is the whole file. */}
              <td className="py-1 pr-3">{r.line || '—'}</td>
              <td className="py-1 pr-3 font-mono">{r.field}</td>
              <td className="py-1">{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * `/admin/imports`: the lot feed import log, newest first, with each file's rejected rows and
 * warnings; for admins, the houses' feed tokens above it.
 */
export function ImportsScreen() {
  const { data, error } = useAdminData<{ imports: ImportRow[] }>('/imports');
  const can = useCan();
  return (
    <div>
      <AdminHeading title="Lot feed imports" />
      {can('feeds') ? <FeedTokensPanel /> : null}
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Files imported</h2>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {data?.imports.length === 0 ? <p className="text-slate-600">No feeds imported yet.</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {data?.imports.map((i) => (
          <li key={i.id} className="space-y-2 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono break-all">{i.fileName}</span>
              <Badge
                tone={i.status === 'applied' ? 'green' : i.status === 'running' ? 'grey' : 'red'}
              >
                {i.status}
              </Badge>
              <span className="text-slate-600">
                {i.house ?? 'several houses'} · {i.source === 'http' ? 'HTTP' : 'command line'} ·{' '}
                {when(i.startedAt)}
              </span>
            </div>
            <p className="text-slate-700">
              {i.inserted} inserted, {i.updated} updated, {i.withdrawn} withdrawn, {i.unchanged}{' '}
              unchanged, {i.rejected} rejected
            </p>
            <FeedIssues title="Rejected rows" rows={i.rejectedRows} />
            <FeedIssues title="Warnings" rows={i.warnings} />
          </li>
        ))}
      </ul>
    </div>
  );
}
