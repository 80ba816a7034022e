import type { SavedSearch } from '#schema/saved-search';
import type { PropertyCardData } from '#schema/entities';
import type { WatchAlertFrequency, WatchChange } from '#schema/watchlist';

/** `/confirm-email`: what the single-use token did. */
/** `/reset-password?code=…`: whether the link can still be used, and why not. */
export interface ResetPasswordData {
  state: 'none' | 'valid' | 'invalid' | 'expired' | 'used' | 'cancelled' | 'ended';
  message: string | null;
}

export interface ConfirmEmailData {
  state: 'none' | 'confirmed' | 'invalid' | 'expired' | 'used';
  /** Set when the link confirmed another account than the one signed in: both addresses. */
  confirmedEmail?: string | null;
  signedInAs?: string;
  /** `/confirm-email?change=…`: what the link to a new sign-in address did (decision 077). */
  change?: { state: 'changed' | 'taken' | 'invalid' | 'expired' | 'used'; email?: string };
}

/** A watched lot on `/profile`: its card (current state) and what changed since last looked. */
export interface WatchedLot {
  lot: PropertyCardData;
  watched_at: string;
  /** The newest changes since "mark as seen", newest first (a few). */
  changes: WatchChange[];
  /** Every change since "mark as seen", shown or not. */
  unseen: number;
}

/** `/profile`: the visitor's saved searches and watched lots. */
export interface ProfileData {
  savedSearches: SavedSearch[];
  watched: WatchedLot[];
  /** Every watched lot, listed or not (the list holds the most recent WATCHED_LOTS_SHOWN). */
  watchedTotal: number;
  watchFrequency: WatchAlertFrequency;
}

/** `/alerts/unsubscribe`: the alert that stopped, or a link that did not work. */
/** An alert e-mail's stop link: it asks first (`confirm`), then says the alerts are off. */
export type UnsubscribeData =
  | {
      state: 'confirm' | 'stopped';
      /** Every alert the link names: one, or each alert of a digest (its List-Unsubscribe link). */
      alerts: Array<{ name: string; kind: 'search' | 'watch' }>;
      tokens: string[];
      /** Stopped, and some can be turned back on as they were (decision 173). */
      restorable?: boolean;
      /** Just turned back on by the page's button. */
      restored?: boolean;
    }
  | { state: 'invalid' };
