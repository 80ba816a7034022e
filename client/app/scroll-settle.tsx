import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was left, by its location key. */
const positions = new Map<string, number>();

/** The key React Router gave the current history entry ('default' for the first page loaded). */
const historyKey = () => (window.history.state as { key?: string } | null)?.key ?? 'default';

/**
 * Back and Forward put the page where the visitor left it, once the page is on screen. React
 * Router's ScrollRestoration restores in the commit that changes the location, which can come
 * before the page it goes back to is in the document: Back from a lot to a long list of results
 * scrolled while the shorter lot page was still there, and the browser stopped at its foot, 528 px
 * short of where the buyer was. Rendered beside the page, inside its Suspense boundary, this runs
 * after the page itself and scrolls again when the two differ. New pages still open at their top
 * (ScrollRestoration), or at their anchor: a new page whose anchor was not in the document yet
 * when ScrollRestoration looked (signing in on the way to `/profile#watched-lots` opened the
 * profile at its top, above the saved searches) is scrolled to it here, once it is.
 */
export function ScrollSettle() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    // Scrolls after this entry was left (the next page opening at its top) are not its own.
    const save = () => {
      if (historyKey() === key) positions.set(key, window.scrollY);
    };
    save();
    addEventListener('scroll', save, { passive: true });
    return () => removeEventListener('scroll', save);
  }, [key]);
  useLayoutEffect(() => {
    if (type !== 'POP') {
      if (hash.length > 1) anchorOf(hash)?.scrollIntoView();
      return;
    }
    const y = positions.get(key);
    if (y !== undefined && Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
  }, [key, type, hash]);
  return null;
}

/** The element a location's `#hash` names, if the page has it (a malformed escape names none). */
function anchorOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
