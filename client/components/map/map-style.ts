import type { StyleSpecification } from 'maplibre-gl';

/** Land outlines of the British Isles and the near Continent (Natural Earth), shipped with the app. */
export const BASEMAP_PATH = '/maps/basemap.geojson';

/** A style that needs nothing from the internet: sea, land (the UK a shade lighter) and borders. */
export function offlineStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: {
        type: 'geojson',
        data: new URL(BASEMAP_PATH, origin).href,
        attribution: 'Made with Natural Earth',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#d6e6f2' } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': ['case', ['get', 'uk'], '#fbfaf6', '#eeede8'] },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'land',
        paint: { 'line-color': '#94a3b8', 'line-width': 0.8 },
      },
    ],
  };
}
