import type { OAuthProviderId, OAuthProviderLink } from '#shared/routes/oauth';

/** `/auth/{id}/start`, with the local page to return to after signing in. */
export function oauthStartHref(id: OAuthProviderId, redirect?: string): string {
  const base = `/auth/${id}/start`;
  return redirect ? `${base}?redirect=${encodeURIComponent(redirect)}` : base;
}

/**
 * "Continue with …" buttons for the enabled providers; nothing when there are none. Plain links
 * (full page loads): the flow runs on the server and leaves the site.
 */
export function OAuthButtons({
  providers,
  redirect,
}: {
  providers: readonly OAuthProviderLink[];
  redirect?: string;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </p>
      <ul className="space-y-2">
        {providers.map((p) => (
          <li key={p.id}>
            <a
              href={oauthStartHref(p.id, redirect)}
              className="flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Continue with {p.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
