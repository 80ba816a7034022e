import type { Queryable } from '#server/db/db.server';
import type { SoldSearchOffers } from '#shared/payloads/area-data';
import { hrefWith } from '#shared/links/href-with';
import { countedSoldOffer } from './sold-offer.server';
import { placeAmongWords, type PlaceAmongWords } from './sold-price-place.server';
import { matchingStreetNames } from './street-names.server';
import { numberedStreet, searchPostcode, streetText } from './sold-price-where';
import { endsAsStreet } from '#schema/street-endings';
import { PROPERTY_TYPE_FAMILIES } from '#schema/property-types';
import { isFillerWord, isJoinWord, searchWordsOf, withoutEdgeJoins } from '#schema/search-words';
import { readSoldWords } from './sold-search-filters.server';
import { streetMeant, streetNamedAfter } from './street-meant';
import { namedPartUnheld } from './named-parts.server';

/**
 * A search whose words are read only partly as filters, that found nothing ("terraced houses in
 * Yrok", "flats in leeds with garden"): what the lot search offers in the same case, with the sales
 * each finds. The filters with the place the words name (or misspell: "Did you mean York?"), the
 * place alone, the filters alone; those that find sales, in that order. Null when the words name
 * neither a filter nor a place (a street search: see placeMisspeltAs), or nothing is found.
 * `text` is the search-box text, or Location-box text that named no place; `pageSearch` the page's
 * query string, whose other filters each offer keeps.
 */
export async function partlyReadSearch(
  db: Queryable,
  text: string,
  pageSearch: string,
): Promise<SoldSearchOffers | null> {
  // "2 bed flat leeds": Leeds' flats, saying that Price Paid records no bedrooms.
  const words = readSoldWords(text, { withoutUnrecorded: true });
  if (!words) return null;
  // "flat 4 grange street": a street some sale is on, without the flat's number (not "grange" in
  // the town of Street), as the search box reads a street before a place.
  const flatStreet = words.flatLeftOut ? await streetHeld(db, words.rest) : null;
  const found = flatStreet
    ? null
    : (placeNotStreet(await placeAfterStreet(db, words.rest), words.rest) ??
      postcodeAlone(words.rest));
  // An order alone filters nothing: "All sales, cheapest first" is no reading of the words.
  const filtered = Object.keys(words.said).some((key) => key !== 'order_by');
  const howSold = words.howSoldLeftOut ? { howSoldLeftOut: words.howSoldLeftOut } : {};
  // "probate sale": nothing Price Paid records, said so, with the lots that are sold so.
  if (!found && !filtered && !flatStreet)
    return words.howSoldLeftOut ? { text, filtersRead: false, ...howSold, offers: [] } : null;
  const base = { search: null, location: null, page: null };
  const beside = found && !found.misspelt ? await besidePlace(db, words.rest, found, text) : null;
  // "high street wimbledon", a neighbourhood we hold none of the districts of: its postcode areas
  // after it, which hold sales (decision 149).
  const unheld = found && !found.misspelt ? await namedPartUnheld(db, found.place.value) : null;
  const places = found
    ? [found.place, ...(unheld?.areas ?? []).map((a) => ({ value: a.label, label: a.label }))]
    : [];
  /** An offer's filters, and the place it names (null: none). */
  type Candidate = { changes: Record<string, string>; place: string | null };
  const inPlace = (extra: Record<string, string> = {}): Candidate[] =>
    places.map((p) => ({ changes: { ...extra, location: p.value }, place: p.label }));
  const other: Candidate[] = beside?.place
    ? [{ changes: { ...words.said, location: beside.place.value }, place: beside.place.label }]
    : [];
  // "bungalows in york": Price Paid records a bungalow as a house, most often detached (unless
  // the words said how it is built: "semi-detached bungalows").
  const detached =
    words.bungalowsLeftOut &&
    words.said.property_type === PROPERTY_TYPE_FAMILIES.houses.ppdCodes.join(',')
      ? { ...words.said, property_type: 'D' }
      : null;
  const candidates: Candidate[] = [
    // "high street leeds": that street in that place first.
    ...(beside?.street ? inPlace({ ...words.said, search: beside.street }) : []),
    // "leeds or bradford": each place, the first said first.
    ...(beside?.first ? other : []),
    ...(filtered ? inPlace(words.said) : []),
    ...(detached ? inPlace(detached) : []),
    ...inPlace(),
    ...(beside?.first ? [] : other),
    ...(filtered ? [{ changes: words.said, place: null }] : []),
    ...(detached && !found ? [{ changes: detached, place: null }] : []),
    ...(flatStreet ? [{ changes: { ...words.said, search: flatStreet }, place: null }] : []),
  ];
  const offers = await Promise.all(
    candidates.map(({ changes, place }) =>
      countedSoldOffer(
        db,
        hrefWith({ pathname: '', search: pageSearch }, { ...base, ...changes }),
        place,
      ),
    ),
  );
  const finding = offers.filter((o) => o.count > 0);
  if (!finding.length && !words.howSoldLeftOut) return null;
  // "high street bath": a street sales were made on elsewhere, and Bath, but none on it there;
  // "11 high street york": sales on High Street in York, none at number 11.
  // "victoria road leeds ls6": sales on Victoria Road in Leeds, none in LS6.
  const { street, number, postcode } = beside ?? {};
  const streetNotIn =
    found && street && !filtered && !words.bedroomsLeftOut && !words.bungalowsLeftOut
      ? offers[0]!.count === 0
        ? { street, place: found.place.label }
        : number
          ? { street, place: found.place.label, number }
          : postcode
            ? { street, place: postcode }
            : null
      : null;
  return {
    text,
    filtersRead: filtered,
    ...(streetNotIn ? { streetNotIn } : {}),
    ...(found && beside?.nowhere
      ? { streetNowhere: { street: beside.nowhere, place: found.place } }
      : {}),
    ...(words.bedroomsLeftOut ? { bedroomsLeftOut: true } : {}),
    ...(words.bungalowsLeftOut ? { bungalowsLeftOut: true } : {}),
    ...(words.flatLeftOut ? { flatLeftOut: words.flatLeftOut } : {}),
    ...howSold,
    ...(found?.misspelt ? { meant: found.place.label } : {}),
    offers: finding,
  };
}

