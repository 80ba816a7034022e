import { oneOf } from '#schema/own';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useRootData } from '#client/app/root-data';
import { useSeenHere, useUnwatchedHere, watchedLotsStore } from '#client/stores/watched-lots-store';
import { EmptyState } from '#client/components/empty-state';
import { PropertyCard } from '#client/components/cards/property-card';
import { sendWatch } from './watch-button';
import { formatDate } from '#shared/format/format';
import type { WatchedLot } from '#shared/payloads/account-data';
import {
  isWatchState,
  MAX_WATCHED_LOTS,
  WATCH_ALERT_FREQUENCIES,
  WATCH_FAILURES,
  WATCH_FREQUENCY_LABELS,
  WATCH_MESSAGES,
  WATCH_STATE_PARAM,
  type WatchAlertFrequency,
  type WatchState,
} from '#schema/watchlist';

const RETURN_TO = '/profile#watched-lots';
const smallButton =
  'rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** With JavaScript, a profile watch form becomes its JSON call; the state it reports. */
async function submit(form: HTMLFormElement): Promise<WatchState> {
  const fields = Object.fromEntries(new FormData(form).entries());
  const settings = form.action.endsWith('/settings');
  try {
    const res = await fetch(settings ? '/api/watchlist/settings' : '/api/watchlist/seen', {
      method: settings ? 'PUT' : 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(
        settings ? { frequency: fields.frequency } : { lot_id: Number(fields.lot_id) },
      ),
    });
    if (res.status === 404) return 'missing';
    if (!res.ok) return 'invalid';
    return settings ? 'settings' : 'seen';
  } catch {
    return 'invalid';
  }
}

/** The watch button of a lot in the list (`Watching …`), by the lot's id. */
const watchButtonOf = (list: HTMLElement | null, lotId: string | number) =>
  list?.querySelector<HTMLElement>(`#watch-${lotId} button[aria-pressed]`) ?? null;

/**
 * Where focus goes when the lot at `index` has left the list: the watch button of the lot that
 * took its place, else of the new last lot, else the list's heading (the list is empty).
 */
function focusAfterRemoval(
  list: HTMLUListElement | null,
  heading: HTMLElement | null,
  index: number,
) {
  const items = list ? [...list.children] : [];
  const next = items[Math.min(index, items.length - 1)];
  (next?.querySelector<HTMLElement>('button[aria-pressed]') ?? heading)?.focus();
}

