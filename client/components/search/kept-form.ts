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

type Kept = Record<string, [string, string][]>;

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

/** A form sent from a history entry: the entry's key and the form's name (a page may have several). */
const formId = (key: string, form: HTMLFormElement, action: string) =>
  `${key} ${form.getAttribute('aria-label') ?? action}`;

/**
 * Keeps the form's values when it is sent and puts them back when the visitor comes Back (or
 * Forward) to the entry it was sent from. Returns the form's submit handler; `onSubmit` is the
 * form's own, called after.
 */
export function useKeptForm(
  form: RefObject<HTMLFormElement | null>,
  action: string,
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void,
) {
  const { key, pathname } = useLocation();
  const popped = useNavigationType() === 'POP';
  const kept = action !== pathname;
  useEffect(() => {
    const el = form.current;
    if (!kept || !popped || !el) return;
    const entries = readKept()[formId(key, el, action)];
    if (Array.isArray(entries)) fillForm(el, new URLSearchParams(entries));
  }, [form, kept, popped, key, action]);
  return (event: FormEvent<HTMLFormElement>) => {
    if (kept) {
      const entries = [...new FormData(event.currentTarget)].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      keep(formId(key, event.currentTarget, action), entries);
    }
    onSubmit?.(event);
  };
}
