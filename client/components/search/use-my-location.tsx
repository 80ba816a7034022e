import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '#client/app/use-hydrated';
import { formatNear, parseNear } from '#schema/map-view';
import { hrefWith } from '#shared/links/href-with';

type Asked = 'asking' | 'refused' | 'unavailable' | 'outside';

const SAID: Record<Asked, string> = {
  asking: 'Finding where you are…',
  refused: 'Your browser did not share your location. Type a town or postcode instead.',
  unavailable: 'Your location could not be found. Type a town or postcode instead.',
  outside: 'You seem to be outside the UK. Type a town or postcode instead.',
};

/** Wait no longer than this for the browser's fix; a fix this old is still where the buyer is. */
const GEOLOCATION = { timeout: 15_000, maximumAge: 10 * 60_000 } as const;

/**
 * Three decimals of a degree (about 100 m): near enough for a circle of miles, and the URL (and a
 * saved search) does not hold the buyer's front door.
 */
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * "Near me" beside the Location field: the lots within the chosen circle (5 miles unless one is
 * chosen) of where the browser says the buyer is, as a `near` search that keeps the other filters.
 * Only with JavaScript and a browser that can tell: the server renders no button, and it sits in
 * the label's row, so nothing moves when it appears. `status` says what went wrong, in a polite
 * line the form places under its fields (in the field's column it pushed the row out of line).
 */
export function useMyLocation(radius: number | undefined): {
  button: ReactNode;
  status: ReactNode;
} {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<Asked | null>(null);
  const status = (
    <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden">
      {asked ? SAID[asked] : ''}
    </p>
  );
  if (!hydrated || !('geolocation' in navigator)) return { button: null, status };

  const ask = () => {
    setAsked('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const near = formatNear({ lat: rounded(coords.latitude), lng: rounded(coords.longitude) });
        if (!parseNear(near)) {
          setAsked('outside');
          return;
        }
        setAsked(null);
        void navigate(
          hrefWith(location, {
            near,
            location: null,
            radius: radius === undefined ? null : String(radius),
            at: null,
            page: null,
          }),
        );
      },
      (error) => setAsked(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      GEOLOCATION,
    );
  };

  const button = (
    <button
      type="button"
      onClick={ask}
      disabled={asked === 'asking'}
      title="Use my location"
      className="absolute top-0 right-0 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:text-slate-500"
    >
      Near me
    </button>
  );
  return { button, status };
}
