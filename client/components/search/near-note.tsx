import { useLocation } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import { NEAR_DEFAULT_MILES, type NearPoint } from '#schema/map-view';
import { hrefWith } from '#shared/links/href-with';

/** "53.80080° N, 1.54910° W": a point as people read it. */
export function formatPoint([lat, lng]: NearPoint): string {
  return `${Math.abs(lat).toFixed(5)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lng).toFixed(5)}° ${lng < 0 ? 'W' : 'E'}`;
}

/** What a `near` search covers, with a way out of it that keeps the other filters. */
export function NearNote({ near, radius }: { near: NearPoint; radius: number | undefined }) {
  const location = useLocation();
  const miles = radius ?? NEAR_DEFAULT_MILES;
  return (
    <p className="mb-2 text-sm text-slate-700">
      {`Within ${miles} mile${miles === 1 ? '' : 's'} of ${formatPoint(near)}. `}
      <AppLink
        to={hrefWith(location, { near: null, radius: null, at: null, page: null })}
        className="font-semibold text-brand-700 hover:underline"
      >
        Search everywhere
      </AppLink>
    </p>
  );
}

/**
 * "flats near me" typed: words cannot say where the buyer is, so the page asks, and says it is
 * searching everywhere meanwhile (the words were dropped without a word before).
 */
export function NearMeAskedNote() {
  const location = useLocation();
  return (
    <p
      role="status"
      className="mb-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950"
    >
      {'You asked for lots near you. These are lots anywhere in the UK: share where you are with '}
      {'“Near me” beside Location, or type a town or postcode there. '}
      <AppLink
        to={hrefWith(location, { near: null, page: null })}
        className="font-semibold text-brand-700 hover:underline"
      >
        Search everywhere
      </AppLink>
    </p>
  );
}