/**
 * The words, when they end as a street's name does and some sale's street name holds them whole
 * ("grange street"); else null ("flat 4 york" is York's, not every York Road's).
 */
const streetHeld = async (db: Queryable, words: readonly string[]): Promise<string | null> =>
  (await isStreetHeld(db, words.join(' '))) ? words.join(' ') : null;

/**
 * Whether `text` ends as a street's name does and some sale's street name holds it whole
 * ("grange street", "Grosvenor Rd"): a street, not a place nor a postcode.
 */
export async function isStreetHeld(db: Queryable, text: string): Promise<boolean> {
  if (!text.trim() || searchPostcode(text) || !endsAsStreet(text)) return false;
  const names = await matchingStreetNames(db, streetText(text), 1);
  return names === null || names.length > 0;
}

/**
 * "ls6 2 bed": the words left are a postcode (district, sector or unit), the offers' place. Null
 * otherwise (a place is read by name first).
 */
function postcodeAlone(words: readonly string[]): PlaceAmongWords | null {
  const text = words.join(' ');
  if (!words.length || !searchPostcode(text)) return null;
  const value = text.replace(/\s+/g, ' ').trim().toUpperCase();
  return {
    place: { label: value, context: null, value },
    from: 0,
    to: words.length,
    misspelt: false,
  };
}

/**
 * The place some words name or misspell, but not a place named as a street ends when the words go
 * on: in "church street yrok" and "new street birmingam" the town of Street (Somerset) is the
 * street's ending, and the place is what follows it (York, misspelt).
 */
async function placeAfterStreet(
  db: Queryable,
  words: readonly string[],
): Promise<PlaceAmongWords | null> {
  const found = await placeAmongWords(db, words);
  if (
    !found ||
    found.misspelt ||
    found.from === 0 ||
    found.to >= words.length ||
    !endsAsStreet(words.slice(0, found.to).join(' '))
  )
    return found;
  const after = await placeAmongWords(db, words.slice(found.to));
  return after ? { ...after, from: after.from + found.to, to: after.to + found.to } : found;
}

