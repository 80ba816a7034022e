import { projectUk, UK_MAP } from './uk-projection';

/**
 * A drawn map of the UK with the lot marked: one SVG, no script, no tiles. Nothing when the
 * lot has no coordinates inside the drawn area.
 */
export function StaticMap({
  lat,
  lng,
  place,
}: {
  lat: number | null;
  lng: number | null;
  place: string;
}) {
  const point = lat === null || lng === null ? null : projectUk(lat, lng);
  if (!point) return null;
  return (
    <svg
      role="img"
      aria-label={`Map of the United Kingdom marking the lot in ${place}`}
      viewBox={`0 0 ${UK_MAP.width} ${UK_MAP.height}`}
      className="h-auto w-full max-w-56"
      data-static-map=""
    >
      <image href={UK_MAP.outlineSrc} width={UK_MAP.width} height={UK_MAP.height} />
      <circle cx={point.x} cy={point.y} r="14" className="fill-accent-500/30" />
      <circle
        cx={point.x}
        cy={point.y}
        r="5.5"
        className="fill-brand-700 stroke-white"
        strokeWidth="2"
        data-marker=""
      />
    </svg>
  );
}
