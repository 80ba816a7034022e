import { Link } from 'react-router';
import { useState, type FormEvent } from 'react';
import type { ScheduledAction } from '#schema/admin-staff';
import { formatLondon, londonInputValue } from '#schema/london-time';
import { AdminApiError, adminFetch, errorMessage } from './api';
import { useAdminData } from './use-admin-data';
import { useCan } from './use-role';
import { AdminHeading, Badge, Button, FieldShell, Notice, inputClass } from './ui';

const STATUS_TONE = {
  pending: 'amber',
  running: 'amber',
  done: 'green',
  failed: 'red',
  cancelled: 'grey',
} as const;

/** The scheduled actions as a list, each cancellable while pending (by roles that may publish). */
function ScheduledRows({
  rows,
  onChange,
  showPage,
}: {
  rows: ScheduledAction[];
  onChange: (text: string, tone: 'success' | 'error') => void;
  showPage: boolean;
}) {
  const allowed = useCan()('publish');
  const cancel = async (s: ScheduledAction) => {
    try {
      await adminFetch(`/schedule/${s.id}`, { method: 'DELETE' });
      onChange(`The ${s.action} of ${s.path} is cancelled.`, 'success');
    } catch (err) {
      onChange(errorMessage(err), 'error');
    }
  };
  if (!rows.length) return <p className="text-sm text-slate-600">Nothing scheduled.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
          <Badge tone={STATUS_TONE[s.status]}>{s.status}</Badge>
          <span className="font-semibold text-slate-900">
            {s.action === 'publish' ? 'Publish' : 'Unpublish'}
          </span>
          {showPage ? (
            <Link to={`/admin/pages/${s.pageId}`} className="font-mono text-brand-700 underline">
              {s.path}
            </Link>
          ) : null}
          <time dateTime={s.runAt} className="text-slate-700">
            {formatLondon(s.runAt)}
          </time>
          {s.createdBy ? <span className="text-slate-600">by {s.createdBy}</span> : null}
          {s.reason ? <span className="w-full text-red-800">{s.reason}</span> : null}
          <span className="flex-1" />
          {s.status === 'pending' && allowed ? (
            <Button
              small
              variant="danger"
              onClick={() => void cancel(s)}
              aria-label={`Cancel the ${s.action} of ${s.path} at ${formatLondon(s.runAt)}`}
            >
              Cancel
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** `/admin/scheduled`: every scheduled publish and unpublish, pending first (soonest first). */
export function ScheduledList() {
  const { data, error, reload } = useAdminData<{ scheduled: ScheduledAction[] }>('/schedule');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <div>
      <AdminHeading title="Scheduled" />
      <p className="mb-4 text-sm text-slate-600">
        Times are London time (GMT or BST). Schedule from a page&apos;s editor. Scheduled articles
        are under{' '}
        <Link to="/admin/articles" className="font-semibold text-brand-700 underline">
          Articles
        </Link>{' '}
        (show: Scheduled).
      </p>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {data ? (
        <ScheduledRows
          rows={data.scheduled}
          showPage
          onChange={(text, tone) => {
            setNotice({ text, tone });
            reload();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * What a role that cannot schedule (a contributor) is told of the page's pending actions: a
 * scheduled publish takes the draft as saved at that time, theirs included.
 */
function PendingForDrafters({ rows }: { rows: ScheduledAction[] }) {
  if (!rows.length) return null;
  const publishes = rows.some((s) => s.action === 'publish');
  return (
    <div
      role="note"
      aria-labelledby="pending-schedule-heading"
      className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="pending-schedule-heading" className="font-semibold">
        Scheduled
      </h2>
      <div className="mt-2">
        <ScheduledRows rows={rows} showPage={false} onChange={() => {}} />
      </div>
      {publishes ? (
        <p className="mt-2">
          The draft as saved at that time goes live: save only what is ready by then, or ask an
          editor to cancel it.
        </p>
      ) : null}
    </div>
  );
}

/** In a page's editor: schedule its draft's publish (or an unpublish) at a London time. */
export function SchedulePanel({ pageId }: { pageId: number }) {
  const allowed = useCan()('publish');
  const { data, reload } = useAdminData<{ scheduled: ScheduledAction[] }>(
    `/schedule?page=${pageId}&status=pending`,
  );
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [at, setAt] = useState(() => londonInputValue(new Date(Date.now() + 3_600_000)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!allowed) return <PendingForDrafters rows={data?.scheduled ?? []} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A second press while the first is on its way would be refused as already scheduled.
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      const { scheduled } = await adminFetch<{ scheduled: ScheduledAction }>(
        `/pages/${pageId}/schedule`,
        { method: 'POST', body: { action, at } },
      );
      setNotice({
        tone: 'success',
        text: `${action === 'publish' ? 'Publish' : 'Unpublish'} scheduled for ${formatLondon(scheduled.runAt)}.`,
      });
      reload();
    } catch (err) {
      if (err instanceof AdminApiError) setErrors(err.errors);
      setNotice({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="mt-3 rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
        Schedule{data?.scheduled.length ? ` (${data.scheduled.length} pending)` : ''}
      </summary>
      <form
        onSubmit={(e) => void submit(e)}
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <FieldShell id="schedule-action" label="What" error={errors.action}>
          {(aria) => (
            <select
              {...aria}
              value={action}
              onChange={(e) => setAction(e.target.value as 'publish' | 'unpublish')}
              className={inputClass(errors.action)}
            >
              <option value="publish">Publish the saved draft</option>
              <option value="unpublish">Unpublish the page</option>
            </select>
          )}
        </FieldShell>
        <FieldShell id="schedule-at" label="When (London time)" error={errors.at}>
          {(aria) => (
            <input
              {...aria}
              type="datetime-local"
              required
              value={at}
              onChange={(e) => setAt(e.target.value)}
              className={inputClass(errors.at)}
            />
          )}
        </FieldShell>
        <Button type="submit" variant="primary" disabled={busy}>
          Schedule
        </Button>
      </form>
      <p className="mt-2 text-xs text-slate-600">
        The draft as saved when the time comes is published; unsaved changes are not.
      </p>
      {notice ? (
        <div className="mt-3">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      ) : null}
      {data?.scheduled.length ? (
        <div className="mt-3">
          <ScheduledRows
            rows={data.scheduled}
            showPage={false}
            onChange={(text, tone) => {
              setNotice({ text, tone });
              reload();
            }}
          />
        </div>
      ) : null}
    </details>
  );
}
