import type { ResolvedPlace } from './place';

/** Leeds as the place resolver gives it, for unit tests of what is built from a resolved place. */
export const LEEDS_PLACE: ResolvedPlace = {
  kind: 'town',
  label: 'Leeds',
  context: 'West Yorkshire',
  slug: 'england/west-yorkshire/leeds',
  value: 'Leeds',
  centre: { lat: 53.8, lng: -1.55 },
  radiusMiles: null,
  bbox: null,
  districts: [],
};

/** A resolved place with some fields changed. */
export const placeLike = (over: Partial<ResolvedPlace>): ResolvedPlace => ({
  ...LEEDS_PLACE,
  ...over,
});
