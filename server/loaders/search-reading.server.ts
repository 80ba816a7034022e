import type { Queryable } from '#server/db/db.server';
import { resolveLotPlace } from '#server/areas/resolve-place.server';
import { placeList } from '#server/areas/place-list.server';
import { matchPlace, misspeltPlace, placeValue } from '#server/areas/place-match';
import { parsePostcodeText } from '#server/areas/postcode-text';
import { parseListingQuery, type ListingQuery } from '#schema/listing-query';
import type { ResolvedPlace } from '#schema/place';
import { filterChips } from '#schema/listing-chips';
import { readSearchWords } from '#schema/search-words';

/** Free text as the results page's filters, and what the page should call that search. */
export interface SearchReading {
  /** The query string of the filtered search (`?location=leeds&property_type=flats&bedrooms=2`). */
  search: string;
  place: ResolvedPlace | null;
  /** The filters it sets, as their chips name them ("Leeds, West Yorkshire", "Flats and maisonettes"). */
  labels: string[];
}

/** The most words a place name takes ("East Riding of Yorkshire"). */
const MAX_PLACE_WORDS = 4;

/**
 * The place some consecutive words name, longest first: "2 bed flat west yorkshire" → "west
 * yorkshire". Windows are checked against the place list in memory and the postcode grammar;
 * only one that names something is resolved. With none, one word may misspell a place: a scan of
 * every name, only on a search that found nothing.
 */
async function placeIn(
  db: Queryable,
  words: string[],
): Promise<{ place: ResolvedPlace; from: number; to: number } | null> {
  const places = await placeList(db);
  for (let size = Math.min(words.length, MAX_PLACE_WORDS); size >= 1; size--)
    for (let from = 0; from + size <= words.length; from++) {
      const text = words.slice(from, from + size).join(' ');
      if (!parsePostcodeText(text) && !matchPlace(places, text)) continue;
      const found = await resolveLotPlace(db, text);
      if (found.found) return { place: found.place, from, to: from + size };
    }
  // No window names a place: a word may misspell one ("leedz"), as the Location box offers.
  for (let from = 0; from < words.length; from++) {
    const meant = misspeltPlace(places, words[from]!);
    if (!meant) continue;
    const found = await resolveLotPlace(db, placeValue(places, meant));
    if (found.found) return { place: found.place, from, to: from + 1 };
  }
  return null;
}

/**
 * What a free-text search that found nothing probably meant, as filters: "2 bed flat leeds" →
 * Leeds, flats and maisonettes, 2+ bedrooms (words it cannot read stay as text). Null when the text
 * names no place, type or bedrooms, when the page already has a location, or when nothing changes.
 * Filters the visitor set already are kept as they are.
 */
export async function readSearchAsFilters(
  db: Queryable,
  q: ListingQuery,
  pageSearch: string,
): Promise<SearchReading | null> {
  if (!q.search || q.location || q.near) return null;
  const read = readSearchWords(q.search);
  const found = read.rest.length > 0 ? await placeIn(db, read.rest) : null;
  const rest = found
    ? [...read.rest.slice(0, found.from), ...read.rest.slice(found.to)]
    : read.rest;
  const params = new URLSearchParams(pageSearch);
  params.delete('page');
  params.delete('search');
  if (rest.length) params.set('search', rest.join(' '));
  let changed = Boolean(found);
  if (found) params.set('location', found.place.value);
  if (read.propertyTypes.length && !q.property_type.length) {
    for (const t of read.propertyTypes) params.append('property_type', t);
    changed = true;
  }
  if (read.bedrooms !== undefined && q.bedrooms === undefined) {
    params.set('bedrooms', String(read.bedrooms));
    changed = true;
  }
  if (!changed) return null;
  const target = parseListingQuery(params);
  const set = new Set(['location', 'search', 'bedrooms']);
  const labels = filterChips(target, { place: found?.place.label })
    .filter((c) => set.has(c.id) || c.id.startsWith('property_type:'))
    .map((c) => c.label);
  const qs = params.toString();
  return { search: qs ? `?${qs}` : '', place: found?.place ?? null, labels };
}
