import { redirect } from 'react-router';
import { authStore } from '#client/stores/auth-store';
import { logout, refreshCurrentUser } from './auth-client';

/** How long a confirmed session is trusted before the next navigation asks the server again. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
let lastCheck = 0;

/**
 * SPEC §4 on navigation: a signed-in browser re-fetches the current user (at most every 30 s).
 * 401 → sign out and go home; any other failure has already cleared the stored user and tokens.
 */
export async function checkSessionOnNavigation(now = Date.now()): Promise<void> {
  if (!authStore.isAuthenticated() || now - lastCheck < SESSION_CHECK_INTERVAL_MS) return;
  lastCheck = now;
  const outcome = await refreshCurrentUser();
  if (outcome === 'unauthorized') {
    await logout();
    throw redirect('/');
  }
}
