import { redirect } from 'react-router';
import { authStore } from '#client/stores/auth-store';
import { logout, refreshCurrentUser } from './auth-client';

/** How long a confirmed session is trusted before the next navigation asks the server again. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
let lastCheck = 0;

/**
 * SPEC §4 on navigation: a signed-in browser re-fetches the current user (at most every 30 s).
 * 401 → sign out and go home, unless the navigation is to a page for signed-out visitors (sign
 * in, sign up): that is where a signed-out person belongs, and sending them home from the sign-in
 * form (with its `redirect` back to the admin) made them find it again. Any other failure has
 * already cleared the stored user and tokens.
 *
 * On the way to such a page the browser always asks, however recent the last check: a signed-in
 * browser is sent there by the server when its session has ended (an account page's data answers
 * "sign in"), and the page's guard, seeing the stale user, sent it back to the account page, which
 * sent it to sign in again, until the tab froze.
 *
 * Not while the browser knows it is offline: the ask would fail, and a failure clears the stored
 * session (SPEC §4), so a buyer who pressed "Next" on a train came back online signed out in this
 * tab though the server still knew them. The next navigation online asks.
 */
export async function checkSessionOnNavigation(
  now = Date.now(),
  toGuestPage = false,
): Promise<void> {
  if (!authStore.isAuthenticated()) return;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  if (!toGuestPage && now - lastCheck < SESSION_CHECK_INTERVAL_MS) return;
  lastCheck = now;
  const outcome = await refreshCurrentUser();
  if (outcome === 'unauthorized') {
    await logout();
    if (!toGuestPage) throw redirect('/');
  }
}
