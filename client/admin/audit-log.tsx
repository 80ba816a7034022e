import { useState, type FormEvent } from 'react';
import type { AuditEntry } from '#shared/payloads/admin-audit';
import { formatLondon } from '#schema/london-time';
import { adminFetch, errorMessage } from './api';
import { AdminHeading, Button, FieldShell, Notice, inputClass } from './ui';
import { useAdminData } from './use-admin-data';

interface AuditPage {
  entries: AuditEntry[];
  next: number | null;
  actions: string[];
}

const FILTERS = ['actor', 'action', 'target', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { actor: '', action: '', target: '', from: '', to: '' };

const queryOf = (f: Filters, before?: number) => {
  const q = new URLSearchParams();
  for (const k of FILTERS) if (f[k].trim()) q.set(k, f[k].trim());
  if (before) q.set('before', String(before));
  const s = q.toString();
  return `/audit${s ? `?${s}` : ''}`;
};

const shown = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? '—' : s.length > 120 ? `${s.slice(0, 117)}…` : s;
};

/** `/admin/audit`: every admin write, newest first, filtered by who, what, target and day. */
export function AuditLog() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const { data, error, loading } = useAdminData<AuditPage>(queryOf(applied));
  const [older, setOlder] = useState<{ key: string; entries: AuditEntry[]; next: number | null }>();
  const [olderError, setOlderError] = useState<string | null>(null);
  const key = queryOf(applied);
  const extra = older?.key === key ? older : undefined;
  const entries = [...(data?.entries ?? []), ...(extra?.entries ?? [])];
  const next = extra ? extra.next : (data?.next ?? null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setApplied(draft);
  };
  const loadOlder = async () => {
    if (!next) return;
    try {
      const page = await adminFetch<AuditPage>(queryOf(applied, next));
      setOlder({ key, entries: [...(extra?.entries ?? []), ...page.entries], next: page.next });
    } catch (err) {
      setOlderError(errorMessage(err));
    }
  };
  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  return (
    <div>
      <AdminHeading title="Audit log" />
      <form
        onSubmit={apply}
        aria-label="Filter the audit log"
        className="mb-6 grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      >
        <FieldShell id="audit-actor" label="Who (e-mail)">
          {(aria) => (
            <input
              {...aria}
              maxLength={200}
              value={draft.actor}
              onChange={set('actor')}
              className={inputClass()}
            />
          )}
        </FieldShell>
        <FieldShell id="audit-action" label="Action">
          {(aria) => (
            <select
              {...aria}
              value={draft.action}
              onChange={set('action')}
              className={inputClass()}
            >
              <option value="">Any action</option>
              {data?.actions.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell id="audit-target" label="Target (path, e-mail…)">
          {(aria) => (
            <input
              {...aria}
              maxLength={200}
              value={draft.target}
              onChange={set('target')}
              className={inputClass()}
            />
          )}
        </FieldShell>
        <FieldShell id="audit-from" label="From (day)">
          {(aria) => (
            <input
              {...aria}
              type="date"
              value={draft.from}
              onChange={set('from')}
              className={inputClass()}
            />
          )}
        </FieldShell>
        <FieldShell id="audit-to" label="To (day)">
          {(aria) => (
            <input
              {...aria}
              type="date"
              value={draft.to}
              onChange={set('to')}
              className={inputClass()}
            />
          )}
        </FieldShell>
        <div className="flex gap-2">
          <Button type="submit" variant="primary">
            Filter
          </Button>
          <Button
            onClick={() => {
              setDraft(EMPTY);
              setApplied(EMPTY);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {olderError ? <Notice tone="error">{olderError}</Notice> : null}
      <p role="status" className="sr-only">
        {loading ? 'Loading the audit log' : `${entries.length} entries shown`}
      </p>
      {!loading && entries.length === 0 ? (
        <p className="text-slate-600">No entries match.</p>
      ) : null}
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {entries.map((e) => (
          <li key={e.id} className="p-3 text-sm">
            <p className="flex flex-wrap gap-x-3 gap-y-1">
              <span className="font-semibold text-slate-900">{e.action}</span>
              <span className="break-all font-mono text-slate-800">{e.target ?? e.targetKind}</span>
              <span className="text-slate-600">by {e.actor}</span>
              <time dateTime={e.at} className="text-slate-600">
                {formatLondon(e.at)}
              </time>
            </p>
            {e.diff.length ? (
              <details className="mt-1">
                <summary className="cursor-pointer text-brand-700">
                  {e.diff.length} change{e.diff.length === 1 ? '' : 's'}
                </summary>
                <ul className="mt-1 space-y-1 font-mono text-xs break-all text-slate-800">
                  {e.diff.slice(0, 50).map((c, i) => (
                    <li key={i}>
                      {c.kind} {c.path || '(whole)'}
                      {'before' in c ? ` − ${shown(c.before)}` : ''}
                      {'after' in c ? ` + ${shown(c.after)}` : ''}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
      {next ? (
        <div className="mt-4">
          <Button onClick={() => void loadOlder()}>Older entries</Button>
        </div>
      ) : null}
    </div>
  );
}
