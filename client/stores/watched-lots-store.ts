import { useSyncExternalStore } from 'react';

/**
 * Watch changes made in this tab since its root data loaded (issue 16). Root data lists the
 * watched lots at the first page load and is not reloaded on every link click, so a button asks
 * here first: what the buyer just did wins over what the page loaded with. Keyed by user, so a
 * different sign-in starts clean.
 */
const changes = new Map<string, boolean>();
const seen = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (userId: number, lotId: number) => `${userId}:${lotId}`;
const emit = () => {
  version += 1;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const useVersion = () =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );

export const watchedLotsStore = {
  setWatching(userId: number, lotId: number, watching: boolean) {
    changes.set(keyOf(userId, lotId), watching);
    emit();
  },
  markSeen(userId: number, lotId: number) {
    seen.add(keyOf(userId, lotId));
    emit();
  },
};

/** Whether the user watches the lot: this tab's last change, else what the page loaded with. */
export function useWatching(userId: number, lotId: number, loaded: boolean): boolean {
  useVersion();
  return changes.get(keyOf(userId, lotId)) ?? loaded;
}

/** Whether the user marked the lot's changes as seen in this tab. */
export function useSeenHere(userId: number): (lotId: number) => boolean {
  useVersion();
  return (lotId) => seen.has(keyOf(userId, lotId));
}

/** Whether the user stopped watching the lot in this tab. */
export function useUnwatchedHere(userId: number): (lotId: number) => boolean {
  useVersion();
  return (lotId) => changes.get(keyOf(userId, lotId)) === false;
}
