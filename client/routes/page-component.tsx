import type { ComponentType } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { PageId } from '#shared/routes/page-id';
import type { PageData, PageProps } from '#shared/routes/page-data';

/** A page's component: it receives its own loader's data as a typed prop. */
export type PageComponent<K extends PageId> = ComponentType<PageProps<K>>;

/**
 * The route's component for page `id`: reads that route's loader data and hands it to the page.
 * This is the one place where the router's untyped loader data meets the page's type. It holds
 * because the same page id keys the server loader (typed `Promise<PageData<K>>` in
 * server/loaders/page-loaders.server.ts), the route whose data is read here, and the browser's
 * `_payload.json` for that route (the server loader's result).
 */
export function routeComponent<K extends PageId>(id: K, Page: PageComponent<K>): ComponentType {
  function RoutePage() {
    const data = useRouteLoaderData(id) as PageData<K> | undefined;
    if (data === undefined) throw new Error(`No data for page ${id}`);
    return <Page data={data} />;
  }
  return RoutePage;
}
