import type { LotRecord } from '#schema/entities';
import { AppLink } from '#client/components/prefetch-link';
import { formatNear, NEAR_DEFAULT_MILES } from '#schema/map-view';
import type { LocationDetail } from './schema';
import { StaticMap } from './static-map';
import { DetailShell } from '../detail-shell';
import { LotAddress, LotPlaceLink } from './area-links';

/**
 * The results map around the lot: `/listings?view=map&near=<lat>,<lng>&radius=5` (the lot at the
 * centre, decision 024); a lot without a position falls back to its postcode district.
 */
export function nearbyMapHref(lot: Pick<LotRecord, 'lat' | 'lng' | 'postcode_district'>) {
  if (lot.lat !== null && lot.lng !== null)
    return `/listings?view=map&near=${formatNear({ lat: lot.lat, lng: lot.lng })}&radius=${NEAR_DEFAULT_MILES}`;
  if (lot.postcode_district)
    return `/listings?view=map&location=${encodeURIComponent(lot.postcode_district.toLowerCase())}`;
  return null;
}

export function Location({
  heading,
  collapsed,
  map,
  show_coordinates,
  nearby_link_label,
  data: lot,
}: LocationDetail & { data?: LotRecord }) {
  if (!lot) return null;
  const place = lot.location ?? lot.postcode ?? 'the UK';
  const nearby = nearbyMapHref(lot);
  const drawn = map === 'none' ? null : <StaticMap lat={lot.lat} lng={lot.lng} place={place} />;
  return (
    <DetailShell heading={heading} collapsed={collapsed}>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <div className="space-y-3 sm:flex-1">
          <address className="not-italic text-slate-800">
            <LotAddress lot={lot} />
            {(lot.address || lot.postcode) && lot.location ? (
              <span className="block text-sm text-slate-500">
                <LotPlaceLink lot={lot} />
              </span>
            ) : null}
          </address>
          {show_coordinates && lot.lat !== null && lot.lng !== null ? (
            <p className="text-sm text-slate-600">
              <span className="sr-only">Coordinates: </span>
              {`${lot.lat.toFixed(5)}, ${lot.lng.toFixed(5)}`}
            </p>
          ) : null}
          {nearby ? (
            <AppLink
              to={nearby}
              className="inline-block font-semibold text-brand-700 hover:underline"
            >
              {nearby_link_label}
            </AppLink>
          ) : null}
        </div>
        {map === 'interactive' ? (
          // The interactive map mounts here (client/map); until it does, the drawn map stands in.
          <div
            data-lot-map-mount=""
            data-lat={lot.lat ?? ''}
            data-lng={lot.lng ?? ''}
            className="sm:w-56"
          >
            {drawn}
          </div>
        ) : drawn ? (
          <div className="sm:w-56">{drawn}</div>
        ) : null}
      </div>
    </DetailShell>
  );
}
