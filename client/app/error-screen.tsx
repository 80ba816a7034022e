import { useLocation } from 'react-router';
import type { RouteErrorBody } from '#shared/routes/route-errors';
import { AppLink } from '#client/components/prefetch-link';

/**
 * SPEC §2 error screen: status code, status message, message and a Go Home button. Offline there
 * is no status (no server answered) and the button asks for the same address again.
 */
export function ErrorScreen({ error }: { error: RouteErrorBody }) {
  const here = useLocation();
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
