import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import { FocusedMessage } from '#client/components/focused-message';
import { useRootData } from '#client/app/root-data';
import { useWatching, watchedLotsStore } from '#client/stores/watched-lots-store';
import {
  isWatchState,
  THEN_WATCH_PARAM,
  WATCH_FAILURES,
  WATCH_LOT_PARAM,
  WATCH_STATE_PARAM,
  watchMessage,
  watchOffered,
  type WatchState,
} from '#schema/watchlist';
import { signInPath } from '#schema/return-path';
import { hrefWith } from '#shared/links/href-with';

function EyeIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" fill={filled ? 'white' : 'none'} />
    </svg>
  );
}

/** Outcomes that say the lot is now watched. */
const WATCHED_SAYS: ReadonlySet<string> = new Set(['added', 'added_quiet', 'exists']);

/**
 * This page's path without the outcome of an earlier form post (a watch's, a saved search's), with
 * `extra` parameters.
 */
const currentPath = (pathname: string, search: string, extra: Record<string, string> = {}) =>
  hrefWith({ pathname, search }, extra);

/** The JSON call a watch form stands for; the outcome state it reports. */
export async function sendWatch(
  lotId: number,
  watch: boolean,
  /** Put back the watch just stopped, as it was (Undo on /profile, decision 102). */
  undo = false,
): Promise<WatchState> {
  try {
    const res = await fetch('/api/watchlist', {
      method: watch ? 'POST' : 'DELETE',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(undo ? { lot_id: lotId, undo: true } : { lot_id: lotId }),
    });
    if (res.status === 401) {
      window.location.assign(signInPath(window.location.pathname));
      return 'invalid';
    }
    if (res.status === 400) return (await res.text()).includes('watch up to') ? 'limit' : 'invalid';
    if (res.status === 404) return 'missing';
    if (res.status === 409) return 'sold';
    if (!res.ok) return 'invalid';
    if (!watch) return 'removed';
    if (res.status !== 201) return 'exists';
    const body = (await res.json().catch(() => null)) as { data?: { emails?: boolean } } | null;
    return body?.data?.emails === false ? 'added_quiet' : 'added';
  } catch {
    return 'invalid';
  }
}

/**
 * Watch / Stop watching a lot (issue 16), on cards and the lot page: a plain POST to
 * /api/watchlist that comes back here with `?watch=<state>&watch_lot=<id>` without JavaScript,
 * a fetch with it. Visitors who are not signed in get a link to sign in and come back to the lot.
 * A sold lot has no watch offer (`watchOffered`); a buyer already watching one can still stop.
 */
