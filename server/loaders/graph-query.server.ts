import type { ServerLoaderArgs } from './loader-args.server';
import { databaseUnreachableError } from '#server/db/database-error.server';

/** A loader's query of the in-process graph, as the request's visitor: its data, or an error page. */
export async function graph<T>(
  args: ServerLoaderArgs,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await args.scope.graph.execute<T>({ query, variables });
  // The database is down: the page answers a stale copy or the 503 screen, not its 500.
  if (res.status === 503) throw databaseUnreachableError('the data graph');
  if (res.errors?.length || !res.data)
    throw new Error(res.errors?.[0]?.message ?? 'graph query failed');
  return res.data;
}
