import { matchRoutes, type RouteObject } from 'react-router';
import { whilePreloading } from './chunk-reload';

type Preloadable = { preload?: () => Promise<unknown> };

/**
 * The prefetcher's `preload`: loads the code of every route a path matches. Pages bundled with
 * the entry are already there; lazy ones (client/routes/lazy-page.ts) fetch their chunk. A failed
 * preload rejects quietly (the preload queue retries it later); it never reloads the page.
 */
export function createRoutePreloader(routes: RouteObject[]): (path: string) => Promise<void> {
  return async (path) => {
    const loads = (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
      const preload = (route.Component as Preloadable | null | undefined)?.preload;
      return preload ? [preload] : [];
    });
    if (loads.length) await whilePreloading(() => Promise.all(loads.map((load) => load())));
  };
}
