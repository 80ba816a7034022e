import type { DataRouter } from 'react-router';
import type { RootData } from '#shared/payloads/root-data';
import { authStore } from '#client/stores/auth-store';
import { checkSessionOnNavigation } from './session-check';

export interface ShownSessionOptions {
  router: DataRouter;
  /** Drops the pages the browser holds in memory (cached and prefetched payloads). */
  forgetPages: () => void;
  /** Resolves once the page has hydrated. */
  hydrated: Promise<void>;
  win?: Window;
}

/**
 * A page the browser kept may name another visitor than the one it now has. Anonymous pages are
 * sent `public, max-age=0, must-revalidate` (the page cache and a CDN share them, so they do not
 * vary on the cookie), and Back to one shows the browser's copy without asking: a buyer who
 * signed in on a lot page, followed a link to another site and came Back was shown the site signed
 * out ("Sign in to watch", "Sign in · Register") until a reload. So the page on screen is read
 * again (its root data: the user, their watched lots):
 * - when it hydrates naming someone else than the session this browser holds (a copy from the
 *   HTTP cache, or a copy made before a sign-in in another tab);
 * - when the back/forward cache shows it again: anything may have changed meanwhile, a sign-in or
 *   sign-out in another tab included (this tab's memory of the session is read again first).
 * The session is confirmed first, without the navigation's "go home" when it has ended: that
 * visitor stays on the page they came back to, signed out.
 */
export function readAgainWhenShownStale({
  router,
  forgetPages,
  hydrated,
  win = window,
}: ShownSessionOptions): () => void {
  const readAgain = async () => {
    // Offline the copy on screen is the best there is: reading it again would replace it with
    // "You seem to be offline".
    if (!win.navigator.onLine) return;
    await checkSessionOnNavigation(Date.now(), true);
    forgetPages();
    await router.revalidate();
  };
  void hydrated.then(() => {
    const shown = (router.state.loaderData.root as RootData | undefined)?.user?.id;
    if (authStore.isAuthenticated() && shown !== authStore.get().user?.id) void readAgain();
  });
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    authStore.hydrate();
    void readAgain();
  };
  win.addEventListener('pageshow', onShow);
  return () => win.removeEventListener('pageshow', onShow);
}
