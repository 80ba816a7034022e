import type { Queryable } from '#server/db/db.server';
import { namedPart, namedPartsMisspelt, partSuggestion } from './named-parts.server';
import type { PlaceSuggestion } from '#schema/place';
import { placeList } from './place-list.server';
import { postcodeAwayFromPlace } from './postcode-in-place.server';
import { apartOffers } from './resolve-place.server';
import { nationWithoutPricePaid } from '#schema/land-registry-coverage';
import { councilsPlaceNames } from './council-words';
import {
  comparePlaces,
  didYouMean,
  matchPlace,
  misspeltPlace,
  namesakesOf,
  nameTakenByNeighbourhood,
  placesOfName,
  placeValue,
  type MatchOptions,
  type PlaceEntry,
  MAX_PLACE_WORDS,
} from './place-match';

/**
 * Places in sold-price searches, read with the lot search's own functions (place-match.ts: the
 * same place for the same words, the same namesakes and look-alikes offered), without the map box
 * the lot search works out as well.
 */

export interface NamedPlace {
  slug: string;
  name: string;
  kind: PlaceEntry['kind'];
  /** Its parent place's name (a town's county). */
  context: string | null;
  /** The `location` text that finds it again ("Newport, Isle of Wight"). */
  value: string;
  /** Other places of the name typed alone ("Richmond"), as the lot search offers them. */
  namesakes: PlaceSuggestion[];
  /** Another place has its name, however it was typed ("Newport, Isle of Wight" too). */
  shared: boolean;
}

/** Of namesakes, one where Land Registry records sales: "Bangor" was County Down's, 0 sales. */
const PRICE_PAID_FIRST: MatchOptions = { prefer: (p) => nationWithoutPricePaid(p.slug) === null };

/** A place offered as the sold prices read it: its value finds it there again. */
const suggestion = (places: readonly PlaceEntry[], p: PlaceEntry): PlaceSuggestion => ({
  label: p.name,
  context: p.parentName,
  value: placeValue(places, p, PRICE_PAID_FIRST),
});

/** The town, county, region or country the text names (as the lot search reads it), else null. */
export async function namedPlace(db: Queryable, text: string): Promise<NamedPlace | null> {
  const places = await placeList(db);
  const match = (name: string) => matchPlace(places, name, PRICE_PAID_FIRST);
  const place =
    match(text) ??
    councilsPlaceNames(text).reduce<PlaceEntry | null>((p, n) => p ?? match(n), null);
  if (!place) return null;
  return {
    slug: place.slug,
    name: place.name,
    kind: place.kind,
    context: place.parentName,
    value: placeValue(places, place, PRICE_PAID_FIRST),
    namesakes: namesakesOf(places, text, place).map((p) => suggestion(places, p)),
    shared:
      namesakesOf(places, place.name, place, 1).length > 0 || nameTakenByNeighbourhood(place.name),
  };
}

/** The places of exactly the name a neighbourhood takes from them ("Clifton, Bedfordshire"). */
export async function placesOfNameTaken(db: Queryable, text: string): Promise<PlaceSuggestion[]> {
  const places = await placeList(db);
  return placesOfName(places, text).map((p) => suggestion(places, p));
}

/** Places text that names none may mean ("leedz" → Leeds), as the lot search offers them. */
export async function placesMeantBy(db: Queryable, text: string): Promise<PlaceSuggestion[]> {
  const places = await placeList(db);
  // "LS6, Manchester": the postcode, and the place it is not in.
  const apart = await postcodeAwayFromPlace(db, places, text);
  if (apart) return apartOffers(db, apart, (p) => suggestion(places, p));
  return [
    ...(await namedPartsMisspelt(db, text)).map(partSuggestion),
    ...didYouMean(places, text).map((p) => suggestion(places, p)),
  ];
}

/**
 * The place a street search that found nothing may have misspelt ("leedz" → Leeds), as the lot
 * search offers one for a word of free text: by edit distance, for five letters or more.
 */
export async function placeMisspeltAs(db: Queryable, text: string): Promise<PlaceSuggestion[]> {
  if (namedPart(text)) return [];
  const places = await placeList(db);
  const place = misspeltPlace(places, text);
  return place ? [suggestion(places, place)] : [];
}

/** A place some words of a search name or misspell, and which words those are. */
export interface PlaceAmongWords {
  place: PlaceSuggestion;
  from: number;
  to: number;
  /** The words misspell it ("Yrok"): offered as "Did you mean York?", never applied. */
  misspelt: boolean;
}

/** The last neighbourhood or part of London named by `size` consecutive words, or null. */
function partAmongWords(words: readonly string[], size: number): PlaceAmongWords | null {
  for (let from = words.length - size; from >= 0; from--) {
    const part = namedPart(words.slice(from, from + size).join(' '));
    if (part) return { place: partSuggestion(part), from, to: from + size, misspelt: false };
  }
  return null;
}

/**
 * The place some consecutive words name, longest first ("flats in leeds with garden" → Leeds); of
 * names as long, a town before a county, then the one we hold postcodes in, the most populous and
 * the last said ("high street leeds" is Leeds, not the Somerset town of Street; "bath somerset"
 * Bath); else a word of four letters or more that misspells one ("terraced houses in Yrok" →
 * York). Null when none does.
 */
export async function placeAmongWords(
  db: Queryable,
  words: readonly string[],
): Promise<PlaceAmongWords | null> {
  const places = await placeList(db);
  for (let size = Math.min(words.length, MAX_PLACE_WORDS); size >= 1; size--) {
    const named: { place: PlaceEntry; from: number }[] = [];
    for (let from = words.length - size; from >= 0; from--) {
      const place = matchPlace(places, words.slice(from, from + size).join(' '));
      if (place) named.push({ place, from });
    }
    // Of names as long, a town before a county ("bath somerset"), then as the lot search ranks
    // them (comparePlaces); of those alike, the last said.
    const [best] = named.sort((a, b) => comparePlaces(a.place, b.place) || b.from - a.from);
    // "cardigan road headingley": a neighbourhood is no place of our list (decision 149), taken
    // when said after the place ("Cardigan" in Wales, there the street's first word). It said "Try
    // a wider area", where a town's street said which street was not there.
    const part = partAmongWords(words, size);
    if (part && (!best || part.from > best.from)) return part;
    if (best)
      return {
        place: suggestion(places, best.place),
        from: best.from,
        to: best.from + size,
        misspelt: false,
      };
  }
  for (let from = 0; from < words.length; from++) {
    // "fulham road": Fulham is a neighbourhood (decision 143), no misspelt Feltham.
    if (words[from]!.length < 4 || namedPart(words[from]!)) continue;
    const [meant] = didYouMean(places, words[from]!, 1, false);
    if (meant) return { place: suggestion(places, meant), from, to: from + 1, misspelt: true };
  }
  return null;
}
