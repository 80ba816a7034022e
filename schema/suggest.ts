import type { PlaceKind } from './place';

/** Longest text autocomplete looks up: longer than any place name or postcode. */
export const SUGGEST_MAX_CHARS = 60;
/** Most suggestions in one answer. */
export const SUGGEST_LIMIT = 8;

/**
 * One suggestion. A place or postcode fills the location field with `value`; an auction house
 * goes to its lots (`href`). `href` is the lot results either way, for clients without a form.
 */
export interface Suggestion {
  /**
   * `authority`: a local authority only Land Registry names ("Newham"); `london_part`: "South
   * London"; `neighbourhood`: "Headingley". All searched by their postcode districts (decisions
   * 114 and 143).
   */
  kind: PlaceKind | 'auction_house' | 'authority' | 'london_part' | 'neighbourhood';
  label: string;
  /** Where it is: a town's county, a postcode's town. */
  context: string | null;
  value: string;
  href: string;
}

export interface SuggestResponse {
  q: string;
  suggestions: Suggestion[];
}

/** The path of the endpoint, for the browser. */
export const SUGGEST_PATH = '/api/suggest';
