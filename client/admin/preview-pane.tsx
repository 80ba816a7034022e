import { useEffect, useState } from 'react';
import type { PreviewData } from '#shared/payloads/cms-page-data';
import { PageSections } from '#sections/page-sections';
import { EmptyPageNotice } from '#sections/empty-page-notice';
import { DetailSections } from '#sections/detail/detail-sections';
import { adminFetch, errorMessage } from './api';
import { PreviewSections } from './preview-sections';
import { Notice } from './ui';
import type { RawSection } from './section-form';

/** The editor's working copy: a page (title, layout, SEO, sections) or a layout (title, sections). */
export interface DraftDocument {
  slug: string;
  title: string;
  layout?: 'default' | 'landing';
  seo?: Record<string, unknown>;
  sections: RawSection[];
}

interface Shown {
  data: PreviewData;
  raw: RawSection[];
}

/** The draft rendered by the real renderers, refreshed shortly after each change. */
export function PreviewPane({ document, path }: { document: DraftDocument; path: string }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adminFetch<PreviewData>('/preview', {
        method: 'POST',
        body: { path, document },
        signal: controller.signal,
      })
        .then((data) => {
          setShown({ data, raw: document.sections });
          setError(null);
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setError(errorMessage(err));
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [document, path]);

  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      {error ? <Notice tone="error">The preview could not be updated: {error}</Notice> : null}
      {shown ? (
        <PreviewCaption data={shown.data} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          Rendering the preview…
        </p>
      )}
      <div
        data-testid="preview"
        className={`overflow-hidden rounded-xl border border-slate-300 bg-white ${shown?.data.kind === 'listing-layout' ? 'p-4' : 'pt-4'}`}
      >
        {shown ? <PreviewBody shown={shown} /> : null}
      </div>
    </section>
  );
}

function PreviewCaption({ data }: { data: PreviewData }) {
  if (data.kind === 'listing-layout')
    return (
      <p className="text-xs text-slate-600">
        {data.lot
          ? `Shown on lot ${data.lot.id}, “${data.lot.title}”. Every lot page uses this layout below its photos.`
          : 'There are no lots yet to show this layout on.'}
      </p>
    );
  return (
    <p className="text-xs text-slate-600">
      Layout: {data.layout} · Title in search results: “{data.meta.title}”
      {data.meta.noindex ? ' · hidden from search engines' : ''}
    </p>
  );
}

function PreviewBody({ shown: { data, raw } }: { shown: Shown }) {
  if (data.kind === 'page' && raw.length === 0) return <EmptyPageNotice />;
  if (data.kind === 'page')
    return (
      <PreviewSections
        raw={raw}
        sections={data.sections}
        issues={data.issues}
        render={(run) => <PageSections sections={run} />}
      />
    );
  const { lot } = data;
  if (!lot) return null;
  return (
    <PreviewSections
      raw={raw}
      sections={data.sections}
      issues={data.issues}
      render={(run) => (
        <div className="pb-8">
          <DetailSections sections={run} lot={lot} />
        </div>
      )}
    />
  );
}
