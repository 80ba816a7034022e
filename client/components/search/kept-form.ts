import { useEffect, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { fillForm } from './fill-form';

/**
 * What was typed into a search form on a page that is not the search's results (the home page's
 * boxes), by the history entry it was sent from, in the tab's session storage: Back from the
 * results finds the boxes as they were sent. The page is drawn afresh by the router on Back, so
 * the browser's own form restoration never ran and the boxes were empty. A form on its own results
 * page is left alone: the address holds its search. The last KEPT_FORMS sends only.
 */
const STORE = 'kept-search-forms';
const KEPT_FORMS = 20;

/**
 * The history entry's own mark, in its `history.state` (the browser keeps one state per entry,
 * across Back, Forward and a reload). Not the router's location key: every page loaded afresh,
 * and every entry a `#…` link adds, has the key "default", so a skip link pressed on a new visit
 * to the home page brought back the search of an earlier one.
 */
const ENTRY_MARK = 'keptSearchForms';

type Kept = Record<string, [string, string][]>;

const isPair = (entry: unknown): entry is [string, string] =>
  Array.isArray(entry) &&
  entry.length === 2 &&
  typeof entry[0] === 'string' &&
  typeof entry[1] === 'string';

function readKept(): Kept {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
    return typeof kept === 'object' && kept !== null ? (kept as Kept) : {};
  } catch {
    return {};
  }
}

function keep(id: string, entries: [string, string][]) {
  const kept = readKept();
  // Objects keep insertion order: the first keys are the oldest sends.
  delete kept[id];
  kept[id] = entries;
  for (const old of Object.keys(kept).slice(0, -KEPT_FORMS)) delete kept[old];
  try {
    sessionStorage.setItem(STORE, JSON.stringify(kept));
  } catch {
    // Storage full or refused (a private window): the boxes come back empty, as before.
  }
}

/** This history entry's mark, if a form was sent from it. */
function entryMark(): string | null {
  const state: unknown = window.history.state;
  const mark =
    typeof state === 'object' && state !== null
      ? (state as Record<string, unknown>)[ENTRY_MARK]
      : null;
  return typeof mark === 'string' ? mark : null;
}

/** Marks this history entry (keeping the router's own state in it) and returns the mark. */
function markEntry(): string {
  const known = entryMark();
  if (known) return known;
  const mark = Math.random().toString(36).slice(2, 10);
  window.history.replaceState(
    { ...(window.history.state as object | null), [ENTRY_MARK]: mark },
    '',
  );
  return mark;
}

const formId = (mark: string, form: HTMLFormElement, action: string) =>
  `${mark} ${form.getAttribute('aria-label') ?? action}`;

/** Whether the visitor has typed in the form's boxes already (before it was restored). */
const typedIn = (form: HTMLFormElement) =>
  [...form.elements].some(
    (el) =>
      el instanceof HTMLInputElement &&
      ['search', 'text', 'number', 'date'].includes(el.type) &&
      el.value !== el.defaultValue,
  );

/**
 * Keeps the form's values when it is sent and puts them back when the visitor comes Back (or
 * Forward) to the entry it was sent from, unless they have typed in it already. `onRestored` is
 * told when values were put back (a tab of forms opens the one restored). Returns the form's
 * submit handler; `onSubmit` is the form's own, called after.
 */
export function useKeptForm(
  form: RefObject<HTMLFormElement | null>,
  action: string,
  {
    onSubmit,
    onRestored,
  }: {
    onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
    onRestored?: (() => void) | undefined;
  } = {},
) {
  const { key, pathname } = useLocation();
  const popped = useNavigationType() === 'POP';
  const kept = action !== pathname;
  useEffect(() => {
    const el = form.current;
    const mark = entryMark();
    if (!kept || !popped || !el || !mark || typedIn(el)) return;
    const entries = readKept()[formId(mark, el, action)];
    if (!Array.isArray(entries) || !entries.every(isPair)) return;
    fillForm(el, new URLSearchParams(entries));
    onRestored?.();
    // On arriving at an entry (its key), not on every render: onRestored is a new function each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, kept, popped, key, action]);
  return (event: FormEvent<HTMLFormElement>) => {
    if (kept) {
      const entries = [...new FormData(event.currentTarget)].filter(isPair);
      keep(formId(markEntry(), event.currentTarget, action), entries);
    }
    onSubmit?.(event);
  };
}
