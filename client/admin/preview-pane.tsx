import { useEffect, useState } from 'react';
import type { PreviewData } from '#server/cms/store/preview.server';
import { adminFetch, errorMessage } from './api';
import { PreviewSections } from './preview-sections';
import { Notice } from './ui';
import type { RawSection } from './section-form';

export interface DraftDocument {
  slug: string;
  title: string;
  layout: 'default' | 'landing';
  seo: Record<string, unknown>;
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
        <p className="text-xs text-slate-600">
          Layout: {shown.data.layout} · Title in search results: “{shown.data.meta.title}”
          {shown.data.meta.noindex ? ' · hidden from search engines' : ''}
        </p>
      ) : (
        <p role="status" className="text-sm text-slate-600">
          Rendering the preview…
        </p>
      )}
      <div
        data-testid="preview"
        className="overflow-hidden rounded-xl border border-slate-300 bg-white pt-4"
      >
        {shown ? (
          <PreviewSections
            raw={shown.raw}
            sections={shown.data.sections}
            issues={shown.data.issues}
          />
        ) : null}
      </div>
    </section>
  );
}
