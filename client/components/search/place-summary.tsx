import { Fragment } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import {
  placeHeading,
  placeName,
  type PlaceSuggestion,
  type ResolvedPlace,
  type UnknownPlace,
} from '#schema/place';
import { hrefWith } from '#shared/links/href-with';
import { noPlaceCalled } from '#schema/no-place-called';
import { nationOfPostcodeArea, nationWithoutPricePaid } from '#schema/land-registry-coverage';
import { ppdCodesParam } from '#schema/property-types';
import { soldTypeWords } from '#shared/format/sold-search-words';
import { SOLD_TENURE_OPTIONS } from '#schema/sold-price-options';

/** What a buyer reads under a place name no search knows, with nothing like it to offer. */
export const CHECK_PLACE_SPELLING = 'Check the spelling, or search by town, county or postcode.';

/** Places as links that keep the other filters (but those in `drop`; `set` sets more): "A, B or C". */
export function PlaceLinks({
  places,
  drop = [],
}: {
  places: readonly PlaceSuggestion[];
  drop?: readonly string[];
}) {
  const location = useLocation();
  return places.map((s, i) => (
    <Fragment key={s.value}>
      {i > 0 ? (i === places.length - 1 ? ' or ' : ', ') : null}
      <AppLink
        to={hrefWith(location, {
          ...Object.fromEntries(drop.map((k) => [k, null])),
          location: s.value,
          page: null,
        })}
        className="font-semibold text-brand-800 underline"
      >
        {s.context ? `${s.label} (${s.context})` : s.label}
      </AppLink>
    </Fragment>
  ));
}

/** How many namesakes are linked before the rest are counted. */
const NAMESAKES_LISTED = 10;

/**
 * "Another Newport? Newport (Isle of Wight), …, or Newport (Essex)": the other places of the name
 * typed (the name they share is the one typed: "Stoke", read as Stoke-on-Trent). Every one is
 * linked; a name shared more widely lists the first and says how to reach the rest.
 */
export function OtherNamesakes({
  places,
  className,
}: {
  places: readonly PlaceSuggestion[];
  className: string;
}) {
  if (!places.length) return null;
  const listed = places.slice(0, NAMESAKES_LISTED);
  const more = places.length - listed.length;
  const name = places[0]!.label;
  const example = listed.find((p) => p.context);
  return (
    <p className={className}>
      {`Another ${name}? `}
      <PlaceLinks places={listed} />
      {more
        ? `. ${more} more share the name: type the county after it${example ? `, as “${name}, ${example.context}”` : ''}.`
        : null}
    </p>
  );
}

/** Land Registry's nation gap for a searched place: by its slug, or a postcode's area letters. */
function outsidePricePaid(place: ResolvedPlace): boolean {
  if (POSTCODE_KINDS.includes(place.kind))
    return nationOfPostcodeArea(/^[a-z]+/i.exec(place.slug)?.[0] ?? '') !== null;
  return nationWithoutPricePaid(place.slug) !== null;
}
const POSTCODE_KINDS: readonly ResolvedPlace['kind'][] = ['postcode', 'sector', 'district', 'area'];

/**
 * "Sold prices of leasehold flats and maisonettes in Leeds": what homes of the types and the
 * tenure searched sold for in the place searched (none where Land Registry records none). Price
 * Paid knows freehold and leasehold only: another tenure, or both, leave the tenure out.
 */
function SoldPricesLink({
  place,
  types,
  tenures,
}: {
  place: ResolvedPlace;
  types: readonly string[];
  tenures: readonly string[];
}) {
  if (outsidePricePaid(place)) return null;
  const codes = types.length ? ppdCodesParam(types.join(',')) : undefined;
  const tenure =
    tenures.length === 1 ? SOLD_TENURE_OPTIONS.find((o) => o.value === tenures[0]) : undefined;
  const type = soldTypeWords(codes);
  const noun = tenure ? `${tenure.value.toLowerCase()} ${type ?? 'homes'}` : type;
  const params = new URLSearchParams({
    location: place.value,
    ...(codes ? { property_type: codes } : {}),
    ...(tenure ? { tenure: tenure.value } : {}),
  });
  return (
    <AppLink
      to={`/sold-house-prices?${params.toString()}`}
      className="text-sm font-semibold text-brand-700 hover:underline"
    >
      {`Sold prices${noun ? ` of ${noun}` : ''} in ${placeName(place)}`}
    </AppLink>
  );
}

/**
 * What a location search found, said plainly: "Lots in Leeds, West Yorkshire", "Lots near LS6 2AB
 * (within 1 mile)"; a name several places share offers the others ("Another Richmond? Richmond
 * (Greater London)"). Text that names no place is never echoed as one: "No place called 'leedz'.
 * Did you mean Leeds?". A real postcode we hold nothing for is said as such: "We hold no lots or
 * sales in EC1A yet. Try the EC postcode area." Every suggestion is a link that keeps the other
 * filters.
 */
export function PlaceSummary({
  place,
  unknownPlace,
  types = [],
  tenures = [],
}: {
  place: ResolvedPlace | null;
  unknownPlace: UnknownPlace | null;
  /** The lot types searched (families or exact types), for the sold-prices link. */
  types?: readonly string[];
  /** The tenures searched, for the same. */
  tenures?: readonly string[];
}) {
  if (place)
    return (
      <>
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{placeHeading(place)}</h2>
          <SoldPricesLink place={place} types={types} tenures={tenures} />
        </div>
        {/* The server says it only where true: a circle round South London is no SE and SW. */}
        {place.searchedAs ? (
          <p className="mb-2 text-sm text-slate-700">{place.searchedAs}</p>
        ) : null}
        <OtherNamesakes places={place.namesakes ?? []} className="mb-2 text-sm text-slate-700" />
      </>
    );
  if (!unknownPlace) return null;
  const { text, suggestions, postcode, halfPostcode, searchedAs, notPostcode } = unknownPlace;
  if (notPostcode)
    return (
      <div className="mb-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p className="font-semibold">{`‘${text}’ is not a UK postcode.`}</p>
        <p>{`${notPostcode} Check the postcode, or search by a town.`}</p>
      </div>
    );
  const offer = postcode || halfPostcode || searchedAs;
  return (
    <div className="mb-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">
        {halfPostcode
          ? `‘${text}’ is the start of a postcode, not a whole one.`
          : postcode || searchedAs
            ? `We hold no lots or sales in ${text} yet.`
            : noPlaceCalled(text, unknownPlace.sharedName)}
      </p>
      {searchedAs ? <p>{searchedAs}</p> : null}
      <p>
        {suggestions.length ? (
          <>
            {offer ? 'Try ' : 'Did you mean '}
            <PlaceLinks places={suggestions} />
            {offer ? '.' : '?'}
          </>
        ) : offer ? (
          'Search by a nearby town or postcode district instead.'
        ) : (
          CHECK_PLACE_SPELLING
        )}
      </p>
    </div>
  );
}
