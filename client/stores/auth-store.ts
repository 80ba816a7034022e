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
  set: (patch: Partial<AuthState>) => write({ ...state, ...patch }),
  clear: () => write(EMPTY),
};

/**
 * The user the browser's guards see: the stored session, else the user the server found in the
 * HttpOnly cookie (a sign-in made without JavaScript). The server re-checks every payload request.
 */
export function currentUser(router: DataRouter): PublicUser | null {
  if (authStore.isAuthenticated()) return authStore.get().user;
  const root = router.state.loaderData.root as RootData | undefined;
  return root?.user ?? null;
}
