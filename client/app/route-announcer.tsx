import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useNavigationType } from 'react-router';

/**
 * History state of a navigation that puts focus where it belongs itself (a dialog closing gives it
 * back to the control that opened it): the announcer leaves focus alone and says nothing.
 */
export const FOCUS_HANDLED = { focusHandled: true } as const;

const handlesFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && 'focusHandled' in state;

/**
 * History state of a navigation that names where focus goes on the new page instead of its
 * `<main>`: the first of these selectors found (removing a filter chip: the chip that took its
 * place, else the one before it). None found: `<main>`, as for any page.
 */
export const focusNext = (...selectors: string[]) => ({ focusNext: selectors });

const focusNextOf = (state: unknown): HTMLElement | null => {
  if (typeof state !== 'object' || state === null || !('focusNext' in state)) return null;
  const selectors = (state as { focusNext: unknown }).focusNext;
  if (!Array.isArray(selectors)) return null;
  for (const selector of selectors)
    if (typeof selector === 'string') {
      const found = document.querySelector<HTMLElement>(selector);
      if (found) return found;
    }
  return null;
};

/** A field of the page itself (not the header's): one the new page drew, as the old one's went. */
const NEW_PAGE_FIELD = '#main input, #main textarea, #main select';

/** The results' count of a search page (ResultCount): where focus goes after a new search. */
export const RESULTS_COUNT_ID = 'results-count';

/** Any element inside the page's `<main>` (not `<main>` itself). */
const IN_MAIN = '#main *';

/**
 * The control an address's fragment names, for focus on arrival: a form's first button (back from
 * "Sign in to watch" at `#watch-12`, the card's Watch button: focus had gone to <main>, far above
 * it), or the element itself when it takes focus. Null for any other fragment (a section's id):
 * <main> takes focus as for any page.
 */
function fragmentControl(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const named = id ? document.getElementById(id) : null;
  if (!named) return null;
  if (named instanceof HTMLFormElement)
    return named.querySelector<HTMLElement>('button:not([disabled]), a[href]');
  return named.matches('a[href], button, [tabindex]') ? named : null;
}

/**
 * The link that had focus as the visitor left a page, by the page's history key (its address and
 * which of the links to that address it was): Back or Forward to the page gives focus back to it,
 * so a keyboard user goes on from the card they opened. At the top of <main>, the first Tab went to
 * the search form and the page jumped back to its top from 1,800 px down. The last
 * FOLLOWED_KEPT pages only: a long visit does not keep every page it saw.
 */
const followedFrom = new Map<string, { href: string; nth: number }>();
const FOLLOWED_KEPT = 50;

