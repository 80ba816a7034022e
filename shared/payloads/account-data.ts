import type { SavedSearch } from '#schema/saved-search';

/** `/confirm-email`: what the single-use token did. */
export interface ConfirmEmailData {
  state: 'none' | 'confirmed' | 'invalid' | 'expired' | 'used';
}

/** `/profile`: the visitor's saved searches. */
export interface ProfileData {
  savedSearches: SavedSearch[];
}

/** `/alerts/unsubscribe`: the alert that stopped, or a link that did not work. */
export type UnsubscribeData = { state: 'stopped'; name: string } | { state: 'invalid' };
