// First: zod must never try `new Function` under our CSP (see the module).
import '#client/runtime/zod-jitless';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes, ROOT_ROUTE_ID } from '#client/routes/build-routes';
import { compileRoutes, PAGE_ROUTES } from '#shared/routes/route-table';
import { GLOBAL_MIDDLEWARE } from '#shared/routes/middleware';
import { guardRoute, guardRouteInBrowser } from '#shared/routes/guard-route';
import { loadPayload, payloadFor } from '#client/runtime/payload-client';
import { authStore, currentUser } from '#client/stores/auth-store';
import { runClientAction } from '#client/forms/client-actions';
import { checkSessionOnNavigation } from '#client/runtime/session-check';
import { installClientRuntime, whenHydrated } from '#client/runtime/install-runtime';
import { readAgainWhenShownStale } from '#client/runtime/shown-session';
import { forgetPrefetchedPayloads, waitForPending } from '#client/runtime/prefetch';
import type { DehydratedState } from '@tanstack/react-query';
import { lazyPageCache } from '#client/app/lazy-page-cache';
import { createRoutePreloader, resolveLazyMatches } from '#client/runtime/route-preload';
import { nextTask } from '#client/runtime/next-task';
import { isUnreachable } from '#shared/routes/route-errors';
import { hydrateInSlices } from '#client/app/hydrate-later';
import { keepingFragment } from '#client/runtime/redirect-fragment';
import { onPageDataChanged } from '#client/runtime/page-data-changed';

// TanStack Query loads with the first navigation, not in the first load (decision 051).
const pages = lazyPageCache(
  (window as { __REACT_QUERY_STATE__?: DehydratedState }).__REACT_QUERY_STATE__,
);

/** Every page read before a form, a sign-in/out or a change a component made: cached or prefetched. */
function forgetPages() {
  pages.forgetPages();
  forgetPrefetchedPayloads();
}

/**
 * From the page cache when fresh (checked with the server behind it once a few seconds old: a page
 * shown from the cache that turns out out of date is loaded again); else a prefetched payload if
 * one settles within 100 ms, else a fresh (shared) request. The check behind a cached page asks the
 * server itself: a payload prefetched before an editor published is the copy already shown.
 */
const payloadOf = (url: URL) =>
  pages.cachedPayload(
    url,
    async (signal, recheck) =>
      (recheck ? undefined : await waitForPending(url)) ?? (await loadPayload(url, signal)),
    () => revalidateIfShown(url),
  );

/** Runs the loaders again when `url` is still the page on screen: they read the newer payload. */
function revalidateIfShown(url: URL) {
  const here = window.location;
  if (here.pathname === url.pathname && here.search === url.search) void router.revalidate();
}

/** The fragment of the address being opened (React Router leaves it out of the loaders' request). */
const openingHash = () => (router.state.navigation.location ?? router.state.location).hash;

const routes = buildRoutes(compileRoutes(PAGE_ROUTES, GLOBAL_MIDDLEWARE), {
  root: ({ request }) =>
    keepingFragment(openingHash, async () => {
      try {
        return payloadFor(await payloadOf(new URL(request.url)), ROOT_ROUTE_ID, true);
      } catch (error) {
        // Offline (a search sent reads the root again): the header and the user shown stay, and
        // the page's own loader, which met the same failure, says so inside the layout.
        const shown: unknown = router.state.loaderData[ROOT_ROUTE_ID];
        if (shown && isUnreachable(error)) return shown;
        throw error;
      }
    }),
  page:
    (route) =>
    ({ request, params }) =>
      keepingFragment(openingHash, async () => {
        const url = new URL(request.url);
        await checkSessionOnNavigation(Date.now(), route.middleware?.includes('guest') ?? false);
        // Same guards as the server, with the browser's view of the user; the server re-checks
        // (and has the last word on an address the validation rejects: it may redirect it).
        const ctx = { url, params, user: currentUser(router), side: 'client' } as const;
        await guardRouteInBrowser(route, ctx, async () => {
          const payload = await payloadOf(url);
          if (payload.redirect) payloadFor(payload, route.id, false);
        });
        return payloadFor(await payloadOf(url), route.id, false);
      }),
  action:
    (route) =>
    async ({ request, params }) => {
      // On the sign-in and sign-up forms, the stored session may have ended since the page loaded
      // (signed out elsewhere): ask first, or the guest guard, seeing a stale user, sends the
      // visitor home instead of signing them in.
      if (route.middleware?.includes('guest')) await checkSessionOnNavigation(Date.now(), true);
      guardRoute(route, {
        url: new URL(request.url),
        params,
        user: currentUser(router),
        side: 'client',
      });
      try {
        return await runClientAction(route.form!, await request.formData());
      } finally {
        forgetPages();
        // A link followed while the form was saving cut the submission short: the page it opened
        // may have come from a copy read before the save landed (a prefetch), so it reads again.
        if (request.signal.aborted) void router.revalidate();
      }
    },
  revalidate: () => void router.revalidate(),
});

authStore.hydrate();
// Pages cached for one visitor must not be shown to the next (sign-in, sign-out, expiry).
authStore.subscribe(forgetPages);
// A component's own request changed what pages show (a saved search renamed on the profile).
onPageDataChanged(forgetPages);
// The server rendered this address's page and preloaded its chunk: load it before the router
// starts, so hydration renders the same page instead of a fallback.
const pageLoaded = await resolveLazyMatches(routes, window.location.pathname);
// The router in a task of its own: with the modules' evaluation it was one long task on a phone.
await nextTask();
const router = createBrowserRouter(routes);

// Before hydrating: a page chunk that fails while the page hydrates already finds the reload guard.
// Prefetched payloads land in the page cache: a fresh page is neither prefetched nor fetched again.
installClientRuntime({
  router,
  preload: createRoutePreloader(routes),
  loadPayload: (url, signal) => pages.cachedPayload(url, () => loadPayload(url, signal)),
});

// Back to a page the browser kept (its HTTP cache, the back/forward cache): read it again when it
// may name another visitor than the one signed in now.
readAgainWhenShownStale({ router, forgetPages, hydrated: whenHydrated(document) });

// Development builds add Preact's checks (hook misuse, missing keys, bad nesting): the browser's
// counterpart of React's development build, which the server still renders with (decision 061).
if (import.meta.env.DEV) await import('preact/debug');

// The server's page is whole and works without JavaScript, and it is on screen already: this
// module was fetched after the first paint (decision 059). Hydrate in a task of its own rather
// than the one that evaluated the modules (decision 055). The browser runs Preact (decision 061),
// which hydrates synchronously and treats a transition as a plain update: the layouts mark the
// parts that hydrate in later tasks (HydrateLater). The transition stays for React's sake. A page
// whose chunk is gone hydrates at once: the router's error (and its one reload) must replace the
// page.
await nextTask();
const hydrate = () => {
  hydrateInSlices(() =>
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      {
        onRecoverableError: (error) => console.error('Recoverable error', error),
      },
    ),
  );
};
if (pageLoaded) startTransition(hydrate);
else hydrate();

// The page cache's code, once the page is up: the first navigation then waits for no extra chunk.
const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
idle(() => pages.warm());
