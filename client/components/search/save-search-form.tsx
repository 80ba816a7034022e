import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import { useRootData } from '#client/app/root-data';
import { FOCUS_HANDLED } from '#client/app/route-announcer';
import { submitSavedSearchForm } from '#client/components/saved-searches/submit-saved-search-form';
import {
  isSavedSearchState,
  SAVED_SEARCH_FAILURES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_STATE_PARAM,
  savedSearchMessage,
  THEN_SAVE_PARAM,
} from '#schema/saved-search';
import { signInPath } from '#schema/return-path';
import { withoutOneTimeParams } from '#schema/one-time-params';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

const manageLink = (
  <AppLink to="/profile#saved-searches" className={linkClass}>
    Manage your saved searches
  </AppLink>
);

/**
 * "Save this search" on the lots results page: a plain POST to /api/saved-searches that redirects
 * back here with `?saved_search=<state>` without JavaScript, a fetch with it. Anonymous visitors
 * get a link to sign in instead. A search the buyer has saved already (`saved`, the same search
 * by `sameSavedSearch`) says so, with the way to manage it, instead of a button that saves it again.
 */
export function SaveSearchForm({ saved }: { saved: { name: string } | null }) {
  const user = useRootData()?.user;
  const location = useLocation();
  const addressed = new URLSearchParams(location.search);
  // The redirect's "saved" or "exists" is believed only of a search the buyer has saved (`saved`):
  // a copied address, or one a link carried on from the saved search, said "Search saved." of any.
  const said = addressed.get(SAVED_SEARCH_STATE_PARAM);
  const fromRedirect = said === 'saved' || said === 'exists' ? (saved ? said : null) : said;
  const thenSave = addressed.get(THEN_SAVE_PARAM) === '1';
  // The search itself, without any form's outcome (a watch's too) or request.
  const query = withoutOneTimeParams(location.search).toString();
  const here = `${location.pathname}${query ? `?${query}` : ''}`;
  const form = useRef<HTMLFormElement>(null);
  const asked = useRef(false);
  const navigate = useNavigate();
  // A result belongs to the search it was saved for; a new search starts without one.
  const [result, setResult] = useState<{ query: string; ok: boolean; message: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  // Saved with the button, the confirmation takes its place: keyboard focus moves to it (it fell to
  // the page with the button), as the profile's saved-search list moves it to its status line.
  const confirmation = useRef<HTMLParagraphElement>(null);
  const focusConfirmation = useRef(false);
  useEffect(() => {
    if (!focusConfirmation.current || !result) return;
    focusConfirmation.current = false;
    confirmation.current?.focus();
  }, [result]);
  // Back from "Sign in to save this search": save it, then drop the request from the address (Back
  // and a reload must not repeat it).
  useEffect(() => {
    if (!thenSave || !user || asked.current) return;
    asked.current = true;
    // Saved already (no form on the page): only the request leaves the address.
    if (!form.current) {
      void navigate(here, { replace: true, preventScrollReset: true });
      return;
    }
    const sent = form.current;
    void (async () => {
      setBusy(true);
      const outcome = await submitSavedSearchForm(sent);
      // The outcome takes the focus, as a save with the button does: it was left on the page.
      focusConfirmation.current = true;
      setResult({ query, ok: outcome.ok, message: outcome.message });
      setBusy(false);
      void navigate(here, { replace: true, preventScrollReset: true, state: FOCUS_HANDLED });
    })();
  }, [thenSave, user, query, here, navigate]);
  const shown =
    result?.query === query
      ? result
      : isSavedSearchState(fromRedirect)
        ? {
            ok: !SAVED_SEARCH_FAILURES.has(fromRedirect),
            message: SAVED_SEARCH_MESSAGES[fromRedirect],
          }
        : null;

  if (!user) {
    return (
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-600 print:hidden">
        <BellIcon />
        <span>
          <AppLink
            to={signInPath(`${location.pathname}?${query ? `${query}&` : ''}${THEN_SAVE_PARAM}=1`)}
            className={linkClass}
          >
            Sign in to save this search
          </AppLink>{' '}
          and get e-mails about new lots that match it.
        </span>
      </p>
    );
  }

  // Saved before this page, or just now (saved, or found saved already): no second save on offer.
  const savedNow =
    result?.query === query ? result.ok : fromRedirect === 'saved' || fromRedirect === 'exists';
  if (saved || savedNow) {
    return (
      <p
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="mt-2 flex items-start gap-2 text-sm text-slate-700"
      >
        <CheckIcon />
        <span>
          {savedNow || !saved ? (
            savedSearchMessage(shown?.message ?? '', user.confirmed)
          ) : (
            <>
              You have saved this search as <strong className="font-semibold">{saved.name}</strong>.
            </>
          )}{' '}
          {manageLink}
        </span>
      </p>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await submitSavedSearchForm(event.currentTarget);
    focusConfirmation.current = true;
    setResult({ query, ok: outcome.ok, message: outcome.message });
    setBusy(false);
  }

  return (
    <form
      ref={form}
      method="post"
      action="/api/saved-searches"
      onSubmit={onSubmit}
      aria-busy={busy}
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm"
    >
      <input type="hidden" name="query" value={query} />
      <input type="hidden" name="return_to" value={here} />
      <button
        type="submit"
        // aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
        aria-disabled={busy}
        className="inline-flex items-center gap-2 rounded-lg border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        <BellIcon />
        {busy ? 'Saving…' : 'Save this search'}
      </button>
      <span role="status" className={shown && !shown.ok ? 'text-red-700' : 'text-slate-600'}>
        {shown ? (
          <>
            {savedSearchMessage(shown.message, user.confirmed)} {manageLink}
          </>
        ) : (
          'Get a daily e-mail of new lots that match, and of those cut in price or back on sale.'
        )}
      </span>
    </form>
  );
}
