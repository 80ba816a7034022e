/**
 * Watchlist (issue 16): the constants, messages and shapes both sides share. No zod here: the
 * watch button is on every lot card, so this module is in the first load (bodies are parsed by
 * `watchlist-body.ts` on the server).
 */

import { lotStatusKey } from './lot-status';

/**
 * Whether a lot's page and card offer to watch it. A sold lot is done: nothing a watch tells of
 * is still to come, so it has no watch offer (a buyer who already watches it can still stop).
 * Unsold, withdrawn and postponed lots keep theirs: the house may sell after the auction or offer
 * the property again, and decision 085 carries a watch over to that new lot.
 */
export const watchOffered = (status: string | null | undefined) => lotStatusKey(status) !== 'sold';

/** How many lots one account may watch; the API answers 400 beyond it. */
export const MAX_WATCHED_LOTS = 500;
/** How long after stopping a watch its Undo puts it back as it was (decision 102). */
export const UNDO_WATCH_MINUTES = 10;
/** Watched lots listed on /profile (the most recent watches; the graph's page limit). */
export const WATCHED_LOTS_SHOWN = 100;

export const WATCH_ALERT_FREQUENCIES = ['immediate', 'daily', 'off'] as const;
export type WatchAlertFrequency = (typeof WATCH_ALERT_FREQUENCIES)[number];
export const WATCH_FREQUENCY_LABELS: Record<WatchAlertFrequency, string> = {
  immediate: 'As soon as a lot changes',
  daily: 'Once a day',
  off: 'Off',
};

/** What the unsubscribe page says it stopped, for a watch-alert link. */
export const WATCH_ALERTS_NAME = 'changes to the lots you watch';

/** A form post over its rate limit (watches and saved searches alike). */
export const BUSY_MESSAGE =
  'Too many changes in a short time. Please wait a few minutes and try again.';

/** `?watch=<state>&watch_lot=<id>`: how a form post without JavaScript reports back. */
export const WATCH_STATE_PARAM = 'watch';
export const WATCH_LOT_PARAM = 'watch_lot';
/**
 * "Sign in to watch" comes back to its page with `then_watch=<lot id>`: once signed in, that
 * lot's button watches it (the click that asked was lost to the sign-in otherwise).
 */
export const THEN_WATCH_PARAM = 'then_watch';
export const WATCH_MESSAGES = {
  added: 'Lot watched. We will e-mail you when it changes.',
  // Watch e-mails turned off in the profile: "We will e-mail you" was untrue (decision 153).
  added_quiet:
    'Lot watched. E-mails about watched lots are turned off in your profile, so we will not e-mail you when it changes.',
  exists: 'You are already watching this lot.',
  removed: 'You are no longer watching this lot.',
  seen: 'Marked as seen.',
  limit: `You can watch up to ${MAX_WATCHED_LOTS} lots. Stop watching one to watch another.`,
  invalid: 'Please check the form and try again.',
  missing: 'That lot does not exist.',
  sold: 'This lot has sold, so there is nothing left to watch.',
  settings: 'Watch alert settings saved.',
  busy: BUSY_MESSAGE,
} as const;
export type WatchState = keyof typeof WATCH_MESSAGES;

/**
 * The message of a watch outcome; "Lot watched" promises e-mails only to a confirmed address, and
 * only when watch e-mails are on (`added_quiet` otherwise).
 */
export const watchMessage = (state: WatchState, confirmed: boolean) =>
  state === 'added' && !confirmed
    ? 'Lot watched. Confirm your e-mail address with the link we sent you to get e-mails when it changes.'
    : WATCH_MESSAGES[state];
export const isWatchState = (v: string | null): v is WatchState =>
  v !== null && Object.hasOwn(WATCH_MESSAGES, v);
/** States that report a failure (red) rather than an outcome (green). */
export const WATCH_FAILURES: ReadonlySet<WatchState> = new Set([
  'limit',
  'invalid',
  'missing',
  'sold',
  'busy',
]);

/** The watch form's `intent`: HTML forms cannot send DELETE. */
export const WATCH_INTENTS = ['watch', 'unwatch', 'seen'] as const;
export type WatchIntent = (typeof WATCH_INTENTS)[number];

/** One change to a watched lot, as /profile and the digest e-mail show it. */
export interface WatchChange {
  id: number;
  at: string;
  kind: string;
  /** "Guide price £120,000 → £110,000", "Status: Available → Withdrawn", … */
  text: string;
}

export interface WatchSummary {
  lot_id: number;
  created_at: string;
}