const linksTo = (href: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`));

/** Records where focus was as a navigation leaves the page `key` (forgets it if not on a link). */
function rememberFollowed(key: string, active: Element | null) {
  const link = active instanceof HTMLAnchorElement ? active : null;
  const href = link?.getAttribute('href');
  followedFrom.delete(key);
  if (!link || href == null) return;
  followedFrom.set(key, { href, nth: linksTo(href).indexOf(link) });
  // A Map keeps insertion order: the first key is the page left longest ago.
  if (followedFrom.size > FOLLOWED_KEPT) followedFrom.delete(followedFrom.keys().next().value!);
}

/**
 * The link followed from the page `key` when it was left, if the page still has it where focus
 * can go (not in a folded section: focus would stay on <body>).
 */
function followedLink(key: string): HTMLElement | null {
  const link = followedFrom.get(key);
  const found = link && linksTo(link.href)[link.nth];
  return found && found.getClientRects().length > 0 ? found : null;
}

/**
 * A new search's results count, which took focus, out of sight: the page opens at its top, and at
 * 400 % zoom (or 200 % text) the search form fills the first screens, so the count that focus went
 * to could not be seen until the next Tab. Scrolled to the top of the window, with the results
 * after it. Left alone where it shows already (a desktop's results are on the first screen).
 */
function bringIntoView(el: HTMLElement) {
  const box = el.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) el.scrollIntoView({ block: 'start' });
}

/**
 * Where focus goes after a client navigation: null to leave it where it is.
 *
 * - Only the hash changed (an in-page link, the skip link, the folded search's `#…` toggle): the
 *   browser already takes the reader there.
 * - Focus is in a dialog: the new page opened one (the map's sign-in modal) and it took focus.
 * - Only the query string changed and focus is still in a form: the visitor is filtering and the
 *   form stayed (a form that filters as it is typed in); taking them to the top of the page would
 *   lose their place. The lot and sold-price searches draw their form afresh for each new search
 *   (SearchFold), so after "Show lots" focus was on <body>: it goes to <main> like any page.
 * - Another page, and focus is already in one of its fields (`'announce'`): the visitor clicked
 *   into it as it appeared and is typing. The page is announced; focus stays. Taken to <main> a
 *   frame later, the keys after the first were lost ("bris" kept only "b").
 * - Focus is on anything else inside the new page's `<main>` that did not have it when the
 *   navigation started (`startedOn`, known when the router reported the navigation): the visitor
 *   (or the page) put it there as the page appeared, say on a card's Watch button, and pressing
 *   Enter on it must work (`'announce'`). A control that had focus before and is still there (a
 *   "Next lot" link drawn on both pages) does not count: focus goes to `<main>`, as for a link.
 * - Otherwise (a link to another page, the next page of results, a view switch): the page's
 *   `<main>` (tabIndex -1), so Tab goes on from the top of the new page, not from <body>; or, when
 *   only the query changed (the next page, "Show lots", another order or view), the results'
 *   count (`RESULTS_COUNT_ID`), so Tab goes on to the results, not through the filters again
 *   (a dozen controls, thirty with "More filters" open). Back or Forward to a page left by a link
 *   that it still has: that link (`followedLink`), where the visitor was.
 */
export function focusTargetAfter(
  from: { pathname: string; search: string },
  to: { pathname: string; search: string },
  active: Element | null,
  startedOn?: Element | null,
): 'main' | 'announce' | null {
  if (from.pathname === to.pathname && from.search === to.search) return null;
  if (active?.closest('dialog, [role="dialog"]')) return null;
  if (from.pathname === to.pathname && active?.closest('form')) return null;
  if (active?.closest(NEW_PAGE_FIELD)) return 'announce';
  if (startedOn !== undefined && active !== startedOn && active?.closest(IN_MAIN))
    return 'announce';
  return 'main';
}

/**
 * After each client navigation (never the first load), says the new page's title in a polite live
 * region and moves focus to its `<main>` (or where the navigation's `focusNext` state says, or,
 * back on a page, to the link followed from it), so screen-reader and keyboard users know the page
 * changed. Focus moves without scrolling: ScrollRestoration decides where the page opens, but for
 * a new search's results count out of sight (`bringIntoView`).
 */
export function RouteAnnouncer() {
  const { pathname, search, state, key } = useLocation();
  // Only a new page in the history is ours to scroll: Back or Forward restore where the visitor
  // was, and a replaced entry (an address tidied after a sign-in, a saved search) keeps its place.
  const pushed = useNavigationType() === 'PUSH';
  // The navigation under way, by its destination's key: a new one (a second click before the first
  // arrived) has a new key, so where focus was is recorded again.
  const pending = useNavigation().location?.key ?? null;
  const previous = useRef({ pathname, search });
  // The element that had focus when the router started the navigation now arriving (the last one
  // started, when one replaced another); undefined when none was seen starting (a navigation with
  // nothing to load, a hash change).
  const startedOn = useRef<Element | null | undefined>(undefined);
  const [message, setMessage] = useState('');
  // Declared before the effect that records `startedOn`, so that in the commit where the new page
  // arrives (and the navigation turns idle) this one reads it before the other clears it.
  useEffect(() => {
    const from = previous.current;
    previous.current = { pathname, search };
    const started = startedOn.current;
    startedOn.current = undefined;
    if (handlesFocus(state)) return;
    // A frame later: the new page's own effects (its title, a dialog taking focus) have run.
    const frame = requestAnimationFrame(() => {
      const target = focusTargetAfter(from, { pathname, search }, document.activeElement, started);
      if (target === null) return;
      if (target === 'main') {
        const to =
          followedLink(key) ??
          focusNextOf(state) ??
          fragmentControl() ??
          (from.pathname === pathname ? document.getElementById(RESULTS_COUNT_ID) : null) ??
          document.getElementById('main');
        to?.focus({ preventScroll: true });
        if (to?.id === RESULTS_COUNT_ID && pushed) bringIntoView(to);
      }
      setMessage(document.title);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, search, state, key, pushed]);
  useEffect(() => {
    if (pending === null) {
      startedOn.current = undefined;
      return;
    }
    startedOn.current = document.activeElement;
    rememberFollowed(key, document.activeElement);
  }, [pending, key]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer="">
      {message}
    </div>
  );
}
