import { KeepView } from './view-switch';
import { RangeInputs } from './range-inputs';
import { ChoiceSelect } from './choice-select';
import type { ResultsView } from '#schema/listing-query';
import { Form } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import {
  DEFAULT_SOLD_PRICE_ORDER,
  SOLD_NEW_BUILD_OPTIONS,
  SOLD_PRICE_ORDERS,
  SOLD_TENURE_OPTIONS,
  SOLD_TYPE_OPTIONS,
  hasSoldPriceFilter,
  soldPriceFiltersSet,
} from '#schema/sold-price-options';
import type { SoldPriceQuery } from '#schema/sold-price-query';
import { INPUT_LIMITS } from '#schema/input-limits';
import { SearchFold, useSearchFormKey } from './search-fold';
import { leaveOutEmptyFields } from './leave-out-empty-fields';
import { formatCountOf } from '#shared/format/format';

const input =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-500 px-3 py-2 text-slate-900';
const label = 'block text-sm font-medium text-slate-700';

/**
 * The sold-price filters as a GET form: works without JavaScript, every value lands in the URL.
 * On a phone it folds behind "Change search" once a search is made, saying how many filters are set.
 */
export function SoldPriceFilters({ query, view }: { query: SoldPriceQuery; view: ResultsView }) {
  const set = soldPriceFiltersSet(query);
  // Remount on a new query so the fields show it after back/forward navigation, and fold again
  // (unless the buyer is typing in it as it arrives).
  const key = useSearchFormKey('sold-price-filters', JSON.stringify(query));
  return (
    <SearchFold
      key={key}
      id="sold-price-filters"
      summary={set ? formatCountOf(set, 'filter') + ' set' : undefined}
    >
      <Form
        method="get"
        role="search"
        aria-label="Filter sold prices"
        // As the lot search: fields left empty stay out of the address (it carried "search=&
        // property_type=&…" for every one of them).
        onSubmit={leaveOutEmptyFields}
        className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <label className={label}>
          Location
          <input
            name="location"
            type="search"
            maxLength={INPUT_LIMITS.pageQueryText}
            defaultValue={query.location}
            placeholder="Postcode, town or county"
            className={input}
          />
        </label>
        <label className={label}>
          Street or postcode
          <input
            name="search"
            type="search"
            maxLength={INPUT_LIMITS.pageQueryText}
            defaultValue={query.search}
            placeholder="e.g. High Street"
            className={input}
          />
        </label>
        <ChoiceSelect
          labelClassName={label}
          inputClassName={input}
          label="Property type"
          name="property_type"
          value={query.property_type}
          anyLabel="Any"
          choices={SOLD_TYPE_OPTIONS}
        />
        <ChoiceSelect
          labelClassName={label}
          inputClassName={input}
          label="Tenure"
          name="tenure"
          value={query.tenure}
          anyLabel="Any"
          choices={SOLD_TENURE_OPTIONS.map((o) => ({ value: o.value, label: o.value }))}
        />
        <ChoiceSelect
          labelClassName={label}
          inputClassName={input}
          label="New builds"
          name="new_build"
          value={query.new_build}
          anyLabel="Include new builds"
          choices={SOLD_NEW_BUILD_OPTIONS}
        />
        <RangeInputs
          kind="money"
          className="min-w-0"
          legend="Price (£)"
          names={['min_price', 'max_price']}
          labels={['Minimum price', 'Maximum price']}
          values={[query.min_price, query.max_price]}
          legendClassName={label}
          inputClassName={input}
        />
        <RangeInputs
          kind="date"
          className="min-w-0 lg:col-span-2"
          legend="Sold between"
          names={['date_from', 'date_to']}
          labels={['Sold from', 'Sold until']}
          values={[query.date_from, query.date_to]}
          legendClassName={label}
          inputClassName={input}
        />
        <label className={label}>
          Sort by
          <select
            name="order_by"
            defaultValue={query.order_by === DEFAULT_SOLD_PRICE_ORDER ? '' : query.order_by}
            className={input}
          >
            {/* The default order is sent as nothing, so the address leaves it out as links do. */}
            {Object.entries(SOLD_PRICE_ORDERS).map(([value, o]) => (
              <option key={value} value={value === DEFAULT_SOLD_PRICE_ORDER ? '' : value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-3">
          <button
            type="submit"
            className="flex-1 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Show sales
          </button>
          {hasSoldPriceFilter(query) ? (
            <AppLink
              to="/sold-house-prices"
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Clear
            </AppLink>
          ) : null}
        </div>
        <KeepView view={view} />
      </Form>
    </SearchFold>
  );
}
