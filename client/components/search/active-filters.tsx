import { Fragment } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import { searchWithout, type FilterChip } from '#schema/listing-chips';
import type { ListingsData, ReadingOffer, Relaxation } from '#shared/payloads/directory-data';
import { formatCountOf } from '#shared/format/format';
import { focusNext } from '#client/app/route-announcer';

const chipAt = (i: number) => `[data-filter-chip="${i}"]`;

/**
 * The active filters as chips; each removes its filter in one click (a link: works without JS).
 * From the keyboard, focus stays among the chips: on the one that took the removed one's place,
 * else the one before it; with none left, on the page's results (`<main>`).
 */
export function ActiveFilters({ chips, clearTo }: { chips: FilterChip[]; clearTo: string }) {
  const location = useLocation();
  if (!chips.length) return null;
  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-2"
      aria-label="Active filters"
      role="group"
    >
      {chips.map((chip, i) => (
        <AppLink
          key={chip.id}
          to={`${location.pathname}${searchWithout(location.search, chip)}`}
          state={focusNext(chipAt(i), chipAt(i - 1))}
          data-filter-chip={i}
          preventScrollReset
          aria-label={`Remove filter: ${chip.label}`}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full border wrap-anywhere border-brand-200 bg-brand-50 px-3 py-1 text-sm max-sm:min-h-11 font-medium text-brand-900 hover:bg-brand-100"
        >
          {chip.label}
          <span aria-hidden="true" className="text-brand-700">
            ×
          </span>
        </AppLink>
      ))}
      {chips.length > 1 ? (
        <AppLink to={clearTo} className="text-sm font-semibold text-brand-700 hover:underline">
          Clear all
        </AppLink>
      ) : null}
    </div>
  );
}

/** On a page with no results: which filter to relax, with how many lots that brings back. */
export function RelaxSuggestions({ relax }: { relax: Relaxation[] }) {
  const { pathname } = useLocation();
  if (!relax.length) return <p>Try a wider area or remove a filter.</p>;
  return (
    <ul className="mt-2 space-y-1 wrap-anywhere">
      {relax.map((r) => (
        <li key={r.search}>
          <AppLink to={`${pathname}${r.search}`} className="font-semibold text-brand-700 underline">
            {`${r.action}: ${formatCountOf(r.count, 'lot')}`}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Beside the results of free text searched as typed: its words read as filters, one click away,
 * with how many lots that finds ("Did you mean Detached house, “garden” (3 lots)?").
 */
export function ReadingOfferLine({ offer }: { offer: ReadingOffer }) {
  const { pathname } = useLocation();
  const offers = [offer, ...(offer.also ?? [])];
  return (
    <p className="mb-4 text-sm text-slate-700">
      Did you mean{' '}
      {offers.map((o, i) => (
        <Fragment key={o.search}>
          {i > 0 ? ' or ' : null}
          <AppLink to={`${pathname}${o.search}`} className="font-semibold text-brand-700 underline">
            {o.labels.join(', ')}
          </AppLink>
          {` (${formatCountOf(o.count, 'lot')})`}
        </Fragment>
      ))}
      ?
    </p>
  );
}

/**
 * Above the results of words that name a place holding no lot ("church"): the place, one click
 * away (its page offers a wider circle), and why these lots are shown instead.
 */
export function EmptyPlaceLine({
  place,
  words,
}: {
  place: NonNullable<ListingsData['emptyPlace']>;
  words: string;
}) {
  const { pathname } = useLocation();
  const link = 'font-semibold text-brand-700 underline';
  return (
    <p className="mb-4 text-sm text-slate-700">
      <AppLink to={`${pathname}${place.search}`} className={link}>
        {place.heading}
      </AppLink>
      {': none match this search'}
      {place.nearest ? (
        <>
          {' ('}
          <AppLink to={`${pathname}${place.nearest.search}`} className={link}>
            {`${place.nearest.action}: ${formatCountOf(place.nearest.count, 'lot')}`}
          </AppLink>
          {')'}
        </>
      ) : null}
      {`. These are the lots that mention “${words}”.`}
    </p>
  );
}
