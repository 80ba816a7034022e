import {
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useLocation, useNavigation } from 'react-router';

/** URL parameters that choose how results look, not which: a URL with only these is no search yet. */
const NOT_CRITERIA = new Set(['view', 'page']);

/** Whether the URL asks for anything (a place, words, a filter, an order): a search was made. */
function searchWasMade(search: string): boolean {
  for (const [name, value] of new URLSearchParams(search)) {
    if (!NOT_CRITERIA.has(name) && value.trim() !== '') return true;
  }
  return false;
}

/**
 * The `key` of a search form drawn afresh for each search (`shows`: what it shows, such as the
 * URL's search), so a link to another search, Back or Forward fill every field with that search's
 * values (an uncontrolled field keeps its old value otherwise). A new search that arrives while
 * the buyer is in the form keeps it as it is: they clicked into it or typed in it (the fold box
 * `id` holds the form) while the search was loading, say after "Show lots". Drawn afresh, it lost
 * what they had typed ("gard" of "garden flat"), and focus, so the rest of the typing went nowhere.
 */
export function useSearchFormKey(id: string, shows: string): number {
  const arrived = useLocation().key;
  const loading = useNavigation().location?.key;
  // The navigation (by its location's key) during which the buyer went into the form.
  const [touchedIn, setTouchedIn] = useState<string>();
  const [drawn, setDrawn] = useState({ shows, key: 0 });
  useEffect(() => {
    if (!loading) return;
    const touch = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`#${id}`)) setTouchedIn(loading);
    };
    for (const type of ['focusin', 'input']) document.addEventListener(type, touch);
    return () => {
      for (const type of ['focusin', 'input']) document.removeEventListener(type, touch);
    };
  }, [id, loading]);
  if (shows === drawn.shows) return drawn.key;
  const key = touchedIn === arrived ? drawn.key : drawn.key + 1;
  setDrawn({ shows, key });
  return key;
}

/**
 * A search form that folds away on a phone once a search is made, so the results come first
 * (styles.css, under 640 px; wider screens always show the form and never the toggle). The toggle
 * is a link to the fold's box: before hydration or without JavaScript `:target` opens the form.
 * Remount it (a `key` from `useSearchFormKey`) to fold again after a new search.
 */
export function SearchFold({
  id,
  summary,
  children,
}: {
  id: string;
  /** What is set, beside "Change search" (for pages without chips above their results). */
  summary?: string | undefined;
  children: ReactNode;
}) {
  const { search } = useLocation();
  const [folded, setFolded] = useState(() => searchWasMade(search));
  const toggle = (event: SyntheticEvent) => {
    event.preventDefault();
    setFolded((f) => !f);
  };
  // A link in the role of a button answers Space as a button does.
  const toggleOnSpace = (event: KeyboardEvent) => {
    if (event.key === ' ') toggle(event);
  };
  return (
    <div id={id} className="search-fold mb-6" data-folded={folded ? '' : undefined}>
      <a
        href={`#${id}`}
        role="button"
        aria-expanded={!folded}
        aria-controls={`${id}-body`}
        onClick={toggle}
        onKeyDown={toggleOnSpace}
        className="search-fold__toggle mb-3 flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-brand-700"
      >
        {folded ? 'Change search' : 'Hide search'}
        {summary ? <span className="text-sm font-normal text-slate-600">{summary}</span> : null}
      </a>
      <div id={`${id}-body`} className="search-fold__body">
        {children}
      </div>
    </div>
  );
}
