import type { ComponentType } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { PageId } from '#shared/routes/page-id';
import type { PageData, PageProps } from '#shared/routes/page-data';

/** A page's component: it receives its own loader's data as a typed prop. */
export type PageComponent<K extends PageId> = ComponentType<PageProps<K>>;

/**
 * Page `id`'s lazy route component: `load` brings the page's chunk, and the route renders the page
 * with that route's loader data. One component per route, whichever load (preload, hydration,
 * navigation) comes first.
 *
 * This is the one place where the router's untyped loader data meets the page's type. It holds
 * because the same page id keys the server loader (typed `Promise<PageData<K>>` in
 * server/loaders/page-loaders.server.ts), the route whose data is read here, and the browser's
 * `_payload.json` for that route (the server loader's result).
 */
export function lazyRouteComponent<K extends PageId>(
  id: K,
  load: () => Promise<PageComponent<K>>,
): () => Promise<ComponentType> {
  let Page: PageComponent<K> | undefined;
  function RoutePage() {
    const data = useRouteLoaderData(id) as PageData<K> | undefined;
    if (!Page || data === undefined) throw new Error(`No data for page ${id}`);
    return <Page data={data} />;
  }
  return async () => {
    Page = await load();
    return RoutePage;
  };
}
