import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';
import { slicesHydrated } from './hydrate-later';
import { PageMeta } from './page-meta';
import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from './route-announcer';
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

/**
 * Every page under the root. ScrollRestoration (nothing on the server) opens each new page at its
 * top, or at its anchor, and puts back/forward where the visitor was; without it a client
 * navigation kept the old page's scroll, so a lot opened from far down a list opened on its map.
 * RouteAnnouncer says each new page's title and moves focus to it; NavigationProgress shows that
 * the next one is on its way.
 */
export function RootShell() {
  useHydratedMarker();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
      <RouteAnnouncer />
    </>
  );
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
