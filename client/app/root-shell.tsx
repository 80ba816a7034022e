import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';
import { slicesHydrated } from './hydrate-later';
import { PageMeta } from './page-meta';
import { toErrorBody } from '#shared/routes/route-errors';
import { ChunkReloadNotice, useChunkErrorReload } from './chunk-error-reload';

/**
 * Marks the document once the page has hydrated, every later slice included (tests and
 * monitoring wait for it; decision 061).
 */
function useHydratedMarker() {
  useEffect(() => {
    void slicesHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
}

export function RootShell() {
  useHydratedMarker();
  return <Outlet />;
}

/** Errors before any layout exists (e.g. the global config failed to load): a bare error screen. */
export function RootErrorBoundary() {
  useHydratedMarker();
  const raw = useRouteError();
  const reloading = useChunkErrorReload(raw);
  const error = toErrorBody(raw);
  return (
    <main id="main" className="min-h-screen bg-white">
      <PageMeta meta={{ title: error.statusMessage, noindex: true }} />
      {reloading ? <ChunkReloadNotice /> : <ErrorScreen error={error} />}
    </main>
  );
}
