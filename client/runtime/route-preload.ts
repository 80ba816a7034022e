import { matchRoutes, type RouteObject } from 'react-router';
import { whilePreloading } from './chunk-reload';
import { nextTask } from './next-task';

/** The chunk loader of a route whose page is lazy (client/routes/build-routes.tsx); none once loaded. */
function chunkLoader(route: RouteObject): (() => Promise<unknown>) | null {
  const lazy = route.lazy;
  if (!lazy) return null;
  return typeof lazy === 'function' ? lazy : (lazy.Component ?? null);
}

/**
 * The prefetcher's `preload`: loads the code of every route a path matches (each page's chunk;
 * the browser's module map keeps it, so the navigation's own `lazy` finds it there). A failed
 * preload rejects quietly (the preload queue retries it later); it never reloads the page.
 */
export function createRoutePreloader(routes: RouteObject[]): (path: string) => Promise<void> {
  return async (path) => {
    // A task of its own for each path: React Router flattens and ranks the whole route table on
    // every match, and the links a page shows on hydrating (60 on /listings) were all matched in
    // one task of ~20 ms (~90 ms on a throttled phone), most of them to a chunk already loaded.
    await nextTask();
    const loads = (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
      const load = chunkLoader(route);
      return load ? [load] : [];
    });
    if (loads.length) await whilePreloading(() => Promise.all(loads.map((load) => load())));
  };
}

/**
 * Loads the pages the current address matches and puts them on their routes before the router
 * is created: hydration then renders the page the server rendered, with no fallback in between
 * (the server's HTML preloads exactly these chunks). False when a chunk could not be loaded.
 */
export async function resolveLazyMatches(routes: RouteObject[], path: string): Promise<boolean> {
  let loaded = true;
  await Promise.all(
    (matchRoutes(routes, path) ?? []).map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function' || !lazy.Component) return;
      try {
        route.Component = (await lazy.Component()) ?? null;
      } catch {
        // A chunk a deploy removed: leave the route lazy, so the router loads it again once the
        // runtime (and its one-reload guard for lost chunks) is installed and reports it there.
        loaded = false;
        return;
      }
      const { Component: _loaded, ...rest } = lazy;
      route.lazy = Object.keys(rest).length ? rest : undefined;
    }),
  );
  return loaded;
}
