import { Outlet, useLocation, useMatches, useRouteError } from 'react-router';
import { Suspense, type ReactNode } from 'react';
import { DefaultLayout } from '#client/layouts/default-layout';
import { LandingLayout } from '#client/layouts/landing-layout';
import type { CompiledRoute } from '#shared/routes/route-table';
import { layoutOf } from '#shared/routes/page-route';
import type { LayoutName } from '#shared/routes/page-meta';
import { toErrorBody } from '#shared/routes/route-errors';
import { ErrorScreen } from './error-screen';
import { PageMeta } from './page-meta';
import { useRootData } from './root-data';
import { ChunkReloadNotice, useChunkErrorReload } from './chunk-error-reload';
import { ScrollSettle } from './scroll-settle';

const LAYOUTS: Record<LayoutName, (p: { children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  landing: LandingLayout,
};

function useLeaf() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const route = (leaf?.handle as { route?: CompiledRoute } | undefined)?.route;
  return { route, data: leaf?.loaderData };
}

/** Picks the page's layout (a route may choose it from its data, as CMS pages do) and renders its head tags. */
export function LayoutSwitch() {
  const { route, data } = useLeaf();
  const location = useLocation();
  const publicUrl = useRootData()?.app.publicUrl ?? '';
  const Layout = LAYOUTS[route ? layoutOf(route, data) : 'default'];
  return (
    <Layout>
      {route ? (
        <PageMeta meta={route.meta(data)} canonical={`${publicUrl}${location.pathname}`} />
      ) : null}
      {/* A page that fails to render on the server falls back here and is retried in the browser,
          where the route error boundary can show it; the rest of the document still streams. */}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <ScrollSettle />
      </Suspense>
    </Layout>
  );
}

function PageLoading() {
  return (
    <p role="status" className="py-16 text-center text-slate-600">
      Loading…
    </p>
  );
}

/**
 * Fatal errors replace the layout; non-fatal ones (an unmatched path) keep header and footer. A
 * page chunk that failed to load (a new deploy removed it) reloads the page instead, once.
 */
export function LayoutErrorBoundary() {
  const raw = useRouteError();
  const reloading = useChunkErrorReload(raw);
  const error = toErrorBody(raw);
  if (reloading) {
    return (
      <DefaultLayout>
        <ChunkReloadNotice />
      </DefaultLayout>
    );
  }
  const meta = <PageMeta meta={{ title: error.statusMessage, noindex: true }} />;
  if (error.fatal) {
    return (
      <main id="main" className="min-h-screen bg-white">
        {meta}
        <ErrorScreen error={error} />
      </main>
    );
  }
  return (
    <DefaultLayout>
      {meta}
      <ErrorScreen error={error} />
    </DefaultLayout>
  );
}
