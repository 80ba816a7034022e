import type { RequestScope } from '#server/request-scope.server';
import type { PageId } from '#shared/routes/page-id';
import type { PageData } from '#shared/routes/page-data';

/** What every page loader receives: the request's URL, the route's params and the request scope. */
export interface ServerLoaderArgs {
  url: URL;
  params: Record<string, string | undefined>;
  scope: RequestScope;
}

/** Page `K`'s server loader: returns the data its route module declares (`PageData<K>`). */
export type ServerPageLoader<K extends PageId> = (args: ServerLoaderArgs) => Promise<PageData<K>>;