function WatchedItem({
  item,
  seenHere,
  onSubmit,
}: {
  item: WatchedLot;
  /** Marked as seen in this tab since the page loaded. */
  seenHere: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { lot, changes } = item;
  const unseen = seenHere ? 0 : item.unseen;
  const headingId = `watched-changes-${lot.id}`;
  return (
    <li className="space-y-3 py-4">
      <PropertyCard lot={lot} layout="row" />
      <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
        {unseen === 0 ? (
          <p className="text-slate-600">
            No changes since you last looked · watching since {formatDate(item.watched_at, 'long')}
          </p>
        ) : (
          <>
            <h3 id={headingId} className="font-semibold text-slate-900">
              {unseen === 1 ? '1 change' : `${unseen} changes`} since you last looked
            </h3>
            <ul aria-labelledby={headingId} className="mt-2 space-y-1 text-slate-800">
              {changes.map((c) => (
                <li key={c.id}>
                  <time dateTime={c.at} className="text-slate-500">
                    {formatDate(c.at, 'long')}
                  </time>{' '}
                  · {c.text}
                </li>
              ))}
            </ul>
            <form method="post" action="/api/watchlist" onSubmit={onSubmit} className="mt-3">
              <input type="hidden" name="intent" value="seen" />
              <input type="hidden" name="lot_id" value={lot.id} />
              <input type="hidden" name="return_to" value={RETURN_TO} />
              <button
                type="submit"
                className={`${smallButton} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
              >
                Mark as seen<span className="sr-only"> for {lot.title}</span>
              </button>
            </form>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * What the watched lots' e-mails are, as the buyer has set them: with e-mails off it had still said
 * "We e-mail you when a lot you watch changes".
 */
export function watchedLotsIntro(frequency: WatchAlertFrequency, confirmed: boolean): string {
  const changes = 'guide price, status, auction date, legal pack or addendum, and the result';
  if (frequency === 'off')
    return `E-mails about watched lots are off: what changed (${changes}) is shown here.`;
  const when =
    frequency === 'daily'
      ? 'once a day with the changes to lots you watch'
      : 'when a lot you watch changes';
  const confirm = confirmed ? '' : ' Confirm your e-mail address to start receiving them.';
  return `We e-mail you ${when}: ${changes}.${confirm}`;
}

/**
 * The profile's watched lots (issue 16): each lot's card as it is now (with its watch button to
 * stop watching), what changed since the buyer last looked, "mark as seen", and how often to
 * e-mail changes. Plain form posts without JavaScript; fetch + reload with it.
 */
export function WatchedLotList({
  watched,
  total,
  frequency,
  confirmed,
}: {
  watched: WatchedLot[];
  total: number;
  frequency: WatchAlertFrequency;
  confirmed: boolean;
}) {
  const [params] = useSearchParams();
  const fromRedirect = params.get(WATCH_STATE_PARAM);
  const userId = useRootData()?.user?.id ?? 0;
  const seenHere = useSeenHere(userId);
  const unwatchedHere = useUnwatchedHere(userId);
  const shownLots = watched.filter((w) => !unwatchedHere(Number(w.lot.id)));
  const statusRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [result, setResult] = useState<WatchState | null>(null);
  /**
   * The e-mail setting just saved here, over the page's (`over`): the intro says it at once, where
   * it kept saying the old one until a reload. A newer page's own setting wins.
   */
  const [saved, setSaved] = useState<{
    over: WatchAlertFrequency;
    now: WatchAlertFrequency;
  } | null>(null);
  const frequencyNow = saved?.over === frequency ? saved.now : frequency;
  /** The lot the buyer just stopped watching here, for the status line and its Undo. */
  const [unwatched, setUnwatched] = useState<WatchedLot | null>(null);
  const [undoing, setUndoing] = useState(false);
  /** A lot put back by Undo: its button gets focus once it is drawn again. */
  const refocus = useRef<number | null>(null);
  const shown = result ?? (isWatchState(fromRedirect) ? fromRedirect : null);
  const message = unwatched
    ? `Stopped watching ${unwatched.lot.title}.`
    : shown
      ? WATCH_MESSAGES[shown]
      : '';

  // A card's "Watching" button took its lot out of the list, and the button (with focus) with it:
  // say so, offer Undo, and give focus to the next lot's button rather than to <body>.
  const before = useRef(shownLots);
  useEffect(() => {
    const back = refocus.current === null ? null : watchButtonOf(listRef.current, refocus.current);
    if (back) {
      refocus.current = null;
      back.focus();
    }
    const index = before.current.findIndex((w) => !shownLots.includes(w));
    const gone = before.current[index];
    before.current = shownLots;
    if (!gone || !unwatchedHere(Number(gone.lot.id))) return;
    setResult(null);
    setUnwatched(gone);
    if (document.activeElement === document.body || !document.activeElement)
      focusAfterRemoval(listRef.current, headingRef.current, index);
  }, [shownLots, unwatchedHere]);

  async function undo() {
    if (!unwatched || undoing) return;
    setUndoing(true);
    const lotId = Number(unwatched.lot.id);
    const state = await sendWatch(lotId, true, true);
    setUndoing(false);
    setUnwatched(null);
    setResult(state);
    if (WATCH_FAILURES.has(state)) return;
    // Back in its place (the list is the page's data less what was unwatched here).
    refocus.current = lotId;
    watchedLotsStore.setWatching(userId, lotId, true);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const state = await submit(form);
    setResult(state);
    setUnwatched(null);
    const fields = new FormData(form);
    const chosen = oneOf(WATCH_ALERT_FREQUENCIES, fields.get('frequency'));
    if (state === 'settings' && chosen) setSaved({ over: frequency, now: chosen });
    const lotId = Number(fields.get('lot_id'));
    if (state === 'seen') watchedLotsStore.markSeen(userId, lotId);
    statusRef.current?.focus();
  }

  return (
    <section
      id="watched-lots"
      aria-labelledby="watched-lots-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="watched-lots-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        Watched lots
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {watchedLotsIntro(frequencyNow, confirmed)} You can watch up to {MAX_WATCHED_LOTS} lots.
      </p>
      <form
        method="post"
        action="/api/watchlist/settings"
        onSubmit={onSubmit}
        className="mt-4 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="return_to" value={RETURN_TO} />
        <div className="max-w-full">
          <label htmlFor="watch-frequency" className="block text-xs font-medium text-slate-700">
            E-mails about watched lots
          </label>
          <select
            id="watch-frequency"
            name="frequency"
            defaultValue={frequencyNow}
            key={frequencyNow}
            className="mt-1 block max-w-full rounded-lg border border-slate-500 px-2 py-2 text-sm"
          >
            {WATCH_ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {WATCH_FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={`${smallButton} border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          Save<span className="sr-only"> watched-lot e-mails</span>
        </button>
      </form>
      <div
        className={
          message
            ? `mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg px-4 py-3 text-sm ${shown && !unwatched && WATCH_FAILURES.has(shown) ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'}`
            : 'sr-only'
        }
      >
        <p ref={statusRef} tabIndex={-1} role="status">
          {message}
        </p>
        {unwatched ? (
          <button
            type="button"
            onClick={() => void undo()}
            aria-disabled={undoing}
            className={`${smallButton} border-emerald-700 bg-white text-emerald-900 hover:bg-emerald-100 aria-disabled:cursor-wait`}
          >
            Undo<span className="sr-only"> stopping watching {unwatched.lot.title}</span>
          </button>
        ) : null}
      </div>
      {shownLots.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            title="No watched lots yet"
            headingLevel={3}
            action={{ to: '/listings', label: 'Find lots' }}
          >
            Choose “Watch” on a lot to hear when its guide price, status or date changes.
          </EmptyState>
        </div>
      ) : (
        <>
          {total > watched.length ? (
            <p className="mt-4 text-sm text-slate-600">
              Showing the {watched.length} lots you watched most recently, of {total}.
            </p>
          ) : null}
          <ul ref={listRef} className="mt-2 divide-y divide-slate-200">
            {shownLots.map((w) => (
              <WatchedItem
                key={w.lot.id}
                item={w}
                seenHere={seenHere(Number(w.lot.id))}
                onSubmit={onSubmit}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