export function WatchButton({
  lotId,
  title,
  status,
  variant = 'card',
}: {
  lotId: number;
  title: string;
  /** The lot's state (`lot_status`): a sold lot is not offered to watch. */
  status: string | null | undefined;
  variant?: 'card' | 'page';
}) {
  const root = useRootData();
  const location = useLocation();
  const [outcome, setOutcome] = useState<WatchState | null>(null);
  const [busy, setBusy] = useState(false);
  const page = variant === 'page';
  const base = page
    ? 'inline-flex w-full items-center justify-center gap-2 rounded-lg border px-4 py-2 font-semibold'
    : 'relative z-10 inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1 text-sm font-semibold max-sm:min-h-11';
  const focus =
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

  const user = root?.user;
  const loadedWatching = root?.watchedLotIds.includes(lotId) ?? false;
  const watchingNow = useWatching(user?.id ?? 0, lotId, loadedWatching);
  const navigate = useNavigate();
  const asked = useRef(false);
  // Back from "Sign in to watch": watch the lot that was asked for, then drop the request from
  // the address (Back and a reload must not repeat it).
  const thenWatch = new URLSearchParams(location.search).get(THEN_WATCH_PARAM) === String(lotId);
  useEffect(() => {
    if (!thenWatch || !user || asked.current) return;
    asked.current = true;
    void (async () => {
      const state = watchingNow ? 'exists' : await sendWatch(lotId, true);
      setOutcome(state);
      if (!WATCH_FAILURES.has(state)) watchedLotsStore.setWatching(user.id, lotId, true);
      void navigate(`${currentPath(location.pathname, location.search)}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    })();
  }, [thenWatch, user, watchingNow, lotId, navigate, location]);
  const offered = watchOffered(status);
  if (!root || !user) {
    if (!offered) return null;
    return (
      <AppLink
        to={signInPath(
          `${currentPath(location.pathname, location.search, { [THEN_WATCH_PARAM]: String(lotId) })}${page ? '' : `#watch-${lotId}`}`,
        )}
        className={`${base} ${focus} border-slate-300 text-brand-700 hover:bg-slate-50 print:hidden`}
      >
        <EyeIcon filled={false} />
        Sign in to watch<span className="sr-only"> {title}</span>
      </AppLink>
    );
  }

  const params = new URLSearchParams(location.search);
  const said = params.get(WATCH_LOT_PARAM) === String(lotId) ? params.get(WATCH_STATE_PARAM) : null;
  // The redirect's word is believed only when the lot is watched as it says: a copied address
  // said "Lot watched." beside a lot the buyer does not watch.
  const contradicted =
    said !== null &&
    ((WATCHED_SAYS.has(said) && !watchingNow) || (said === 'removed' && watchingNow));
  const fromRedirect = contradicted ? null : said;
  const shown = outcome ?? (isWatchState(fromRedirect) ? fromRedirect : null);
  const userId = user.id;
  const watching = watchingNow;
  // A sold lot offers no watch: only a buyer who watches it still sees the control (to stop).
  // After a refused watch or a stop, the outcome is said where the button was, with no button
  // that would only be refused again (it showed as an active Watch, without JavaScript too). A
  // watch refused as sold tells that a lot shown for sale when the page loaded has sold since.
  if ((!offered || shown === 'sold') && !watching) {
    return shown ? (
      // The button pressed is gone: keyboard focus moves here rather than to the page.
      <FocusedMessage
        id={`watch-${lotId}`}
        focus={outcome !== null}
        className="relative z-10 text-sm text-slate-700"
      >
        {watchMessage(shown, user.confirmed)}
      </FocusedMessage>
    ) : null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const state = await sendWatch(lotId, !watching);
    setOutcome(state);
    if (!WATCH_FAILURES.has(state))
      watchedLotsStore.setWatching(userId, lotId, state !== 'removed');
    setBusy(false);
  }

  return (
    <form
      method="post"
      action="/api/watchlist"
      onSubmit={onSubmit}
      aria-busy={busy}
      id={`watch-${lotId}`}
      // A card's form is where "Sign in to watch" comes back to (`#watch-12`): the margin brings the
      // card's photo and title into view above it, not the button alone at the top of the screen.
      className={
        page
          ? 'space-y-2'
          : 'relative z-10 flex scroll-mt-[min(28rem,60vh)] flex-wrap items-center gap-x-2 gap-y-1'
      }
    >
      <input type="hidden" name="intent" value={watching ? 'unwatch' : 'watch'} />
      <input type="hidden" name="lot_id" value={lotId} />
      <input
        type="hidden"
        name="return_to"
        value={`${currentPath(location.pathname, location.search)}${page ? '' : `#watch-${lotId}`}`}
      />
      <button
        type="submit"
        // aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
        aria-disabled={busy}
        aria-pressed={watching}
        className={`${base} ${focus} aria-disabled:cursor-wait aria-disabled:opacity-70 ${
          watching
            ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
            : 'border-brand-700 text-brand-700 hover:bg-brand-50'
        }`}
      >
        <EyeIcon filled={watching} />
        {watching ? 'Watching' : 'Watch'}
        <span className="sr-only"> {title}</span>
      </button>
      <span
        role="status"
        className={
          shown
            ? `text-xs ${WATCH_FAILURES.has(shown) ? 'text-red-700' : 'text-slate-600'}`
            : 'sr-only'
        }
      >
        {shown ? watchMessage(shown, user.confirmed) : ''}
      </span>
    </form>
  );
}
