import { matchPlace, MAX_PLACE_WORDS, type PlaceEntry } from './place-match';

/** Some consecutive words of a search: where they begin, and how many. */
export interface WordSpan {
  from: number;
  size: number;
}

/** Some words that name a place, and the place. */
export interface NamedSpan extends WordSpan {
  place: PlaceEntry;
}

/**
 * A town this close to the centre of a county it is not in is still the one meant: buyers'
 * counties are not the ceremonial ones ("bristol somerset", "Bristol, Avon").
 */
const NEAR_AREA_KM = 60;

/**
 * Every run of the words that names a place, longest first: read once per search, for both
 * questions below.
 */
export function namedSpans(places: readonly PlaceEntry[], words: readonly string[]): NamedSpan[] {
  const named: NamedSpan[] = [];
  for (let size = Math.min(words.length, MAX_PLACE_WORDS); size >= 1; size--)
    for (let from = 0; from + size <= words.length; from++) {
      const place = matchPlace(places, words.slice(from, from + size).join(' '));
      if (place) named.push({ from, size, place });
    }
  return named;
}

const isArea = (p: PlaceEntry) => p.kind === 'county' || p.kind === 'country';
const apart = (a: WordSpan, b: WordSpan) => a.from + a.size <= b.from || b.from + b.size <= a.from;
const within = (slug: string, area: PlaceEntry) => slug.startsWith(`${area.slug}/`);
export const spanKey = (s: WordSpan) => `${s.from}:${s.size}`;

type Point = { lat: number | null; lng: number | null };

/** Kilometres between two places (flat-earth: plenty for "near" within the UK). */
export function kmApart(a: Point, b: Point): number {
  if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return Infinity;
  const dLat = (a.lat - b.lat) * 111.2;
  const dLng = (a.lng - b.lng) * 111.2 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

/** A place in the area, or near enough that a buyer would say it is. */
const inOrNear = (place: PlaceEntry, area: PlaceEntry) =>
  within(place.slug, area) || kmApart(place, area) <= NEAR_AREA_KM;

/**
 * The towns an address names after a locality in them or beside them: a larger town this close,
 * or in the same county. "sale manchester" is Sale (a smaller town 8 km from Manchester, in
 * Greater Manchester), not the lots of Manchester holding the word "sale".
 */
const POST_TOWN_KM = 20;
/** A locality is at most this share of its post town's people: "bradford leeds" says two cities. */
const LOCALITY_SHARE = 0.5;

const countyOf = (slug: string) => slug.slice(0, slug.lastIndexOf('/'));

/** Whether `next`, said right after `locality`, is the larger town near it that says where it is. */
export function isPostTownOf(locality: NamedSpan, next: NamedSpan): boolean {
  const [a, b] = [locality.place, next.place];
  return (
    a.kind === 'town' &&
    b.kind === 'town' &&
    next.from === locality.from + locality.size &&
    a.population !== null &&
    b.population !== null &&
    a.population < b.population * LOCALITY_SHARE &&
    (countyOf(a.slug) === countyOf(b.slug) || kmApart(a, b) <= POST_TOWN_KM)
  );
}

/**
 * The runs of words naming a town that is not the place meant, as `spanKey`s:
 * - a town far outside the county or country the words also name: "stratford london" (ours is
 *   Stratford-upon-Avon, 130 km away), "sidmouth london". The buyer said where, so
 *   the area is read and the town's word is left as text. Regions are not counties of towns
 *   (their towns are listed, not nested), so they say nothing here;
 * - a town said after a smaller one in it or near it, as an address says where a locality is:
 *   "sale manchester", "stockport manchester" (`areaWordsAround` reads it with the locality).
 */
export function townsNotMeant(named: readonly NamedSpan[]): Set<string> {
  const areas = named.filter((n) => isArea(n.place));
  const outside = named.filter((town) => {
    if (town.place.kind !== 'town') return false;
    const said = areas.filter((area) => apart(area, town));
    return said.length > 0 && !said.some((area) => inOrNear(town.place, area.place));
  });
  const postTowns = named.filter((town) => named.some((n) => isPostTownOf(n, town)));
  return new Set([...outside, ...postTowns].map(spanKey));
}

/**
 * The runs of words that say where the place found is, beside it: a county or country it lies in
 * (or near: "bristol somerset"), "house wales cardiff", "cottage devon sidmouth"; the larger town
 * said after it, as an address does, "sale manchester". They are read with the place, not left
 * as words to find in the lots (which found none).
 */
export function areaWordsAround(
  places: readonly PlaceEntry[],
  named: readonly NamedSpan[],
  found: WordSpan & { slug: string },
): WordSpan[] {
  const place = places.find((p) => p.slug === found.slug);
  if (!place) return [];
  const self: NamedSpan = { from: found.from, size: found.size, place };
  const taken: WordSpan[] = [found];
  for (const n of named)
    if (
      ((isArea(n.place) && inOrNear(place, n.place)) || isPostTownOf(self, n)) &&
      taken.every((t) => apart(t, n))
    )
      taken.push(n);
  return taken.slice(1).map(({ from, size }) => ({ from, size }));
}
