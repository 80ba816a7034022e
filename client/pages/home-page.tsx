import { useRef } from 'react';
import { Form } from 'react-router';
import { useKeptForm } from '#client/components/search/kept-form';
import { AppLink } from '#client/components/prefetch-link';
import type { PageProps } from '#shared/routes/page-data';
import { PageSections } from '#sections/page-sections';
import { INPUT_LIMITS } from '#schema/input-limits';

const SEARCH_TABS = [
  {
    id: 'properties',
    label: 'Properties',
    action: '/listings',
    placeholder: 'Town, postcode or street',
  },
  {
    id: 'auction-houses',
    label: 'Auction Houses',
    action: '/auctioneers',
    placeholder: 'Auction house name or place',
  },
  {
    id: 'sold',
    label: 'Sold House Prices',
    action: '/sold-house-prices',
    placeholder: 'Postcode, street or town',
  },
] as const;

const HIGHLIGHTS = [
  {
    title: 'Every lot, every auction house',
    body: 'Residential, commercial and land lots from auction houses across the UK, updated daily.',
    to: '/listings',
    cta: 'Browse lots',
  },
  {
    title: 'Compare auction houses',
    body: 'Regions covered, auction methods and live lot counts for each auctioneer.',
    to: '/auctioneers',
    cta: 'See auction houses',
  },
  {
    title: 'Know what it is worth',
    body: 'HM Land Registry sold prices by postcode, street and property type.',
    to: '/sold-house-prices',
    cta: 'Check sold prices',
  },
] as const;

/** A box of the built-in landing page; Back from its results finds it as it was sent. */
function HomeSearch({ tab }: { tab: (typeof SEARCH_TABS)[number] }) {
  const form = useRef<HTMLFormElement>(null);
  const onSubmit = useKeptForm(form, tab.action);
  return (
    <Form
      ref={form}
      method="get"
      action={tab.action}
      role="search"
      aria-label={`Search ${tab.label}`}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl bg-white p-2 shadow-lg sm:flex-row"
    >
      <label
        htmlFor={`q-${tab.id}`}
        className="px-3 py-2 text-sm font-semibold text-brand-900 sm:w-44"
      >
        {tab.label}
      </label>
      <input
        id={`q-${tab.id}`}
        name="search"
        type="search"
        maxLength={INPUT_LIMITS.pageQueryText}
        placeholder={tab.placeholder}
        className="min-w-0 flex-1 rounded-lg border border-slate-500 px-3 py-2 text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="rounded-lg bg-accent-500 px-5 py-2 font-semibold text-brand-950 hover:bg-accent-400"
      >
        Search
      </button>
    </Form>
  );
}

/** The home page editors compose; the built-in landing content shows until one is published. */
export function HomePage({ data: page }: PageProps<'home'>) {
  if (page) return <PageSections sections={page.sections} />;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
            Find your next property at auction
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Search UK auction lots, compare auction houses and check what homes really sold for.
          </p>
          <div className="mt-8 space-y-3">
            {SEARCH_TABS.map((tab) => (
              <HomeSearch key={tab.id} tab={tab} />
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="why" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="why" className="text-2xl font-bold text-slate-900">
          Everything you need before the hammer falls
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {HIGHLIGHTS.map((h) => (
            <li key={h.to} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{h.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{h.body}</p>
              <AppLink
                to={h.to}
                className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
              >
                {h.cta} <span aria-hidden="true">→</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
