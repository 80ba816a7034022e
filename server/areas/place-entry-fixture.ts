import type { PlaceEntry } from './place-match';

/** A place for the place-matching tests: where it is matters only through its parent's name. */
export const testPlace = (
  slug: string,
  name: string,
  kind: PlaceEntry['kind'],
  population: number | null,
  parentName: string | null,
): PlaceEntry => ({ slug, name, kind, parentName, population, lat: 53, lng: -1 });
