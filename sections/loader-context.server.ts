import type { Queryable } from '#server/db/db.server';

/** What a section loader gets on the server: the database, the request's clock and user. */
export interface SectionLoaderContext {
  db: Queryable;
  now: Date;
  userId: number | null;
  /** Runs a GraphQL operation in process against the data graph. */
  graph: (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Where loader results are kept for a while (pages); absent, every load runs (editor preview). */
  dataCache?: { get(section: { type: string }, load: () => Promise<unknown>): Promise<unknown> };
}
