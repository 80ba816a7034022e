import {
  SAVED_SEARCH_ID_PARAM,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NAME_STATES,
} from '#schema/saved-search-name';
import { useRef, useState, type FormEvent } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import { EmptyState } from '#client/components/empty-state';
import { formatDate, inQuotes } from '#shared/format/format';
import {
  ALERT_FREQUENCIES,
  FREQUENCY_LABELS,
  isSavedSearchState,
  SAVED_SEARCH_FAILURES,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_STATE_PARAM,
  type SavedSearch,
} from '#schema/saved-search';
import type { FieldErrors } from '#schema/auth';
import { FieldError, fieldAria } from '#client/components/forms/fields';
import { submitSavedSearchForm } from './submit-saved-search-form';
import { pageDataChanged } from '#client/runtime/page-data-changed';

const RETURN_TO = '/profile#saved-searches';
const smallButton =
  'rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function SavedSearchItem({
  search,
  errors,
  onSubmit,
}: {
  search: SavedSearch;
  /** What the server refused in this search's last save, by field (a name of only spaces). */
  errors: FieldErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>, id: number) => void;
}) {
  const action = `/api/saved-searches/${search.id}`;
  const selectId = `alert-frequency-${search.id}`;
  const nameId = `search-name-${search.id}`;
  const nameError = errors.name;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0 flex-1">
        <AppLink
          to={search.path}
          className="font-semibold break-words text-brand-700 hover:underline"
        >
          {search.name}
        </AppLink>
        <p className="mt-1 text-sm text-slate-600">
          Saved {formatDate(search.created_at, 'long')} ·{' '}
          {search.last_lots_sent_at
            ? `lots last e-mailed ${formatDate(search.last_lots_sent_at, 'long')}`
            : 'no lots e-mailed yet'}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-end gap-2">
        <form
          method="post"
          action={action}
          onSubmit={(event) => onSubmit(event, search.id)}
          className="flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="return_to" value={RETURN_TO} />
          <div>
            <label htmlFor={nameId} className="block text-xs font-medium text-slate-700">
              Name
            </label>
            <input
              id={nameId}
              name="name"
              defaultValue={search.name}
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              {...fieldAria(nameId, { error: nameError })}
              className={`mt-1 block w-56 max-w-full rounded-lg border px-2 py-2 text-sm ${nameError ? 'border-red-600' : 'border-slate-500'}`}
            />
          </div>
          <div>
            <label htmlFor={selectId} className="block text-xs font-medium text-slate-700">
              E-mail alerts
            </label>
            <select
              id={selectId}
              name="frequency"
              defaultValue={search.frequency}
              className="mt-1 block rounded-lg border border-slate-500 px-2 py-2 text-sm"
            >
              {ALERT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className={`${smallButton} border-slate-300 text-slate-800 hover:bg-slate-50`}
          >
            Save<span className="sr-only"> changes to {search.name}</span>
          </button>
          {/* A line of its own under the row: in the name's column it pushed the row's controls down. */}
          {nameError ? (
            <div className="basis-full">
              <FieldError id={nameId} error={nameError} />
            </div>
          ) : null}
        </form>
        <form
          method="post"
          action={action}
          onSubmit={(event) => {
            // One click used to delete at once, with no undo: ask first (with JavaScript).
            if (
              !window.confirm(`Delete the saved search ${inQuotes(search.name)} and its alerts?`)
            ) {
              event.preventDefault();
              return;
            }
            onSubmit(event, search.id);
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="return_to" value={RETURN_TO} />
          <button
            type="submit"
            className={`${smallButton} border-red-200 text-red-700 hover:bg-red-50`}
          >
            Delete<span className="sr-only"> {search.name}</span>
          </button>
        </form>
      </div>
    </li>
  );
}

/**
 * The profile's saved searches: open, rename, change the alert frequency, delete (after asking). Plain form posts
 * without JavaScript (the API redirects back with `?saved_search=<state>`); fetch + reload with it.
 */
export function SavedSearchList({
  searches,
  confirmed,
}: {
  searches: SavedSearch[];
  confirmed: boolean;
}) {
  const [params] = useSearchParams();
  const fromRedirect = params.get(SAVED_SEARCH_STATE_PARAM);
  // Without JavaScript, a refused name comes back as `unnamed` or `name_long` with the search's id.
  const nameRefused =
    fromRedirect !== null && Object.hasOwn(SAVED_SEARCH_NAME_STATES, fromRedirect)
      ? {
          id: Number(params.get(SAVED_SEARCH_ID_PARAM)),
          message: SAVED_SEARCH_NAME_STATES[fromRedirect as keyof typeof SAVED_SEARCH_NAME_STATES],
        }
      : null;
  const revalidator = useRevalidator();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [result, setResult] = useState<{
    ok: boolean;
    message: string;
    /** The search the last save was for, and what the server refused in it, by field. */
    id?: number;
    errors?: FieldErrors;
  } | null>(null);
  const shown =
    result ??
    (isSavedSearchState(fromRedirect)
      ? {
          ok: !SAVED_SEARCH_FAILURES.has(fromRedirect),
          message: SAVED_SEARCH_MESSAGES[fromRedirect],
        }
      : null);

  /** What the server refused in a search's last save, by field: the last fetch's, else the redirect's. */
  const errorsOf = (id: number): FieldErrors => {
    if (result) return result.id === id ? (result.errors ?? {}) : {};
    return nameRefused?.id === id ? { name: nameRefused.message } : {};
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>, id: number) {
    event.preventDefault();
    const outcome = await submitSavedSearchForm(event.currentTarget);
    setResult({ ...outcome, id });
    // The cached profile is out of date: the revalidation reads the server's.
    pageDataChanged();
    await revalidator.revalidate();
    // A field to fix gets the focus, as the account forms do; else the outcome keeps it (the form
    // may be gone: deleted).
    const invalid = listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? statusRef.current)?.focus();
  }

  return (
    <section
      id="saved-searches"
      aria-labelledby="saved-searches-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="saved-searches-title" className="text-lg font-semibold text-slate-900">
        Saved searches
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        We e-mail you the new lots that match a saved search, daily or weekly. You can save up to{' '}
        {MAX_SAVED_SEARCHES}.
        {confirmed ? '' : ' Confirm your e-mail address to start receiving them.'}
      </p>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={
          shown
            ? `mt-4 rounded-lg px-4 py-3 text-sm ${shown.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`
            : 'sr-only'
        }
      >
        {shown?.message}
      </p>
      {searches.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            title="No saved searches yet"
            headingLevel={3}
            action={{ to: '/listings', label: 'Search lots' }}
          >
            Search for lots, then choose “Save this search” to hear about new ones.
          </EmptyState>
        </div>
      ) : (
        <ul ref={listRef} className="mt-2 divide-y divide-slate-200">
          {searches.map((s) => (
            <SavedSearchItem
              key={`${s.id}-${s.frequency}`}
              search={s}
              errors={errorsOf(s.id)}
              onSubmit={onSubmit}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
