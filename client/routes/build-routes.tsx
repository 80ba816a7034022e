import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { RootShell, RootErrorBoundary } from '#client/app/root-shell';
import { LayoutSwitch, LayoutErrorBoundary } from '#client/app/layout-switch';
import { PAGE_MODULES } from '#client/pages/page-modules';
import type { CompiledRoute } from '#shared/routes/route-table';
import { lazyRouteComponent } from './page-component';

export const ROOT_ROUTE_ID = 'root';
export const LAYOUT_ROUTE_ID = 'layout';

export interface LoaderStrategy {
  root: LoaderFunction;
  page: (route: CompiledRoute) => LoaderFunction;
  /** For routes with a form: the POST handler. */
  action: (route: CompiledRoute) => ActionFunction;
  /**
   * Browser only: loads the page on screen again. Called when a link followed while a form was
   * being sent cut the form's own reload short, so the root data (the signed-in user) is not
   * left as it was before the form changed it.
   */
  revalidate?: () => void;
}

/** One route tree for both sides; only the loaders differ (server: database, browser: `_payload.json`). */
export function buildRoutes(routes: CompiledRoute[], loaders: LoaderStrategy): RouteObject[] {
  // A form's action finished after a navigation had cut it short: its changes (a new name, a
  // subscription) are not in the root data yet, so the next load must read them.
  let rootStale = false;
  const action =
    (route: CompiledRoute): ActionFunction =>
    async (args) => {
      try {
        return await loaders.action(route)(args);
      } finally {
        if (args.request.signal.aborted && loaders.revalidate) {
          rootStale = true;
          loaders.revalidate();
        }
      }
    };
  return [
    {
      id: ROOT_ROUTE_ID,
      loader: (args) => {
        rootStale = false;
        return loaders.root(args);
      },
      Component: RootShell,
      ErrorBoundary: RootErrorBoundary,
      // Global config and the signed-in user change rarely: reload them after a form
      // submission or an explicit revalidate(), not on every link click.
      shouldRevalidate: ({ defaultShouldRevalidate, formMethod, currentUrl, nextUrl }) =>
        defaultShouldRevalidate &&
        (formMethod !== undefined || currentUrl.href === nextUrl.href || rootStale),
      children: [
        {
          id: LAYOUT_ROUTE_ID,
          Component: LayoutSwitch,
          ErrorBoundary: LayoutErrorBoundary,
          children: routes.map((route) => ({
            id: route.id,
            path: route.path,
            loader: loaders.page(route),
            ...(route.form ? { action: action(route) } : {}),
            // Each page in its own chunk: the server loads the matched one before rendering, the
            // browser before hydrating (entry.client.tsx) and on navigation with the page's data.
            lazy: { Component: lazyRouteComponent(route.id, PAGE_MODULES[route.id].load) },
            handle: { route },
          })),
        },
      ],
    },
  ];
}