/**
 * The place found, unless its words begin a street name: "london road", "leeds road" and "york
 * road" are streets named after the place, the street's ending right after it, last ("york raod"
 * too, its ending misspelt). The page reads them as the street (and says where it is held), not
 * all of Greater London.
 */
function placeNotStreet(
  found: PlaceAmongWords | null,
  words: readonly string[],
): PlaceAmongWords | null {
  return found && !found.misspelt && streetNamedAfter(words, found.to) ? null : found;
}

/**
 * What the words say beside the place they name: another place joined to it ("leeds or bradford":
 * Leeds, said first), or a street of it whose name some sale's address holds ("high street leeds":
 * High Street, in Leeds). Null when they say neither.
 */
async function besidePlace(
  db: Queryable,
  words: readonly string[],
  found: PlaceAmongWords,
  typed: string,
): Promise<{
  place?: { value: string; label: string };
  first?: boolean;
  street?: string;
  number?: string;
  postcode?: string;
  nowhere?: string;
} | null> {
  const before = words.slice(0, found.from);
  const after = words.slice(found.to);
  const rest = withoutEdgeJoins([...before, ...after].filter((w) => !isFillerWord(w)));
  if (!rest.length) return null;
  const joined = [before.at(-1), after[0]].some((w) => w !== undefined && isJoinWord(w));
  if (joined) {
    const other = await placeAmongWords(db, rest);
    return other && !other.misspelt && other.to - other.from === rest.length
      ? { place: other.place, first: before.some((w) => !isFillerWord(w) && !isJoinWord(w)) }
      : null;
  }
  // A street is written before its town; what follows the town ("with garden") is no street,
  // but for a town's street said after it, nothing before ("york station road").
  // "11 high street york": no sale at that number in York (the search box would have gone there),
  // so the street's sales are the nearest thing.
  // "the crescent york": "the" is part of the name written before the town.
  // "victoria road leeds ls6": a postcode after the town says where in it, none of the street's
  // sales there (the search box would have gone there).
  const postcode = after.length === 1 && searchPostcode(after[0]!) ? after[0]!.toUpperCase() : null;
  const townFirst = !postcode && before.every((w) => isFillerWord(w));
  const text = streetBefore(townFirst ? after : before, typed);
  const numbered = numberedStreet(text);
  const street = numbered?.street ?? text;
  const afterRead = townFirst
    ? text.split(' ').length >= 2 && (endsAsStreet(text) || streetMeant(text) !== null)
    : !after.length;
  // "park avnue leeds": its ending misspelt, the street it may mean is offered in Leeds.
  if (!(afterRead || postcode) || !street || !(endsAsStreet(street) || streetMeant(street)))
    return null;
  const streets = await matchingStreetNames(db, streetText(street), 1);
  // "london road leeds": no sale anywhere is on a London Road; the page says so.
  if (streets !== null && !streets.length) return { nowhere: street };
  return numbered
    ? { street, number: numbered.number }
    : { street, ...(postcode ? { postcode } : {}) };
}

/**
 * The street written beside a town, as typed: without the words that say nothing at either end
 * ("in", "at"), but with the "the" beginning its name, which the words read leave out ("the
 * crescent york": "the crescent", not every Crescent).
 */
function streetBefore(words: readonly string[], typed: string): string {
  let from = 0;
  let to = words.length;
  while (from < to && isFillerWord(words[from]!)) from++;
  while (to > from && (isFillerWord(words[to - 1]!) || isJoinWord(words[to - 1]!))) to--;
  const street = words.slice(from, to);
  const said = searchWordsOf(typed).map((w) => w.toLowerCase());
  const at = said.findIndex((_, i) => street.every((w, j) => said[i + 1 + j] === w.toLowerCase()));
  return [...(street.length && said[at] === 'the' ? ['the'] : []), ...street].join(' ');
}
