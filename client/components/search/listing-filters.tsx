import { useState } from 'react';
import { Form, useLocation } from 'react-router';
import { AUCTION_METHODS } from '#schema/auction-methods';
import {
  defaultListingOrder,
  LISTING_ORDERS,
  orderNaming,
  RADIUS_CHOICES_MILES,
  type ListingOrder,
  type ListingQuery,
} from '#schema/listing-query';
import {
  DEFAULT_STATUS_FILTER,
  parseStatusFilter,
  STATUS_FILTERS,
  type StatusFilter,
} from '#schema/lot-status';
import { PROPERTY_TYPE_FAMILIES, PROPERTY_TYPE_FAMILY_IDS } from '#schema/property-types';
import { KeepView } from './view-switch';
import { formatNear, NEAR_DEFAULT_MILES } from '#schema/map-view';
import { CHECKBOX_ROW, CheckboxGroup } from './checkbox-group';
import { LocationCombobox } from './location-combobox';
import { useMyLocation } from './use-my-location';
import { RangeInputs } from './range-inputs';
import { hydratedLater } from '#client/app/hydrate-later';
import { milesText } from '#schema/place';
import { INPUT_LIMITS } from '#schema/input-limits';
import { TENURES } from '#schema/lot-vocabulary';
import { SearchFold } from './search-fold';
import { leaveOutEmptyFields } from './leave-out-empty-fields';
import { isOwnKey } from '#schema/own';
import { CLOSING_LABELS, SAID_WHENS } from '#schema/said-when';
import { ChoiceSelect, FIELD_INPUT, FIELD_LABEL, withCurrent } from './choice-select';
import { BedroomRange } from './bedroom-range';

/** The closing choices as the form lists them: "Today", "Next week" ("Closing" is the label). */
const CLOSING_CHOICES = SAID_WHENS.map((when) => {
  const rest = CLOSING_LABELS[when].replace(/^Closing /, '');
  return { value: when, label: rest[0]!.toUpperCase() + rest.slice(1) };
});

const FAMILY_OPTIONS = PROPERTY_TYPE_FAMILY_IDS.map((f) => ({
  value: f,
  label: PROPERTY_TYPE_FAMILIES[f].label,
}));
const TENURE_OPTIONS = TENURES.map((t) => ({ value: t, label: t }));
const EXACT_TYPE_OPTIONS = PROPERTY_TYPE_FAMILY_IDS.flatMap((f) =>
  PROPERTY_TYPE_FAMILIES[f].lotTypes.map((t) => ({ value: t as string, label: t as string })),
);

/** How many of the filters behind "More filters" are set, so the summary can say so. */
function moreFiltersCount(q: ListingQuery): number {
  return (
    q.property_type.length +
    q.tenure.length +
    q.auction_method.length +
    [
      q.bedrooms,
      q.bedrooms_max,
      q.auction_house,
      q.auction_from,
      q.auction_to,
      q.closing,
      q.guide_price_min,
      q.guide_price_max,
    ].filter((v) => v !== undefined).length
  );
}

/**
 * Every filter of the lot search in one GET form, so sorting or changing one filter keeps all the
 * others (the page number is dropped: new results start at page 1). The everyday filters are
 * always in view; the rest fold away on phones. Once a search is made, a phone shows its results
 * first: the whole form folds behind "Change search" (the chips above the results say what is
 * set). Hydrates in a task of its own (decision 061).
 */
export const ListingFilters = hydratedLater(ListingFiltersForm);

