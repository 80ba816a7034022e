/**
 * What the results map needs beyond the list: boxes, the `near` point of a "lots around here"
 * search, and the camera kept in the URL (`at`) so Back returns to the same view.
 */

/** A box in WGS84 degrees (west <= east). */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A point in WGS84 degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Where a `near` point may be: Great Britain, Northern Ireland and their islands (with the sea between). */
export const UK_BOX: MapBox = { west: -11, south: 49, east: 2.5, north: 61.5 };

/** Radius of a `near` search when the URL gives none (miles). */
export const NEAR_DEFAULT_MILES = 5;

const KM_PER_DEGREE = 111.32;

/** The box around a circle (equirectangular, as the graph's `_near` filter). */
export function circleBox(centre: LatLng, km: number): MapBox {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.01));
  return {
    west: centre.lng - dLng,
    south: centre.lat - dLat,
    east: centre.lng + dLng,
    north: centre.lat + dLat,
  };
}

const DECIMAL = /^-?\d{1,3}(\.\d{1,7})?$/;

/**
 * `count` plain decimals separated by commas (`53.8,-1.54`), or undefined. Plain code, not a zod
 * schema: listing-query parses `near` in every page's first load, which must not carry zod.
 */
function decimals(value: string | null, count: number): number[] | undefined {
  const parts = (value ?? '').split(',');
  if (parts.length !== count || !parts.every((p) => DECIMAL.test(p))) return undefined;
  return parts.map(Number);
}

/**
 * A `near` point as `[lat, lng]`: a pair, so a saved search stores it as `lat,lng`, the same
 * spelling as the URL.
 */
export type NearPoint = [lat: number, lng: number];

/** `near=<lat>,<lng>`: strict (two plain decimals in the UK), anything else is ignored. */
export function parseNear(value: string | null): NearPoint | undefined {
  const [lat, lng] = decimals(value, 2) ?? [];
  if (lat === undefined || lng === undefined) return undefined;
  const inUk =
    lat >= UK_BOX.south && lat <= UK_BOX.north && lng >= UK_BOX.west && lng <= UK_BOX.east;
  return inUk ? [lat, lng] : undefined;
}

/**
 * `near=me`: where the buyer is, said in words ("flats near me"), which no words can give: the
 * page asks for it (the Near me button beside Location), and meanwhile searches everywhere.
 */
export const NEAR_ME_ASKED = 'me';

/** The `near` value for a point (5 decimals: about a metre). */
export const formatNear = ({ lat, lng }: LatLng) => `${lat.toFixed(5)},${lng.toFixed(5)}`;

/** The map's camera: centre and zoom level. */
export interface MapCamera extends LatLng {
  zoom: number;
}

/** The map's zoom range (MapLibre: 0-22; below 4 the UK is a speck). */
export const MIN_MAP_ZOOM = 4;
export const MAX_MAP_ZOOM = 18;

/** `at=<lat>,<lng>,<zoom>`, written by the map as it moves; invalid → none (the map fits the results). */
export function parseCamera(value: string | null): MapCamera | undefined {
  const [lat, lng, zoom] = decimals(value, 3) ?? [];
  if (lat === undefined || lng === undefined || zoom === undefined) return undefined;
  const shown =
    Math.abs(lat) <= 85 && Math.abs(lng) <= 180 && zoom >= MIN_MAP_ZOOM && zoom <= MAX_MAP_ZOOM;
  return shown ? { lat, lng, zoom } : undefined;
}

export const formatCamera = ({ lat, lng, zoom }: MapCamera) =>
  `${lat.toFixed(5)},${lng.toFixed(5)},${zoom.toFixed(2)}`;

/** The URL parameter the map keeps its camera in. */
export const CAMERA_PARAM = 'at';

/** What the results loader gives the map (null unless the map is shown). */
export interface ResultsMapData {
  /** The list's own graph `where`: the map asks for exactly these lots. */
  where: Record<string, unknown>;
  /** Box of every lot matching the filters; null when none has a position. */
  bounds: MapBox | null;
  /** Where the map opens: the searched place or circle, else `bounds`; null → MAP_CENTRE. */
  frame: MapBox | null;
}

/** The box round some boxes; null round none. */
export function boxAround(boxes: readonly MapBox[]): MapBox | null {
  if (!boxes.length) return null;
  return {
    west: Math.min(...boxes.map((b) => b.west)),
    south: Math.min(...boxes.map((b) => b.south)),
    east: Math.max(...boxes.map((b) => b.east)),
    north: Math.max(...boxes.map((b) => b.north)),
  };
}
