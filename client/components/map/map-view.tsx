import { lazy, Suspense } from 'react';
import { useHydrated } from '#client/app/use-hydrated';
import type { ResultsMapProps } from './results-map';

const ResultsMap = lazy(() => import('./results-map'));

function Placeholder({ children }: { children: string }) {
  return (
    <div className="grid h-full place-items-center p-6 text-center text-slate-700">
      <p>{children}</p>
    </div>
  );
}

/** The map panel: server-rendered as a placeholder; the map code loads only in the browser. */
export function MapView(props: ResultsMapProps) {
  const inBrowser = useHydrated();
  return (
    <div className="h-[60vh] min-h-[min(360px,75vh)] overflow-hidden rounded-2xl border border-slate-200 bg-[#d6e6f2]">
      {inBrowser ? (
        <Suspense fallback={<Placeholder>Loading the map…</Placeholder>}>
          <ResultsMap {...props} />
        </Suspense>
      ) : (
        <Placeholder>The map needs JavaScript. The lots on this page are listed below.</Placeholder>
      )}
    </div>
  );
}
