import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '#client/app/use-hydrated';
import { SUGGEST_PATH, type Suggestion, type SuggestResponse } from '#schema/suggest';
import { INPUT_LIMITS } from '#schema/input-limits';

const KIND_LABEL: Record<Suggestion['kind'], string> = {
  town: 'Town',
  county: 'County',
  region: 'Region',
  country: 'Country',
  postcode: 'Postcode',
  sector: 'Postcode sector',
  district: 'Postcode district',
  area: 'Postcode area',
  auction_house: 'Auction house',
  authority: 'Council area',
  london_part: 'Part of London',
  neighbourhood: 'Neighbourhood',
};

/** Wait for a pause in typing before asking the server. */
const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

interface Props {
  /** The field's label (the list of suggestions sits outside it, as a label holds only text and the input). */
  label: ReactNode;
  /** Classes of the wrapper (its place in the form's grid) and of the label. */
  className?: string;
  labelClassName?: string;
  inputClassName: string;
  id?: string;
  name: string;
  defaultValue?: string | undefined;
  placeholder?: string | undefined;
  /** Offer auction houses (they go to the house's lots), as the lot searches do. */
  houses?: boolean;
}

/**
 * A location field with suggestions (places, postcodes, auction houses) following the WAI-ARIA
 * combobox pattern (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): arrow keys move through
 * the list, Enter picks, Escape closes (or clears). The server renders a plain text input, which
 * is all a visitor without JavaScript needs; the list arrives with hydration.
 */
export function LocationCombobox({
  label,
  className = '',
  labelClassName,
  inputClassName,
  id,
  name,
  defaultValue,
  placeholder,
  houses = true,
}: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const p = pending.current;
    return () => {
      clearTimeout(p.timer);
      p.abort?.abort();
    };
  }, []);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  const expanded = hydrated && open && suggestions.length > 0;
  // A press (a tap or a click) that takes focus out of the field closes the list only once it is
  // over. On a phone the list sits in the page above the rest of the form: closed at once, it moved
  // the Search button up from under the finger before the tap ended, and the tap did nothing.
  const press = useRef({ down: false, closeAfter: false });
  useEffect(() => {
    if (!expanded) return;
    const p = press.current;
    const down = () => {
      p.down = true;
    };
    const up = () => {
      p.down = false;
      if (!p.closeAfter) return;
      p.closeAfter = false;
      // The press's click comes right after its mouseup, in the same task: close after it.
      setTimeout(() => {
        setOpen(false);
        setActive(-1);
      }, 0);
    };
    document.addEventListener('mousedown', down, true);
    document.addEventListener('mouseup', up, true);
    return () => {
      p.down = false;
      document.removeEventListener('mousedown', down, true);
      document.removeEventListener('mouseup', up, true);
    };
  }, [expanded]);
  function onBlur() {
    if (press.current.down) press.current.closeAfter = true;
    else close();
  }

  async function load(q: string) {
    pending.current.abort?.abort();
    const abort = new AbortController();
    pending.current.abort = abort;
    try {
      const params = new URLSearchParams({ q, houses: houses ? '1' : '0' });
      const res = await fetch(`${SUGGEST_PATH}?${params}`, { signal: abort.signal });
      if (!res.ok) return close();
      const body = (await res.json()) as SuggestResponse;
      if (input.current?.value.trim() !== q) return;
      setSuggestions(body.suggestions);
      setActive(-1);
      setOpen(body.suggestions.length > 0);
      setStatus(
        body.suggestions.length
          ? `${body.suggestions.length} suggestion${body.suggestions.length === 1 ? '' : 's'}: use the up and down arrows to choose, Enter to pick.`
          : 'No suggestions.',
      );
    } catch {
      // Aborted by newer typing, or offline: the field still works as plain text.
    }
  }

  function onInput(value: string) {
    clearTimeout(pending.current.timer);
    const q = value.trim();
    if (q.length < MIN_CHARS) {
      pending.current.abort?.abort();
      setSuggestions([]);
      close();
      return;
    }
    pending.current.timer = setTimeout(() => void load(q), DEBOUNCE_MS);
  }

  function choose(s: Suggestion) {
    close();
    if (s.kind === 'auction_house') {
      setStatus(`Showing lots of ${s.label}.`);
      void navigate(s.href);
      return;
    }
    if (input.current) input.current.value = s.value;
    setStatus(`${s.label} chosen.`);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = suggestions.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      if (!open) setOpen(true);
      const down = e.key === 'ArrowDown';
      setActive((i) => (down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        close();
      } else if (input.current?.value) {
        e.preventDefault();
        input.current.value = '';
        setSuggestions([]);
      }
    }
  }

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
        <input
          ref={input}
          id={inputId}
          name={name}
          type="search"
          maxLength={INPUT_LIMITS.pageQueryText}
          defaultValue={defaultValue}
          placeholder={placeholder}
          autoComplete="off"
          className={inputClassName}
          {...(hydrated
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
                onChange: (e: { currentTarget: HTMLInputElement }) =>
                  onInput(e.currentTarget.value),
                onKeyDown,
                onBlur,
              }
            : {})}
        />
      </label>
      {hydrated ? (
        <>
          <ul
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            hidden={!expanded}
            // On a phone the list takes its place in the page instead of covering the form under it:
            // a tap meant for the Search button never picks a suggestion.
            className="absolute z-30 mt-1 max-h-80 w-full min-w-64 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg max-sm:static max-sm:max-h-64"
          >
            {suggestions.map((s, i) => (
              <li
                key={`${s.kind}:${s.href}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // Keep focus in the field so the list does not close before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
              >
                <span>
                  <span className="font-medium">{s.label}</span>
                  {s.context ? <span className="text-slate-600">, {s.context}</span> : null}
                </span>
                <span className="shrink-0 text-xs text-slate-600">{KIND_LABEL[s.kind]}</span>
              </li>
            ))}
          </ul>
          <div aria-live="polite" className="sr-only">
            {status}
          </div>
        </>
      ) : null}
    </div>
  );
}
