import { useState } from 'react';
import { RedirectBodySchema, type RedirectRow } from '#sections/cms-admin';
import { AdminApiError, adminFetch, errorMessage } from './api';
import { useAdminData } from './use-admin-data';
import { AdminHeading, Button, Notice, Panel } from './ui';
import { RedirectForm, type RedirectValues } from './redirect-form';
import { useCannot } from './use-role';

/** `/admin/redirects`: editor-managed redirects (they join the route rules on the next request). */
export function RedirectsManager() {
  const { data, error, reload } = useAdminData<{ redirects: RedirectRow[] }>('/redirects');
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // A contributor reads the redirects; the server refuses a change, so no control offers one.
  const cannot = useCannot('configure');

  const saved = (text: string) => {
    setNotice({ tone: 'success', text });
    setEditing(null);
    reload();
  };
  const create = async (values: RedirectValues) => {
    await adminFetch('/redirects', { method: 'POST', body: RedirectBodySchema.parse(values) });
    saved(`${values.from_path} now redirects to ${values.to_url}.`);
  };
  // Changed by someone else since this list was loaded: show the redirects as they are now.
  const reloadOnConflict = (err: unknown) => {
    if (err instanceof AdminApiError && err.status === 409 && !Object.keys(err.errors).length)
      reload();
  };
  // The redirect as this list showed it (`base`): a change over a colleague's newer one is refused.
  const update = (r: RedirectRow) => async (values: RedirectValues) => {
    try {
      await adminFetch(`/redirects/${r.id}`, {
        method: 'PUT',
        body: { ...RedirectBodySchema.parse(values), base: r.version },
      });
    } catch (err) {
      reloadOnConflict(err);
      throw err;
    }
    saved(`Redirect from ${values.from_path} updated.`);
  };
  const remove = async (r: RedirectRow) => {
    if (!window.confirm(`Delete the redirect from ${r.from_path}?`)) return;
    try {
      await adminFetch(`/redirects/${r.id}?base=${encodeURIComponent(r.version)}`, {
        method: 'DELETE',
      });
      saved(`The redirect from ${r.from_path} is deleted.`);
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err) });
      reloadOnConflict(err);
    }
  };

  return (
    <div>
      <AdminHeading title="Redirects" />
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {cannot ? (
        <div className="my-6">
          <Notice tone="info">You can read the redirects. Adding or changing one: {cannot}.</Notice>
        </div>
      ) : (
        <Panel id="new-redirect" title="Add a redirect">
          <RedirectForm idPrefix="new" submitLabel="Add redirect" onSubmit={create} />
        </Panel>
      )}
      {data?.redirects.length === 0 ? <p className="text-slate-600">No redirects yet.</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {data?.redirects.map((r) => (
          <li key={r.id} className="p-3 text-sm">
            {editing === r.id ? (
              <RedirectForm
                idPrefix={`r${r.id}`}
                initial={r}
                submitLabel="Save redirect"
                onSubmit={update(r)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <p className="min-w-0 flex-1 break-words">
                  <span className="font-mono">{r.from_path}</span> →{' '}
                  <span className="font-mono">{r.to_url}</span>{' '}
                  <span className="text-slate-600">({r.status_code})</span>
                </p>
                {cannot ? null : (
                  <>
                    <Button
                      small
                      onClick={() => setEditing(r.id)}
                      aria-label={`Edit the redirect from ${r.from_path}`}
                    >
                      Edit
                    </Button>
                    <Button
                      small
                      variant="danger"
                      onClick={() => remove(r)}
                      aria-label={`Delete the redirect from ${r.from_path}`}
                    >
                      Delete
                    </Button>
                  </>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
