import { useState } from 'react';
import { Link } from 'react-router';
import { navigateTo } from '#client/runtime/navigate-to';
import { deletePageQuestion, type LinksIn, type PageDetail } from '#sections/cms-admin';
import { adminFetch, errorMessage } from './api';
import { useAdminData } from './use-admin-data';
import { usePageEditor, type PageEditorState } from './use-page-editor';
import { AdminHeading, Badge, Button, Notice } from './ui';
import { PageFields, pageFieldErrors } from './page-fields';
import { PageAddress } from './page-address';
import { SectionList } from './section-list';
import { PreviewPane } from './preview-pane';
import { REGISTRY_OF_KIND } from './kind-registry';
import type { SectionSelection } from './section-selection';
import { sectionName } from './preview-items';
import { SchedulePanel } from './scheduled-actions';
import { useCan } from './use-role';
import { OUTCOME_ID, useOutcomeFocus } from './use-outcome-focus';

/** `/admin/pages/:id`: the page's fields and sections beside a live preview of the draft. */
export function PageEditorScreen({ id }: { id: string }) {
  const { data, error, loading } = useAdminData<{ page: PageDetail }>(`/pages/${id}`);
  if (error) return <Notice tone="error">{error}</Notice>;
  if (loading || !data)
    return (
      <p role="status" className="text-slate-600">
        Loading the page…
      </p>
    );
  return <PageEditor key={data.page.id} initial={data.page} />;
}

function PageEditor({ initial }: { initial: PageDetail }) {
  const editor = usePageEditor(initial);
  const { page, doc } = editor;
  const isPage = page.kind === 'page';
  const [selection, setSelection] = useState<SectionSelection | null>(null);
  const selected = selection ? doc.sections[selection.index] : undefined;
  const can = useCan();
  const fieldsRef = useOutcomeFocus(editor.status, setSelection);
  return (
    <div>
      <AdminHeading title={isPage ? `Edit ${page.path}` : `Edit the ${doc.title || 'layout'}`}>
        <Link
          to={`/admin/pages/${page.id}/history`}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Revision history
        </Link>
        {page.published && isPage ? (
          <a
            href={page.path}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            View live page
          </a>
        ) : null}
        {!isPage ? (
          <a
            href="/listings"
            className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Browse lot pages
          </a>
        ) : null}
      </AdminHeading>
      {!isPage ? (
        <Notice tone="info">
          This layout orders the detail sections of every lot page (
          {page.path.replace(':id', '{id}')}
          ): add, remove, reorder and set their options. The photos, price box and auction house
          stay where they are. Published changes show on the next request of any lot page;
          unpublished, lot pages use the built-in order.
        </Notice>
      ) : null}
      <PublishBar editor={editor} />
      <p role="status" className="sr-only">
        {selected ? `Selected: ${sectionName(selected.type, String(selected.id ?? ''))}` : ''}
      </p>
      <SchedulePanel pageId={page.id} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          <div ref={fieldsRef}>
            <PageFields
              doc={doc}
              kind={page.kind}
              errors={pageFieldErrors(doc, editor.serverErrors, page.kind)}
              onChange={editor.edit}
            />
          </div>
          <SectionList
            sections={doc.sections}
            registry={REGISTRY_OF_KIND[page.kind]}
            onChange={(sections) => editor.edit({ ...doc, sections })}
            selection={selection}
            onSelect={(index) => setSelection({ index, from: 'form' })}
          />
          {isPage && !page.isHome && can('publish') ? (
            <PageAddress page={page} onMoved={editor.moved} />
          ) : null}
          {isPage && can('delete') ? <DeletePage id={page.id} path={page.path} /> : null}
        </div>
        <div className="lg:sticky lg:top-4 lg:max-h-screen lg:self-start lg:overflow-y-auto">
          <PreviewPane
            document={doc}
            path={page.path}
            selection={selection}
            onSelect={(index) => setSelection({ index, from: 'preview' })}
          />
        </div>
      </div>
    </div>
  );
}

const DISCARD_QUESTION =
  'Discard the saved draft? Its changes cannot be brought back; the editor shows the published version.';

function PublishBar({ editor }: { editor: PageEditorState }) {
  const { page, dirty, busy, status } = editor;
  const mayPublish = useCan()('publish');
  // Live, with no draft and nothing typed since: a publish would only copy the live version.
  const nothingNew = page.published && !page.hasDraft && !dirty;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        {page.published ? (
          <Badge tone="green">Published</Badge>
        ) : (
          <Badge tone="grey">Not published</Badge>
        )}
        {dirty ? <Badge tone="amber">Unsaved changes</Badge> : null}
        {!dirty && page.hasDraft ? <Badge tone="amber">Draft not yet published</Badge> : null}
        <span className="flex-1" />
        <Button onClick={editor.save} disabled={!!busy || !dirty}>
          {busy === 'save' ? 'Saving…' : 'Save draft'}
        </Button>
        {page.hasDraft && !dirty ? (
          <Button
            onClick={() => {
              if (window.confirm(DISCARD_QUESTION)) void editor.discard();
            }}
            disabled={!!busy}
          >
            Discard draft
          </Button>
        ) : null}
        {page.published && mayPublish ? (
          <Button variant="danger" onClick={editor.unpublish} disabled={!!busy}>
            {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish'}
          </Button>
        ) : null}
        {mayPublish ? (
          <Button
            variant="primary"
            onClick={editor.publish}
            disabled={!!busy || nothingNew}
            title={nothingNew ? 'Visitors already see this version' : undefined}
          >
            {busy === 'publish' ? 'Publishing…' : 'Publish'}
          </Button>
        ) : (
          <span className="text-sm text-slate-600">An editor publishes your saved draft.</span>
        )}
      </div>
      {status ? (
        <div id={OUTCOME_ID} tabIndex={-1} className="focus:outline-2 focus:outline-brand-700">
          <Notice tone={status.tone}>
            <p>{status.message}</p>
            {status.issues?.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {status.issues.map((i) => (
                  <li key={i.index}>
                    {i.section}: {i.issues.join('; ')}
                  </li>
                ))}
              </ul>
            ) : null}
          </Notice>
        </div>
      ) : null}
    </div>
  );
}

function DeletePage({ id, path }: { id: number; path: string }) {
  const remove = async () => {
    try {
      const { linksIn } = await adminFetch<{ linksIn: LinksIn }>(`/pages/${id}/links-in`);
      if (!window.confirm(deletePageQuestion(path, linksIn))) return;
      await adminFetch(`/pages/${id}`, { method: 'DELETE' });
      await navigateTo('/admin', { state: { notice: `${path} was deleted.` } });
    } catch (err) {
      window.alert(errorMessage(err));
    }
  };
  return (
    <div className="border-t border-slate-200 pt-4">
      <Button variant="danger" onClick={remove}>
        Delete this page
      </Button>
    </div>
  );
}
