import { useId, useRef, useState } from 'react';
import type { SearchSectionData } from './schema';
import { SearchForm } from '#client/components/search/search-form';
import { PageHeading, type HeadingPlace } from '#sections/page-heading';
import { tabAfterKey } from './tab-keys';

/** Tabs (Properties, Auction Houses, Sold House Prices), each a search form of configured controls. */
export function SearchSection({
  title,
  subtitle,
  tabs,
  subheading,
}: SearchSectionData & HeadingPlace) {
  const [active, setActive] = useState(tabs[0]!.id);
  const base = useId();
  // Tabs are focused through refs, not by id: the browser's useId (Preact) does not give the ids
  // the server's React wrote, and hydration keeps the server's in the page.
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  return (
    <div className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        {title ? (
          <PageHeading
            subheading={subheading}
            className="text-3xl font-bold tracking-tight sm:text-5xl"
          >
            {title}
          </PageHeading>
        ) : null}
        {subtitle ? <p className="mt-3 max-w-2xl text-lg text-brand-50">{subtitle}</p> : null}
        <div
          role="tablist"
          aria-label="Search"
          className="search-tabs__list mt-8 flex flex-wrap gap-1 overflow-x-auto"
        >
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              id={`${base}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={active === tab.id}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active === tab.id ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(e) => {
                const i = tabs.findIndex((t) => t.id === active);
                const to = tabAfterKey(e.key, i, tabs.length);
                if (to === null) return;
                e.preventDefault();
                const next = tabs[to]!;
                setActive(next.id);
                tabRefs.current.get(next.id)?.focus();
              }}
              className={`flex-1 rounded-t-lg px-3 py-2 text-center text-sm font-semibold leading-tight sm:flex-none sm:whitespace-nowrap sm:px-4 ${active === tab.id ? 'bg-white text-brand-900' : 'bg-white/10 text-white hover:bg-white/20'}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {tabs.map((tab) => (
          <div
            key={tab.id}
            id={`${base}-panel-${tab.id}`}
            role="tabpanel"
            aria-labelledby={`${base}-tab-${tab.id}`}
            hidden={active !== tab.id}
            className="search-tabs__panel rounded-b-xl rounded-tr-xl bg-white p-4 text-slate-900 shadow-lg"
          >
            {/* Shown only without JavaScript, where every form shows and the tabs cannot switch. */}
            <p className="search-tabs__name mb-2 font-semibold text-brand-900">{tab.label}</p>
            {/* Back from a tab's search: that tab opens, with its boxes as they were sent. */}
            <SearchForm tab={tab} onRestored={() => setActive(tab.id)} />
          </div>
        ))}
      </div>
    </div>
  );
}
