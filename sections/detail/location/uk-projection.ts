/**
 * The drawn UK map of the location section: an equirectangular projection around 54.5° N
 * (longitudes shortened by cos 54.5°), `SCALE` units per degree of latitude. The outline in
 * public/maps/uk-outline.svg is drawn with the same numbers (scripts/generate-uk-outline.mjs).
 */
const WEST = -8.4;
const EAST = 1.9;
const NORTH = 61;
const SOUTH = 49.8;
const SCALE = 40;
const LNG_FACTOR = Math.cos((54.5 * Math.PI) / 180);

export const UK_MAP = {
  width: Math.round((EAST - WEST) * LNG_FACTOR * SCALE),
  height: Math.round((NORTH - SOUTH) * SCALE),
  outlineSrc: '/maps/uk-outline.svg',
} as const;

/** Map units of a point, or null when it lies outside the drawn area. */
export function projectUk(lat: number, lng: number): { x: number; y: number } | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < SOUTH || lat > NORTH || lng < WEST || lng > EAST) return null;
  return {
    x: Math.round((lng - WEST) * LNG_FACTOR * SCALE * 10) / 10,
    y: Math.round((NORTH - lat) * SCALE * 10) / 10,
  };
}
