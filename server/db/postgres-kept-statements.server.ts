/**
 * Statement texts kept as named prepared statements on PostgreSQL (decision 098), as the embedded
 * database's worker keeps them (decision 063): parsed once per connection, planned for their own
 * parameters on their first five runs, then on one generic plan if PostgreSQL finds it no dearer.
 * Before, node-postgres sent every statement unnamed, so each run was parsed and planned again.
 *
 * Bounded: at most `max` texts get a name (the graph is public, so its SQL texts are not a closed
 * set); later ones run unnamed, as before. A text whose run on a generic plan took
 * `genericPlanGuardMs` or more, or whose kept form failed for being kept (its table's columns
 * changed under a `SELECT *`), is never named again: it is parsed and planned per run.
 */
const KEPT = /^\s*(select|with|insert|update|delete)\b/i;

export interface KeptStatementsOptions {
  max: number;
  genericPlanGuardMs: number;
}

export class KeptStatements {
  readonly #names = new Map<string, string>();
  readonly #plannedPerRun = new Set<string>();
  readonly #options: KeptStatementsOptions;
  /** Names handed out so far: never reused (a connection keeps each name's text till it closes). */
  #allocated = 0;

  constructor(options: KeptStatementsOptions) {
    this.#options = options;
  }

  get genericPlanGuardMs(): number {
    return this.#options.genericPlanGuardMs;
  }

  /** The name `sql` runs under, or undefined to run it unnamed. */
  nameFor(sql: string): string | undefined {
    const name = this.#names.get(sql);
    if (name !== undefined) return name;
    if (this.#plannedPerRun.has(sql) || !KEPT.test(sql)) return undefined;
    if (this.#allocated >= this.#options.max) return undefined;
    const fresh = `k${++this.#allocated}`;
    this.#names.set(sql, fresh);
    return fresh;
  }

  /** `sql` is planned per run from now on (its name stays allocated, unused: the bound holds). */
  planPerRun(sql: string): void {
    if (this.#plannedPerRun.size < this.#options.max) this.#plannedPerRun.add(sql);
    this.#names.delete(sql);
  }
}

/**
 * An error that says the kept form of a statement is stale, not that the statement is wrong:
 * "cached plan must not change result type" (0A000) or the name missing on this connection (26000).
 */
export const keptFormFailed = (err: unknown) =>
  ['0A000', '26000'].includes((err as { code?: string } | null)?.code ?? '');
