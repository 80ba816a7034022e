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
