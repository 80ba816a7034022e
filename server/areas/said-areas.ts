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

/** Kilometres between two places (flat-earth: plenty for "near" within the UK). */
function kmApart(a: PlaceEntry, b: PlaceEntry): number {
  if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return Infinity;
  const dLat = (a.lat - b.lat) * 111.2;
  const dLng = (a.lng - b.lng) * 111.2 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

/** A place in the area, or near enough that a buyer would say it is. */
const inOrNear = (place: PlaceEntry, area: PlaceEntry) =>
  within(place.slug, area) || kmApart(place, area) <= NEAR_AREA_KM;

/**
 * The runs of words naming a town far outside the county or country the words also name, as
 * `spanKey`s: "stratford london" (ours is Stratford-upon-Avon, 130 km away), "bow london" (Bow is
 * in Devon). The buyer said where: that town is not the one meant, so the area is read and the
 * town's word is left as text. Regions are not counties of towns (their towns are listed, not
 * nested), so they say nothing here.
 */
export function townsOutsideSaidArea(named: readonly NamedSpan[]): Set<string> {
  const areas = named.filter((n) => isArea(n.place));
  const outside = named.filter((town) => {
    if (town.place.kind !== 'town') return false;
    const said = areas.filter((area) => apart(area, town));
    return said.length > 0 && !said.some((area) => inOrNear(town.place, area.place));
  });
  return new Set(outside.map(spanKey));
}

/**
 * The runs of words naming a county or country the place found lies in (or near: "bristol
 * somerset"), beside it: "house wales cardiff", "cottage devon sidmouth". They say where the place
 * is, so they are read with it, not left as words to find in the lots (which found none).
 */
export function areaWordsAround(
  places: readonly PlaceEntry[],
  named: readonly NamedSpan[],
  found: WordSpan & { slug: string },
): WordSpan[] {
  const place = places.find((p) => p.slug === found.slug);
  const taken: WordSpan[] = [found];
  for (const n of named)
    if (isArea(n.place) && place && inOrNear(place, n.place) && taken.every((t) => apart(t, n)))
      taken.push(n);
  return taken.slice(1).map(({ from, size }) => ({ from, size }));
}
