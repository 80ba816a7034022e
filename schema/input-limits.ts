/**
 * Every length cap on text a visitor sends, in one place (docs/security.md lists them). Over a cap
 * is a 400 with a message naming the field and the cap, never a silent cut: a pattern the server
 * did not run is better than a result for a different question.
 */
export const INPUT_LIMITS = {
  /** A text value compared with `_eq`/`_neq`/`_gt`…, each `_in`/`_nin` item, `_has_key`, `_search`. */
  graphText: 200,
  /** One `_like`/`_ilike`/`_nlike`/`_nilike` pattern. */
  graphPattern: 100,
  /** Wildcards (`%`, `_`) in one pattern: each one multiplies the matcher's backtracking. */
  graphPatternWildcards: 12,
  /** Pattern work of one `where` (sum of pattern lengths, a wildcard counting 10): the cost of ILIKE. */
  graphPatternWork: 600,
  /** Nesting of the GraphQL `variables` JSON (graphql-js coerces it recursively). */
  graphVariablesDepth: 32,
  /** A free-text page query parameter (`search`, `location`, …). */
  pageQueryText: 100,
  /** A page query parameter that is not free text (an order, a date, a number, a list). */
  pageQueryValue: 200,
  /**
   * A slug path in a page address (`/locations/…`, `/postcodes/…`, `/articles/…`): longer is no
   * page we hold, so the route's validation answers the fatal 404 before any loader runs.
   */
  slugPath: 200,
  /**
   * A request's path (without its query): no address of the site is longer, and every reading of
   * it (route rules, the canonical spelling, page matching) then does bounded work. Over it: 414.
   */
  requestPath: 2_000,
} as const;

/** What one wildcard costs in `graphPatternWork`. */
export const WILDCARD_WORK = 10;

/**
 * What a `where` with patterns costs a request once, on top of its patterns: reading the rows they
 * are matched against, however short they are (no index serves `%ba%`). Fifteen aliased counts of
 * sold prices with two 4-character patterns each held the database 2.4 s; each now counts 144.
 */
export const PATTERN_SCAN_WORK = 100;
