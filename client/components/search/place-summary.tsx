import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import {
  placeHeading,
  type PlaceSuggestion,
  type ResolvedPlace,
  type UnknownPlace,
} from '#schema/place';
import { hrefWith } from '#shared/links/href-with';

/** Places as links that keep the other filters (but those in `drop`): "A, B or C". */
export function PlaceLinks({
  places,
  drop = [],
}: {
  places: PlaceSuggestion[];
  drop?: readonly string[];
}) {
  const location = useLocation();
  return places.map((s, i) => (
    <Fragment key={s.value}>
      {i > 0 ? (i === places.length - 1 ? ' or ' : ', ') : null}
      <Link
        to={hrefWith(location, {
          ...Object.fromEntries(drop.map((k) => [k, null])),
          location: s.value,
          page: null,
        })}
        className="font-semibold text-brand-800 underline"
      >
        {s.context ? `${s.label} (${s.context})` : s.label}
      </Link>
    </Fragment>
  ));
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
}: {
  place: ResolvedPlace | null;
  unknownPlace: UnknownPlace | null;
}) {
  if (place)
    return (
      <>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{placeHeading(place)}</h2>
        {place.namesakes?.length ? (
          <p className="mb-2 text-sm text-slate-700">
            {`Another ${place.label}? `}
            <PlaceLinks places={place.namesakes} />
          </p>
        ) : null}
      </>
    );
  if (!unknownPlace) return null;
  const { text, suggestions, postcode } = unknownPlace;
  return (
    <div className="mb-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">
        {postcode ? `We hold no lots or sales in ${text} yet.` : `No place called ‘${text}’.`}
      </p>
      <p>
        {suggestions.length ? (
          <>
            {postcode ? 'Try the ' : 'Did you mean '}
            <PlaceLinks places={suggestions} />
            {postcode ? '.' : '?'}
          </>
        ) : postcode ? (
          'Search by a nearby town or postcode district instead.'
        ) : (
          'Check the spelling, or search by town, county or postcode.'
        )}
      </p>
    </div>
  );
}
