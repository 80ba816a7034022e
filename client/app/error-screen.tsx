import { useEffect } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import type { RouteErrorBody } from '#shared/routes/route-errors';
import { AppLink } from '#client/components/prefetch-link';

/**
 * Offline, the screen asks for the page again as soon as the browser is back online (the visitor
 * need not find "Try again"). When the page arrives in its place, focus, which was on "Try again"
 * (gone with the screen) or nowhere, goes to the page's `<main>`: the route announcer does nothing
 * for an address that did not change, and focus was left on the document.
 */
function useRetryWhenOnline(offline: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!offline) return;
    const retry = () => void revalidate();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) document.getElementById('main')?.focus();
      });
    };
  }, [offline, revalidate]);
}

/**
 * SPEC §2 error screen: status code, status message, message and a Go Home button. Offline there
 * is no status (no server answered) and the button asks for the same address again.
 */
export function ErrorScreen({ error }: { error: RouteErrorBody }) {
  const here = useLocation();
  useRetryWhenOnline(error.offline === true);
  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      {error.offline ? null : (
        <p className="text-6xl font-bold tracking-tight text-brand-700 sm:text-7xl">
          {error.statusCode}
        </p>
      )}
      <h1 id="error-title" className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">
        {error.statusMessage}
      </h1>
      <p className="mt-3 text-base text-slate-600">{error.message}</p>
      <AppLink
        to={error.offline ? here : '/'}
        className="mt-8 inline-flex items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {error.offline ? 'Try again' : 'Go Home'}
      </AppLink>
    </section>
  );
}
