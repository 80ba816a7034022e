import { useEffect, useRef, useState } from 'react';
import type { PreviewData } from '#shared/payloads/cms-page-data';
import { PageSections } from '#sections/page-sections';
import { EmptyPageNotice } from '#sections/empty-page-notice';
import { DetailSections } from '#sections/detail/detail-sections';
import { useHydrated } from '#client/app/use-hydrated';
import { adminFetch, errorMessage } from './api';
import { PreviewSections } from './preview-sections';
import { PreviewFrame, type PreviewWidth } from './preview-frame';
import { WidthSwitch } from './width-switch';
import { revealInPane, type SectionSelection } from './section-selection';
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

interface Selecting {
  selection: SectionSelection | null;
  onSelect: (index: number) => void;
}

/**
 * The draft rendered by the real renderers, refreshed shortly after each change, in a frame as
 * wide as the chosen device; clicking a section there selects its form.
 */
export function PreviewPane({
  document,
  path,
  selection,
  onSelect,
}: { document: DraftDocument; path: string } & Selecting) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState<PreviewWidth>(1280);
  // The frame is sized and scaled from measurements: rendered in the browser only.
  const mounted = useHydrated();
  const bodyRef = useRef<HTMLDivElement>(null);
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

  // A form selected in the editor: bring its section into view in the preview pane.
  useEffect(() => {
    if (selection?.from !== 'form') return;
    const section = bodyRef.current?.querySelector<HTMLElement>(
      `[data-preview-index="${selection.index}"]`,
    );
    if (section) revealInPane(section);
  }, [selection]);

  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <WidthSwitch value={width} onChange={setWidth} />
      </div>
      {error ? <Notice tone="error">The preview could not be updated: {error}</Notice> : null}
      {shown ? (
        <PreviewCaption data={shown.data} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          Rendering the preview…
        </p>
      )}
      <div data-testid="preview" className="overflow-hidden rounded-xl border border-slate-300">
        {mounted ? (
          <PreviewFrame width={width} title={`Preview of the draft, ${width} px wide`}>
            <div ref={bodyRef} className={shown?.data.kind === 'listing-layout' ? 'p-4' : 'pt-4'}>
              {shown ? (
                <PreviewBody
                  shown={shown}
                  selected={selection?.index ?? null}
                  onSelect={onSelect}
                />
              ) : null}
            </div>
          </PreviewFrame>
        ) : null}
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

function PreviewBody({
  shown: { data, raw },
  selected,
  onSelect,
}: {
  shown: Shown;
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  if (data.kind === 'page' && raw.length === 0) return <EmptyPageNotice />;
  if (data.kind === 'page')
    return (
      <PreviewSections
        raw={raw}
        sections={data.sections}
        issues={data.issues}
        selected={selected}
        onSelect={onSelect}
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
      selected={selected}
      onSelect={onSelect}
      render={(run) => (
        <div className="pb-8">
          <DetailSections sections={run} lot={lot} />
        </div>
      )}
    />
  );
}
