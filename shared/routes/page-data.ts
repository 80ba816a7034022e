import type { DataOf } from './page-route';
import type { PageId } from './page-id';
import type { PageRoutes } from './route-table';

/**
 * The data of page `K`, as its route module (shared/pages/) declares it: what its server loader
 * must return (server/loaders/page-loaders.server.ts) and what its component receives
 * (client/pages/page-modules.ts). Both maps are typed against this, keyed by the page id.
 */
export type PageData<K extends PageId> = DataOf<PageRoutes[K]>;

/** A page component's props: its own loader's data. */
export interface PageProps<K extends PageId> {
  data: PageData<K>;
}
