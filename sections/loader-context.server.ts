/**
 * What a section loader gets on the server: the request's clock and user, and the data graph. Every
 * section reads through the graph (the same schema, limits and derived lot status as the pages),
 * never the database directly.
 */
export interface SectionLoaderContext {
  now: Date;
  userId: number | null;
  /** Runs a GraphQL operation in process against the data graph. */
  graph: (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /**
   * The first and last day of the HM Land Registry sales held (`YYYY-MM-DD`), or null with none:
   * the span the place pages state, read once and kept a while for every loader.
   */
  salesHeld: () => Promise<{ from: string; to: string } | null>;
  /** Where loader results are kept for a while (pages); absent, every load runs (editor preview). */
  dataCache?: { get(section: { type: string }, load: () => Promise<unknown>): Promise<unknown> };
}
