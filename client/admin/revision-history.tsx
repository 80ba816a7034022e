import { useState } from 'react';
import { Link } from 'react-router';
import type { DocumentDiff, PageDetail, RedirectRow, RevisionSummary } from '#sections/cms-admin';
import { AdminApiError, adminFetch, errorMessage } from './api';
import { useAdminData } from './use-admin-data';
import { AdminHeading, Badge, Button, FieldShell, Notice, inputClass } from './ui';
import { DiffView } from './diff-view';
import { useCannot } from './use-role';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** `/admin/pages/:id/history`: every publish, a diff of any two, and one-click rollback. */
export function RevisionHistory({ id }: { id: string }) {
  const page = useAdminData<{ page: PageDetail }>(`/pages/${id}`);
  const list = useAdminData<{ revisions: RevisionSummary[] }>(`/pages/${id}/revisions`);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('live');
  const [diff, setDiff] = useState<DocumentDiff | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const revisions = list.data?.revisions ?? [];
  // Restoring publishes: a contributor compares versions but is not offered what the server refuses.
  const cannotRestore = useCannot('publish');

  const compare = async (a: string, b: string) => {
    setFrom(a);
    setTo(b);
    try {
      setDiff(
        (await adminFetch<{ diff: DocumentDiff }>(`/pages/${id}/diff?from=${a}&to=${b}`)).diff,
      );
      setNotice(null);
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err) });
    }
  };
  // A restore changes the live page only: a saved draft (someone's next version) stays a draft.
  const draftKept = page.data?.page.hasDraft
    ? ' The saved draft is kept: publishing it later replaces this version.'
    : '';
  const restore = async (r: RevisionSummary) => {
    if (!window.confirm(`Publish the version of ${when(r.createdAt)} again?${draftKept}`)) return;
    try {
      // The live page as this history showed it: restoring over a newer publish is refused.
      const out = await adminFetch<{ redirectsRemoved?: RedirectRow[] }>(`/pages/${id}/rollback`, {
        method: 'POST',
        body: { revisionId: r.id, base: page.data?.page.liveVersion },
      });
      const removed = (out.redirectsRemoved ?? [])
        .map((x) => ` The redirect from ${x.from_path} to ${x.to_url} was removed.`)
        .join('');
      setNotice({
        tone: 'success',
        text: `The version of ${when(r.createdAt)} is live again.${draftKept}${removed}`,
      });
      setDiff(null);
      list.reload();
      page.reload();
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err) });
      // Refused because someone changed the live page: show the versions as they are now.
      if (err instanceof AdminApiError && err.status === 409) {
        list.reload();
        page.reload();
      }
    }
  };
  const unpublished = page.data?.page.published === false;
  const oldest = revisions.length ? String(revisions[revisions.length - 1]!.id) : '';
  const options = [
    { value: 'live', label: unpublished ? 'Last published (not live)' : 'Live page' },
    ...(page.data?.page.hasDraft ? [{ value: 'draft', label: 'Current draft' }] : []),
    ...revisions.map((r) => ({
      value: String(r.id),
      label: `#${r.id} · ${when(r.createdAt)}${r.live ? ' (live)' : ''}`,
    })),
  ];

  return (
    <div>
      <AdminHeading title={`History of ${page.data?.page.path ?? '…'}`}>
        <Link
          to={`/admin/pages/${id}`}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Back to the editor
        </Link>
      </AdminHeading>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {list.error ? <Notice tone="error">{list.error}</Notice> : null}
      {cannotRestore && revisions.length ? (
        <Notice tone="info">
          You can compare versions. Restoring one publishes it: {cannotRestore}.
        </Notice>
      ) : null}
      {list.data && revisions.length === 0 ? (
        <p className="text-slate-600">This page has not been published from the editor yet.</p>
      ) : null}
      {unpublished && revisions.length ? (
        <Notice tone="info">
          This page is unpublished: visitors see none of these versions. Restoring one puts it live
          again.
        </Notice>
      ) : null}
      <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {page.data?.page.hasDraft && revisions.length ? (
          <li className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <div className="min-w-56 flex-1">
              <p className="font-semibold text-slate-900">
                Saved draft <Badge tone="amber">Draft: not live yet</Badge>
              </p>
              <p className="text-slate-600">
                Publishing it from the editor makes it the live version.
              </p>
            </div>
            <Button small onClick={() => compare('live', 'draft')}>
              {unpublished ? 'Changes from the last published' : 'Changes from live'}
            </Button>
          </li>
        ) : null}
        {revisions.map((r, i) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <div className="min-w-56 flex-1">
              <p className="font-semibold text-slate-900">
                #{r.id} · {when(r.createdAt)} <RevisionState live={r.live} newest={i === 0} />
              </p>
              <p className="text-slate-600">
                {r.title} · {r.sections} sections ·{' '}
                {r.author ? `by ${r.author}` : 'from the seed or an import'}
              </p>
            </div>
            {revisions[i + 1] ? (
              <Button small onClick={() => compare(String(revisions[i + 1]!.id), String(r.id))}>
                Changes from previous
              </Button>
            ) : null}
            {/* The live version is what visitors see already: nothing to restore. */}
            {cannotRestore || r.live ? null : (
              <Button
                small
                variant="primary"
                onClick={() => restore(r)}
                aria-label={`Restore revision ${r.id}`}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
      {revisions.length ? (
        <form
          className="mt-6 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void compare(from || oldest, to);
          }}
        >
          <RevisionSelect
            id="diff-from"
            label="Compare"
            value={from || oldest}
            onChange={setFrom}
            options={options}
          />
          <RevisionSelect id="diff-to" label="with" value={to} onChange={setTo} options={options} />
          <Button type="submit">Show differences</Button>
        </form>
      ) : null}
      {diff ? (
        <section aria-label="Differences" className="mt-6 rounded-xl border border-slate-200 p-4">
          <DiffView diff={diff} />
        </section>
      ) : null}
    </div>
  );
}

/** Which version visitors see now, and which was published last but is not live (unpublished). */
function RevisionState({ live, newest }: { live: boolean; newest: boolean }) {
  if (live) return <Badge tone="green">Live: visitors see this</Badge>;
  if (newest) return <Badge tone="grey">Last published: not live</Badge>;
  return <span className="font-normal text-slate-600">earlier version</span>;
}

function RevisionSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <div className="min-w-56">
      <FieldShell id={props.id} label={props.label}>
        {(aria) => (
          <select
            {...aria}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            className={inputClass()}
          >
            {props.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
    </div>
  );
}