function ListingFiltersForm({
  query,
  houses,
  placeValue,
  postcodeRadius,
  defaultStatus = DEFAULT_STATUS_FILTER,
  withinAuction = false,
}: {
  query: ListingQuery;
  houses: ReadonlyArray<{ id: number | string; name: string }>;
  /** The text that finds the resolved place again ("Newport, Isle of Wight"), shown in the field. */
  placeValue?: string | undefined;
  /** A full postcode searched in its default circle (miles): Within's empty choice is that circle. */
  postcodeRadius?: number | null | undefined;
  /** The status the page shows without one in the URL (an auction's catalogue: all its lots). */
  defaultStatus?: StatusFilter;
  /** One auction's catalogue: its house, method and date are the auction's, so not offered. */
  withinAuction?: boolean;
}) {
  const more = moreFiltersCount(query);
  // "Recommended": soonest first for upcoming lots, latest first for results (the query model's
  // default), so changing the status alone never leaves past results sorted oldest first.
  const params = new URLSearchParams(useLocation().search);
  const rawOrder = params.get('order_by') ?? '';
  // The place as the buyer wrote it ("Leeds", "LS6 2AB"), not the lower-cased query value.
  const rawLocation = params.get('location')?.trim().slice(0, 100) || undefined;
  const explicitOrder = isOwnKey(LISTING_ORDERS, rawOrder) ? rawOrder : '';
  const nearMe = useMyLocation(query.radius);
  // A distance searched without one chosen: a full postcode's, or round a point ("Near me"),
  // which read "This area only" while 5 miles was searched.
  const defaultRadius = postcodeRadius ?? (query.near ? NEAR_DEFAULT_MILES : null);
  // A distance from no place is no search (the lots are every place's): not shown as chosen.
  const shownRadius = query.location || query.near ? query.radius : undefined;
  // The sort's names follow the status chosen before the form is sent: results are recommended
  // latest results first, lots for sale closing soonest first (it said "closing soonest" beside
  // Sold until the form was sent).
  const [chosen, setChosen] = useState<{ on: StatusFilter; status: StatusFilter } | null>(null);
  const status = chosen?.on === query.lot_status ? chosen.status : query.lot_status;
  return (
    <SearchFold id="lot-filters">
      <Form
        method="get"
        role="search"
        aria-label="Filter lots"
        onSubmit={leaveOutEmptyFields}
        className="rounded-2xl border border-slate-200 bg-white p-4"
      >
        <KeepView view={query.view} />
        {query.near ? (
          <input
            type="hidden"
            name="near"
            value={formatNear({ lat: query.near[0], lng: query.near[1] })}
          />
        ) : null}
        {/* On a wide screen the sort box takes the room its recommended order's name needs, which
          a sixth of the row cut ("Recommended (lates…"); the two short selects give it. */}
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1.5fr)_minmax(0,3fr)] lg:items-end">
          <label className={`${FIELD_LABEL} col-span-2 lg:col-span-1`}>
            Search
            <input
              name="search"
              type="search"
              defaultValue={query.search}
              placeholder="Street, town or keyword"
              maxLength={INPUT_LIMITS.pageQueryText}
              className={FIELD_INPUT}
            />
          </label>
          <div className="relative col-span-2 sm:col-span-1">
            <LocationCombobox
              label="Location"
              labelClassName={FIELD_LABEL}
              name="location"
              defaultValue={placeValue ?? rawLocation ?? query.location}
              placeholder="Town, county or postcode"
              inputClassName={FIELD_INPUT}
            />
            {nearMe.button}
          </div>
          <label className={FIELD_LABEL}>
            Within
            <select name="radius" defaultValue={shownRadius ?? ''} className={FIELD_INPUT}>
              <option value="">
                {defaultRadius ? milesText(defaultRadius) : 'This area only'}
              </option>
              {withCurrent(RADIUS_CHOICES_MILES, shownRadius)
                .filter((m) => m !== defaultRadius)
                .map((m) => (
                  <option key={m} value={m}>
                    {milesText(m)}
                  </option>
                ))}
            </select>
          </label>
          <label className={FIELD_LABEL}>
            Status
            {/* The default (lots for sale) is the empty value, so it stays out of the URL. */}
            <select
              name="lot_status"
              defaultValue={query.lot_status === defaultStatus ? '' : query.lot_status}
              onChange={(e) =>
                setChosen({
                  on: query.lot_status,
                  status: e.currentTarget.value
                    ? parseStatusFilter(e.currentTarget.value)
                    : defaultStatus,
                })
              }
              className={FIELD_INPUT}
            >
              {/* "Past auctions" means other sales than this one: not offered in a catalogue. */}
              {Object.entries(STATUS_FILTERS)
                .filter(([v]) => !withinAuction || v !== 'ended' || query.lot_status === 'ended')
                .map(([value, s]) => (
                  <option key={value} value={value === defaultStatus ? '' : value}>
                    {s.label}
                  </option>
                ))}
            </select>
          </label>
          {/* The whole row on a phone: the recommended order names itself, and a half row cut it. */}
          <label className={`${FIELD_LABEL} col-span-2 sm:col-span-1`}>
            Sort by
            <select name="order_by" defaultValue={explicitOrder} className={FIELD_INPUT}>
              {/* Says which order it is, so it does not read as another order beside its twin. A
                catalogue's own order is its lot numbers. */}
              <option value="">
                {withinAuction
                  ? 'Lot order'
                  : `Recommended (${orderNaming(defaultListingOrder(status), status).label.toLowerCase()})`}
              </option>
              {(Object.keys(LISTING_ORDERS) as ListingOrder[]).map((value) => (
                <option key={value} value={value}>
                  {orderNaming(value, status).label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {nearMe.status}
        {/* Folded by default (the chips above the results say what is set), so on a phone the
          results start near the top of the page. */}
        <details className="group mt-4 border-t border-slate-100 pt-3">
          <summary className="cursor-pointer py-2.5 font-semibold text-brand-700 sm:py-0">
            More filters{more ? ` (${more} set)` : ''}
          </summary>
          <div className="mt-3 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <CheckboxGroup
              legend="Property type"
              name="property_type"
              options={FAMILY_OPTIONS}
              checked={query.property_type}
            >
              <details className="mt-2">
                <summary className="cursor-pointer py-3 text-sm text-brand-700 sm:py-0">
                  Exact types
                </summary>
                <div className="mt-1 grid gap-1 pl-1">
                  {EXACT_TYPE_OPTIONS.map((o) => (
                    <label key={o.value} className={CHECKBOX_ROW}>
                      <input
                        type="checkbox"
                        name="property_type"
                        value={o.value}
                        defaultChecked={query.property_type.includes(o.value)}
                        className="h-4 w-4 rounded border-slate-400"
                      />
                      {o.label}
                    </label>
                  ))}
                </div>
              </details>
            </CheckboxGroup>
            <div className="grid min-w-0 content-start gap-3">
              <RangeInputs
                kind="money"
                legend="Guide price (£)"
                names={['guide_price_min', 'guide_price_max']}
                labels={['Guide price minimum', 'Guide price maximum']}
                values={[query.guide_price_min, query.guide_price_max]}
                legendClassName={FIELD_LABEL}
                inputClassName={FIELD_INPUT}
              />
              <BedroomRange min={query.bedrooms} max={query.bedrooms_max} />
              <CheckboxGroup
                legend="Tenure"
                name="tenure"
                options={TENURE_OPTIONS}
                checked={query.tenure}
              />
            </div>
            {withinAuction ? null : (
              <CheckboxGroup
                legend="Auction method"
                name="auction_method"
                options={AUCTION_METHODS.map((m) => ({ value: m, label: m }))}
                checked={query.auction_method}
              />
            )}
            {withinAuction ? null : (
              <div className="grid min-w-0 content-start gap-3">
                <ChoiceSelect
                  label="Auction house"
                  name="auction_house"
                  value={query.auction_house}
                  anyLabel="Any"
                  choices={houses.map((h) => ({ value: h.id, label: h.name }))}
                />
                <ChoiceSelect
                  label="Closing"
                  name="closing"
                  value={query.closing}
                  anyLabel="Any time"
                  choices={CLOSING_CHOICES}
                />
                <RangeInputs
                  kind="date"
                  legend="Bidding closes"
                  names={['auction_from', 'auction_to']}
                  labels={['Bidding closes from', 'Bidding closes by']}
                  values={[query.auction_from, query.auction_to]}
                  legendClassName={FIELD_LABEL}
                  inputClassName={FIELD_INPUT}
                />
              </div>
            )}
          </div>
        </details>
        <div className="mt-4 flex justify-end">
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Show lots
          </button>
        </div>
      </Form>
    </SearchFold>
  );
}
