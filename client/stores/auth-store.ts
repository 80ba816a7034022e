import type { DataRouter } from 'react-router';
import type { RootData } from '#shared/payloads/root-data';
import type { PublicUser } from '#schema/user';

/** SPEC §3 auth state, persisted across reloads. Authenticated means token and user both present. */
export interface AuthState {
  user: PublicUser | null;
  token: string | null;
  hasuraToken: string | null;
}

const KEY = 'auth';
const EMPTY: AuthState = { user: null, token: null, hasuraToken: null };
let state: AuthState = EMPTY;
const listeners = new Set<() => void>();
/** Whether this tab has signed out, or learnt its session ended, since it last signed in. */
let endedHere = false;

function read(): AuthState {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<AuthState>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(next: AuthState) {
  state = next;
  try {
    if (next.token || next.user) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage full: the state still lives for this tab.
  }
  for (const l of listeners) l();
}

export const authStore = {
  /** Loads the persisted state (browser start). */
  hydrate() {
    state = read();
  },
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isAuthenticated: () => !!(state.token && state.user),
  set: (patch: Partial<AuthState>) => {
    if (patch.user) endedHere = false;
    write({ ...state, ...patch });
  },
  clear: () => {
    endedHere = true;
    write(EMPTY);
  },
  /** True once this tab has signed out or been told its session ended (until it signs in again). */
  ended: () => endedHere,
};

/**
 * The user the browser's guards see: the stored session, else the user the server found in the
 * HttpOnly cookie (a sign-in made without JavaScript). The server re-checks every payload request.
 * Not that user once this tab has learnt the session ended: the page's data still named them, so
 * the sign-in page sent "them" on to the account page, which sent them back to sign in, again and
 * again within one task, and the tab froze.
 */
export function currentUser(router: DataRouter): PublicUser | null {
  if (authStore.isAuthenticated()) return authStore.get().user;
  if (authStore.ended()) return null;
  const root = router.state.loaderData.root as RootData | undefined;
  return root?.user ?? null;
}
