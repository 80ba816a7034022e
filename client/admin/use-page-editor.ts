import { useCallback, useState } from 'react';
import type { PageDetail, RedirectRow } from '#sections/cms-admin';
import type { SectionIssue } from '#sections/page-document';
import { AdminApiError, adminFetch, errorMessage } from './api';
import type { DraftDocument } from './preview-pane';
import { useUnsavedGuard } from './use-unsaved-guard';

export interface EditorStatus {
  tone: 'success' | 'error' | 'info';
  message: string;
  issues?: SectionIssue[];
}

/** What publishing and unpublishing mean to visitors, by kind of document. */
const OUTCOMES = {
  page: {
    published: (path: string, shown: number) =>
      shown > 0
        ? `Published. Visitors see it now at ${path}.`
        : `Published, with no section to show: visitors get “Page not found” at ${path} until you add one.`,
    unpublished: 'Unpublished. Visitors now get “Page not found”.',
  },
  'listing-layout': {
    published: () => 'Published. Every lot page uses this layout from its next request.',
    unpublished: 'Unpublished. Lot pages show the built-in order again.',
  },
} as const;

const working = (page: PageDetail) => structuredClone(page.draft ?? page.document) as DraftDocument;

/** The page editor's state: the working copy, whether it is saved, and the publishing actions. */
export function usePageEditor(initial: PageDetail) {
  const [page, setPage] = useState(initial);
  const [doc, setDoc] = useState<DraftDocument>(() => working(initial));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<EditorStatus | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  useUnsavedGuard(dirty);

  const edit = useCallback((next: DraftDocument) => {
    setDoc(next);
    setDirty(true);
  }, []);

  async function run(label: string, action: () => Promise<EditorStatus>) {
    setBusy(label);
    setStatus(null);
    try {
      setStatus(await action());
      setServerErrors({});
    } catch (err) {
      const e = err instanceof AdminApiError ? err : null;
      setServerErrors(e?.errors ?? {});
      setStatus({ tone: 'error', message: errorMessage(err), issues: e?.issues ?? [] });
    } finally {
      setBusy(null);
    }
  }

  // Every save and publish names the working copy this tab last saw (`base`): the server refuses
  // one over a newer copy (another tab, another editor) with a 409 instead of overwriting it.
  async function saveDraft(): Promise<{ issues: SectionIssue[]; version: string }> {
    const out = await adminFetch<{ issues: SectionIssue[]; version: string }>(
      `/pages/${page.id}/draft`,
      { method: 'PUT', body: { document: doc, base: page.version } },
    );
    setDirty(false);
    setPage((p) => ({ ...p, hasDraft: true, issues: out.issues, version: out.version }));
    return out;
  }

  const afterPublish = (next: PageDetail, message: string): EditorStatus => {
    setPage(next);
    setDoc(working(next));
    setDirty(false);
    return { tone: 'success', message };
  };

  return {
    page,
    doc,
    dirty,
    busy,
    status,
    serverErrors,
    edit,
    /** The page moved to a new path: its new version is what this tab saw (the working copy stays). */
    moved: (next: PageDetail) => setPage(next),
    save: () =>
      run('save', async () => {
        const { issues } = await saveDraft();
        return issues.length
          ? {
              tone: 'info',
              message: `Draft saved. ${issues.length} section(s) need fixing before you can publish.`,
              issues,
            }
          : { tone: 'success', message: 'Draft saved. Visitors still see the published page.' };
      }),
    publish: () =>
      run('publish', async () => {
        const base = dirty ? (await saveDraft()).version : page.version;
        const out = await adminFetch<{ page: PageDetail; redirectsRemoved?: RedirectRow[] }>(
          `/pages/${page.id}/publish`,
          { method: 'POST', body: { base } },
        );
        // A redirect from the page's own path would have hidden it: the publish removed it.
        const removed = (out.redirectsRemoved ?? [])
          .map((r) => ` The redirect from ${r.from_path} to ${r.to_url} was removed.`)
          .join('');
        // A page with no section shown is a 404 for visitors (decision 043): the message says so.
        const shown = out.page.document.sections.filter((s) => !s.hidden).length;
        return afterPublish(
          out.page,
          OUTCOMES[out.page.kind].published(out.page.path, shown) + removed,
        );
      }),
    unpublish: () =>
      run('unpublish', async () => {
        // The live page as this tab saw it: over a newer publish, refused.
        const out = await adminFetch<{ page: PageDetail }>(`/pages/${page.id}/unpublish`, {
          method: 'POST',
          body: { base: page.liveVersion },
        });
        setPage(out.page);
        return { tone: 'success', message: OUTCOMES[out.page.kind].unpublished };
      }),
    discard: () =>
      run('discard', async () => {
        // Only the draft this tab shows: one saved since (another tab, another editor) is kept.
        const out = await adminFetch<{ page: PageDetail }>(`/pages/${page.id}/draft`, {
          method: 'DELETE',
          body: { base: page.version },
        });
        return afterPublish(out.page, 'Draft discarded; the editor shows the published page.');
      }),
  };
}

export type PageEditorState = ReturnType<typeof usePageEditor>;
