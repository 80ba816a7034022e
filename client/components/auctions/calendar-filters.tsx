import { Form } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import {
  auctionCalendarParams,
  type AuctionCalendarQuery,
  type AuctionWhen,
} from '#schema/auction-calendar';
import { leaveOutEmptyFields } from '#client/components/search/leave-out-empty-fields';
import { ChoiceSelect } from '#client/components/search/choice-select';
import { monthName } from '#schema/uk-clock';
import type { AuctionsData } from '#shared/payloads/auction-data';

const TABS: Array<[AuctionWhen, string]> = [
  ['upcoming', 'Upcoming'],
  ['past', 'Past results'],
];

/** Upcoming or past auctions, as two links that keep the region and house filters. */
export function CalendarTabs({ query }: { query: AuctionCalendarQuery }) {
  return (
    <nav aria-label="Upcoming or past auctions" className="mb-4 flex flex-wrap gap-2">
      {TABS.map(([when, label]) => {
        // A month belongs to one tab: January's sales to come are not among past results.
        const qs = auctionCalendarParams({ ...query, when, month: undefined, page: 1 }).toString();
        const current = query.when === when;
        return (
          <AppLink
            key={when}
            to={`/auctions${qs ? `?${qs}` : ''}`}
            aria-current={current ? 'page' : undefined}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${current ? 'bg-brand-700 text-white' : 'border border-slate-300 text-slate-800 hover:bg-slate-50'}`}
          >
            {label}
          </AppLink>
        );
      })}
    </nav>
  );
}

/** Region, house and month, as a plain GET form (works without JavaScript); the tab is kept. */
export function CalendarFilters({
  query,
  regions,
  houses,
  months,
}: {
  query: AuctionCalendarQuery;
  regions: string[];
  houses: Array<{ id: number; name: string }>;
  months: string[];
}) {
  return (
    <Form
      method="get"
      action="/auctions"
      role="search"
      aria-label="Filter auctions"
      onSubmit={leaveOutEmptyFields}
      className="mb-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
    >
      {query.when === 'past' ? <input type="hidden" name="when" value="past" /> : null}
      <ChoiceSelect
        label="Region"
        name="region"
        value={query.region}
        anyLabel="All regions"
        choices={regions.map((r) => ({ value: r, label: r }))}
      />
      <ChoiceSelect
        label="Auction house"
        name="house"
        value={query.house}
        anyLabel="All auction houses"
        choices={houses.map((h) => ({ value: h.id, label: h.name }))}
      />
      <ChoiceSelect
        label="Month"
        name="month"
        value={query.month}
        anyLabel="Any month"
        choices={months.map((m) => ({ value: m, label: monthName(m) }))}
      />
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Show auctions
      </button>
    </Form>
  );
}

/**
 * A link's house, region or month that names nothing we list: left out, so the list shows more
 * than it asked for, and says so ("Narnia" is no region; an old link's house has gone).
 */
export function CalendarDroppedNote({ dropped }: { dropped: AuctionsData['dropped'] }) {
  if (!dropped) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {dropped.house
        ? 'The auction house in this link is not one we list, so every house’s auctions are shown. '
        : null}
      {dropped.region
        ? `No auction house we list covers a region called “${dropped.region}”, so auctions in every region are shown. `
        : null}
      {dropped.month
        ? `We could not read a month from “${dropped.month}” (a link writes it 2027-01), so auctions in every month are shown.`
        : null}
    </p>
  );
}
