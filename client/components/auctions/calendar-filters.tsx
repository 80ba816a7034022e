import { Form } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import {
  auctionCalendarParams,
  type AuctionCalendarQuery,
  type AuctionWhen,
} from '#schema/auction-calendar';
import { leaveOutEmptyFields } from '#client/components/search/leave-out-empty-fields';
import { ChoiceSelect } from '#client/components/search/choice-select';

const TABS: Array<[AuctionWhen, string]> = [
  ['upcoming', 'Upcoming'],
  ['past', 'Past results'],
];

/** Upcoming or past auctions, as two links that keep the region and house filters. */
export function CalendarTabs({ query }: { query: AuctionCalendarQuery }) {
  return (
    <nav aria-label="Upcoming or past auctions" className="mb-4 flex gap-2">
      {TABS.map(([when, label]) => {
        const qs = auctionCalendarParams({ ...query, when, page: 1 }).toString();
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

/** Region and house, as a plain GET form (works without JavaScript); the tab is kept. */
export function CalendarFilters({
  query,
  regions,
  houses,
}: {
  query: AuctionCalendarQuery;
  regions: string[];
  houses: Array<{ id: number; name: string }>;
}) {
  return (
    <Form
      method="get"
      action="/auctions"
      role="search"
      aria-label="Filter auctions"
      onSubmit={leaveOutEmptyFields}
      className="mb-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
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
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Show auctions
      </button>
    </Form>
  );
}
