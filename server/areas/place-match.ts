/**
 * Which of our places a visitor's text names, and which they may have meant when it names none.
 * Pure functions over the list of places (a few thousand rows, cached by place-list.server.ts),
 * so the ranking is tested without a database.
 */

import { UK_REGIONS, regionMembers } from '#schema/uk-regions';
import { LANDSCAPES, landscapeAliases } from '#schema/landscapes';
import { own } from '#schema/own';
import { levenshtein } from '#schema/edit-distance';
import { OVER_VILLAGES } from './neighbourhoods';
import { COUNTY_ABBREVIATIONS } from './county-abbreviations';
import { TOWN_ABBREVIATIONS } from './town-abbreviations';

/** The most words a place name takes ("East Riding of Yorkshire"). */
export const MAX_PLACE_WORDS = 4;

export type PlaceEntryKind = 'country' | 'region' | 'county' | 'town';

export type PlaceEntry = {
  slug: string;
  name: string;
  kind: PlaceEntryKind;
  /** The parent place's name (a town's county), for telling namesakes apart. */
  parentName: string | null;
  lat: number | null;
  lng: number | null;
  population: number | null;
  /**
   * Whether we hold postcodes in it (place-list.server.ts): lots and sales are placed by
   * postcode, so a place without any shows nothing. Unknown (undefined) counts as held.
   */
  hasPostcodes?: boolean;
};

/**
 * Names people use for places we hold under another name. "Newcastle" is Newcastle upon Tyne to
 * a buyer, not the small Newcastle of County Down (still found as "Newcastle, County Down").
 */
const ALIASES: Record<string, string> = {
  london: 'england/greater-london',
  newcastle: 'england/tyne-and-wear/newcastle-upon-tyne',
  hull: 'england/east-riding-of-yorkshire/kingston-upon-hull',
  westminster: 'england/greater-london/city-of-westminster',
  cymru: 'wales',
  // Stoke-on-Trent to everyone; the Cheshire hamlet, where we hold no postcodes, is offered beside.
  stoke: 'england/staffordshire/stoke-on-trent',
  londonderry: 'northern-ireland/county-londonderry/derry',
  // London's SE11 and Manchester's M21 to buyers; Kent's and Cheshire's villages are offered
  // beside (decision 144).
  kennington: 'england/greater-london/kennington',
  chorlton: 'england/greater-manchester/chorlton-cum-hardy',
  // Islands by their short names (decision 150): "arran" offered Ayrshire and Arran.
  arran: 'scotland/ayrshire-and-arran/isle-of-arran',
  islay: 'scotland/argyll-and-bute/isle-of-islay',
  hebrides: 'scotland/western-isles',
  'outer hebrides': 'scotland/western-isles',
  'na h eileanan siar': 'scotland/western-isles',
  // England's regions as buyers write them ("north west", "NW England", "Yorkshire"): decision 092.
  ...Object.fromEntries(UK_REGIONS.flatMap((r) => r.aliases.map((a) => [placeKey(a), r.slug]))),
  // "Herts", "Co. Durham", "Tyrone" (decision 150).
  ...COUNTY_ABBREVIATIONS,
  // "Nottm", "Soton", "Brum".
  ...TOWN_ABBREVIATIONS,
  // National parks and National Landscapes ("the lake district", "cotswolds aonb"): decision 117.
  ...Object.fromEntries(
    LANDSCAPES.flatMap((l) => landscapeAliases(l).map((a) => [placeKey(a), l.slug])),
  ),
};

/**
 * Welsh names of Welsh places, as their English names' keys (the place list holds the English
 * names): "Caerdydd" finds Cardiff, "Abertawe" Swansea.
 */
const WELSH_NAMES: Record<string, string> = {
  caerdydd: 'cardiff',
  abertawe: 'swansea',
  casnewydd: 'newport',
  wrecsam: 'wrexham',
  caerfyrddin: 'carmarthen',
  'pen y bont ar ogwr': 'bridgend',
  'castell nedd': 'neath',
  'merthyr tudful': 'merthyr tydfil',
  'y fenni': 'abergavenny',
  'dinbych y pysgod': 'tenby',
  hwlffordd: 'haverfordwest',
  aberhonddu: 'brecon',
  'y trallwng': 'welshpool',
  caerffili: 'caerphilly',
  'pont y pwl': 'pontypool',
  'y rhws': 'rhoose',
  'bro morgannwg': 'vale of glamorgan',
};

/**
 * A name as compared: lower case, `&` as "and", "st." and "saint" as "st", "upon" as "on",
 * punctuation and hyphens as spaces, without a leading "the" ("the wirral" is the Wirral, "saint
 * albans" St Albans). Towns on rivers are written both ways, by their councils too:
 * "Stratford-on-Avon", "Burton-on-Trent" and "Walton upon Thames" are the towns we hold as
 * Stratford-upon-Avon, Burton upon Trent and Walton-on-Thames (decision 158).
 */
export function placeKey(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      // "King's Lynn" is "kings lynn", as people type it (and "Bishops Stortford" is "Bishop's").
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .replace(/\bsaint\b/g, 'st')
      .replace(/\bupon\b/g, 'on')
      .replace(/^the (?=.)/, '')
  );
}

const nameKeys = new Map<string, string>();

/** placeKey of a place's name, remembered: every search compares against thousands of names. */
function nameKey(place: PlaceEntry): string {
  let key = nameKeys.get(place.name);
  if (key === undefined) {
    if (nameKeys.size > 50_000) nameKeys.clear();
    key = placeKey(place.name);
    nameKeys.set(place.name, key);
  }
  return key;
}

/**
 * Words of four letters or more a short name may not be: what is left of "Price Town" or "Chapel
 * en le Frith" is a word of free text ("price under 200k"), not a place. Shorter words ("Old
 * Town") are too short to be one anyway.
 */
const NOT_SHORT_NAMES = new Set([
  'north',
  'south',
  'east',
  'west',
  'high',
  'chapel',
  'layer',
  'price',
]);

/**
 * The name a place goes by without its generic parts, as a name key: "Royal Tunbridge Wells" is
 * "tunbridge wells", "Enfield Town" "enfield", "Clacton-on-Sea" "clacton", "Royal Leamington Spa"
 * "leamington", "Burton upon Trent" "burton". Null when nothing is left off, or what is left is
 * shorter than four letters ("lee" is Leeds half typed, not Lee-on-the-Solent) or a common word.
 * Land Registry's Price Paid Data and most people call these places so: its sales in TN1 are in
 * "TUNBRIDGE WELLS", and a search for that name found no place (decision 100).
 */
export function shortNameKey(key: string): string | null {
  const short = key
    .replace(/^royal /, '')
    .replace(/ (upon|on|under|le|en|de|super) .*$/, '')
    .replace(/ (garden city|town|city|spa|regis)$/, '');
  return short !== key && short.length >= 4 && !NOT_SHORT_NAMES.has(short) ? short : null;
}

interface PlaceIndex {
  bySlug: Map<string, PlaceEntry>;
  byName: Map<string, PlaceEntry[]>;
  /** Places by their short name (shortNameKey), for text that is no place's whole name. */
  byShortName: Map<string, PlaceEntry[]>;
}

const addTo = (map: Map<string, PlaceEntry[]>, key: string, place: PlaceEntry) => {
  const same = map.get(key);
  if (same) same.push(place);
  else map.set(key, [place]);
};

const indexes = new WeakMap<readonly PlaceEntry[], PlaceIndex>();

/**
 * Places by slug and by name key, built once per list (place-list.server.ts keeps one list for
 * minutes): every page with a location compared the text against all ~4,400 names before.
 */
function indexOf(places: readonly PlaceEntry[]): PlaceIndex {
  let index = indexes.get(places);
  if (!index) {
    index = { bySlug: new Map(), byName: new Map(), byShortName: new Map() };
    for (const place of places) {
      index.bySlug.set(place.slug, place);
      const key = nameKey(place);
      addTo(index.byName, key, place);
      // "Basford, Stoke-on-Trent" names where it is: no short name.
      const short = place.kind === 'town' && !place.name.includes(',') ? shortNameKey(key) : null;
      if (short) addTo(index.byShortName, short, place);
    }
    indexes.set(places, index);
  }
  return index;
}

/** Towns first: a county or region is what the text means only when no town has that name. */
const KIND_RANK: Record<PlaceEntryKind, number> = { town: 0, county: 1, region: 2, country: 3 };

const held = (p: PlaceEntry) => (p.hasPostcodes === false ? 0 : 1);

/**
 * Towns before larger places, then places we hold postcodes in (one without any can show no lot
 * and no sale: "Richmond" was North Yorkshire's, always empty, over Greater London's), then the
 * most populous, then by slug (stable).
 */
export function comparePlaces(a: PlaceEntry, b: PlaceEntry): number {
  return (
    KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
    held(b) - held(a) ||
    (b.population ?? -1) - (a.population ?? -1) ||
    a.slug.localeCompare(b.slug)
  );
}

/** How a search chooses among namesakes: those `prefer` accepts first. */
export interface MatchOptions {
  prefer?: (place: PlaceEntry) => boolean;
}

/**
 * The place `text` names: a slug ("england/west-yorkshire/leeds"), a name ("Leeds", "west
 * yorkshire", "St. Albans") or "name, county" ("Newport, Isle of Wight"). Of namesakes the town
 * wins, then one we hold postcodes in, then the most populous (comparePlaces). A town's short name
 * ("Tunbridge Wells", "Southend") finds it too. Of namesakes, those `prefer` accepts come first:
 * the sold-price search means the Bangor where Land Registry records sales (Gwynedd's), not County
 * Down's.
 */
export function matchPlace(
  places: readonly PlaceEntry[],
  text: string,
  { prefer }: MatchOptions = {},
): PlaceEntry | null {
  const t = text.trim().toLowerCase();
  const index = indexOf(places);
  const slug = own(ALIASES, placeKey(t)) ?? t;
  const bySlug = index.bySlug.get(slug);
  if (bySlug) return bySlug;
  const preferred = (p: PlaceEntry) => (prefer?.(p) ? 1 : 0);
  const best = (list: readonly PlaceEntry[]) =>
    [...list].sort((a, b) => preferred(b) - preferred(a) || comparePlaces(a, b))[0] ?? null;
  const key = placeKey(t);
  if (!key) return null;
  // A neighbourhood's name it takes from a village: the village is "Clifton, Bedfordshire".
  const named = takenNames().has(key) ? null : best(placesNamed(index, key));
  if (named) return named;
  const qualified = qualifiedName(t);
  if (qualified) return placeQualified(index, qualified, best);
  // "newport wales", "richmond london": the same without the comma, the last words where it is.
  for (const split of spacedQualifications(t)) {
    const found = placeQualified(index, split, best);
    if (found) return found;
  }
  return null;
}

let taken: ReadonlySet<string> | undefined;
/** The name keys neighbourhoods take from villages of ours (decision 144). */
function takenNames(): ReadonlySet<string> {
  taken ??= new Set(OVER_VILLAGES.map(placeKey));
  return taken;
}

/** Whether a neighbourhood takes this name from our places, which are then reached by their county. */
export const nameTakenByNeighbourhood = (text: string): boolean => takenNames().has(placeKey(text));

/** The places of exactly this name (no short names), best first. */
export const placesOfName = (places: readonly PlaceEntry[], text: string): PlaceEntry[] =>
  [...(indexOf(places).byName.get(placeKey(text)) ?? [])].sort(comparePlaces);

/** The place of a name in the place a qualifier names (its parent, or any place it lies in). */
function placeQualified(
  index: PlaceIndex,
  qualified: { name: string; qualifier: string },
  best: (list: readonly PlaceEntry[]) => PlaceEntry | null,
): PlaceEntry | null {
  const [name, parent] = [placeKey(qualified.name), placeKey(qualified.qualifier)];
  // A short name of several towns is one of them once where it is is said ("kingston, london").
  const named = placesNamed(index, name);
  const namesakes = named.length ? named : (index.byShortName.get(name) ?? []);
  const byParent = best(namesakes.filter((p) => placeKey(p.parentName ?? '') === parent));
  if (byParent || !parent) return byParent;
  // Or any place it is in, as people say it: "Richmond, London", "Newport, Wales", "Richmond
  // Yorkshire" (a region holds its counties' places, not places filed under its slug).
  const aliased = own(ALIASES, parent);
  const around = aliased ? [aliased] : placesNamed(index, parent).map((a) => a.slug);
  return best(namesakes.filter((p) => around.some((a) => liesIn(p.slug, a))));
}

/** Whether a place lies in another: under its slug, or among a region's (or group's) places. */
function liesIn(slug: string, around: string): boolean {
  const under = (s: string) => slug === s || slug.startsWith(`${s}/`);
  const { within, except } = regionMembers(around);
  return within.length ? within.some(under) && !except.some(under) : slug.startsWith(`${around}/`);
}

/**
 * Words read as a name and where it is, without a comma ("newport isle of wight"): every split,
 * the longest name first.
 */
function spacedQualifications(text: string): { name: string; qualifier: string }[] {
  const words = text.split(/\s+/).filter(Boolean);
  return words
    .slice(1)
    .map((_, i) => words.length - 1 - i)
    .map((at) => ({ name: words.slice(0, at).join(' '), qualifier: words.slice(at).join(' ') }));
}

/**
 * The places of a name key, a Welsh name read as its English one; else the town it is the short
 * name of ("Tunbridge Wells": Royal Tunbridge Wells). A whole name always wins over a short one
 * ("Chester" is Chester, not Chester-le-Street), and a short name of several towns names none of
 * them: "Kingston" is offered as Kingston upon Hull or Kingston upon Thames (didYouMean).
 */
function placesNamed(index: PlaceIndex, key: string): PlaceEntry[] {
  const named = index.byName.get(own(WELSH_NAMES, key) ?? key);
  if (named) return named;
  const short = index.byShortName.get(key);
  return short?.length === 1 ? short : [];
}

/**
 * "Newport, Isle of Wight", or "Newport (Isle of Wight)" as the site writes namesakes: the name
 * and what says where it is. Null for text without either.
 */
export function qualifiedName(text: string): { name: string; qualifier: string } | null {
  const bracketed = /^(.*[^\s(])\s*\(([^()]*)\)\s*$/.exec(text);
  if (bracketed) return { name: bracketed[1]!, qualifier: bracketed[2]! };
  const comma = text.lastIndexOf(',');
  return comma < 0 ? null : { name: text.slice(0, comma), qualifier: text.slice(comma + 1) };
}

/**
 * The other places a bare name could mean ("Richmond": the one in Greater London when North
 * Yorkshire's was taken), best first: all of them unless `limit` says fewer (a buyer offered four
 * of Newport's five others had no way to the fifth). None when the text said which one
 * ("Richmond, Greater London", a slug) or names no place.
 */
export function namesakesOf(
  places: readonly PlaceEntry[],
  text: string,
  chosen: PlaceEntry,
  limit = Infinity,
): PlaceEntry[] {
  const key = placeKey(text);
  // A name read as another place's ("Stoke" as Stoke-on-Trent): the places it names are the others.
  const aliased = own(ALIASES, key) === chosen.slug;
  if (key !== nameKey(chosen) && !aliased) return [];
  // The county or town of the same name around or inside the chosen place is not another one
  // (Bristol the town is in Bristol the county: "Another Bristol? Bristol (England)" misled).
  const related = (p: PlaceEntry) =>
    chosen.slug.startsWith(`${p.slug}/`) || p.slug.startsWith(`${chosen.slug}/`);
  return (indexOf(places).byName.get(key) ?? [])
    .filter((p) => p.slug !== chosen.slug && !related(p))
    .sort(comparePlaces)
    .slice(0, limit);
}

/** Typos allowed for a name of this length: 1 up to 5 letters, 2 up to 9, then 3. */
const allowedTypos = (length: number) => (length <= 5 ? 1 : length <= 9 ? 2 : 3);

/**
 * Places the visitor may have meant by text that names none: names that hold the text as whole
 * words ("Newcastle" → Newcastle upon Tyne, "Yorkshire" → North Yorkshire, not Berkshire), then
 * the closest names by edit distance ("Leedz" → Leeds; at two typos or more, only names of the
 * same first letter); ties go to towns, then the most populous. One entry per name.
 */
export function didYouMean(
  places: readonly PlaceEntry[],
  text: string,
  /** Enough for a name shared by every part of a county ("Yorkshire": four of them). */
  limit = 5,
  /** false: by edit distance only (a word of free text is not offered every name holding it). */
  byWords = true,
): PlaceEntry[] {
  // "Leeds, West Yorks": the places of that name, whatever the rest says (it named none).
  const qualified = qualifiedName(text);
  if (qualified) {
    const namesakes = placesNamed(indexOf(places), placeKey(qualified.name));
    if (namesakes.length) return [...namesakes].sort(comparePlaces).slice(0, limit);
    return didYouMean(places, qualified.name, limit, byWords);
  }
  const key = placeKey(text);
  if (key.length < 3) return [];
  const max = allowedTypos(key.length);
  const scored: Array<{ place: PlaceEntry; score: number }> = [];
  for (const place of places) {
    const name = nameKey(place);
    const distance = levenshtein(key, name, max);
    if (byWords && ` ${name} `.includes(` ${key} `)) scored.push({ place, score: 0 });
    // Two typos or more and another first letter is another word, not a misspelling: "medway"
    // is no Bedwas, "brindley" no Hindley (decision 129). People seldom mistype a name's first letter.
    else if (distance <= max && (distance < 2 || name[0] === key[0]))
      scored.push({ place, score: distance });
  }
  scored.push(...aliasesLike(places, key, max));
  scored.sort((a, b) => a.score - b.score || comparePlaces(a.place, b.place));
  // Names holding the text as a word are what it means ("Yorkshire": the four Yorkshires, and
  // no look-alike such as Berkshire after them).
  const firstLookAlike = scored.findIndex((s) => s.score > 0);
  if (firstLookAlike > 0) scored.length = firstLookAlike;
  const seen = new Set<string>();
  const out: PlaceEntry[] = [];
  for (const { place } of scored) {
    const name = nameKey(place);
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(place);
    if (out.length === limit) break;
  }
  return out;
}

/**
 * The places whose names buyers use (ALIASES) a typo or two from `key`: "lonodn" is London
 * (Greater London), which the list holds under another name, not the village of Loddon. Scored as
 * didYouMean scores names, by the same rules.
 */
function aliasesLike(
  places: readonly PlaceEntry[],
  key: string,
  max: number,
): Array<{ place: PlaceEntry; score: number }> {
  const bySlug = indexOf(places).bySlug;
  return Object.entries(ALIASES).flatMap(([alias, slug]) => {
    const distance = levenshtein(key, alias, max);
    const place = bySlug.get(slug);
    return place && distance > 0 && distance <= max && (distance < 2 || alias[0] === key[0])
      ? [{ place, score: distance }]
      : [];
  });
}

/**
 * The place a word of free text misspells ("leedz" → Leeds): a name a typo away, for words of five
 * letters or more (shorter ones are too often another word), or two for words of eight or more
 * ("birmingahm"). Null when none is.
 */
export function misspeltPlace(places: readonly PlaceEntry[], word: string): PlaceEntry | null {
  const key = placeKey(word);
  const meant = key.length >= 5 ? (didYouMean(places, word, 1, false)[0] ?? null) : null;
  // Two typos in a word of up to seven letters are more often another word: "allsop" (an auction
  // house) offered "Search within 10 mi of Alloa".
  if (!meant || key.length > 7) return meant;
  // By its name or a name buyers use for it ("lonodn" is one typo from "london").
  const names = [
    nameKey(meant),
    ...Object.entries(ALIASES).flatMap(([alias, slug]) => (slug === meant.slug ? [alias] : [])),
  ];
  return names.some((name) => levenshtein(key, name, 1) <= 1) ? meant : null;
}

/** Towns big enough that a short word a slip from their name means them. */
const SLIPPED_TOWN_POPULATION = 50_000;

/** A town big enough that a slip from its name, said on a page of results, is offered as it. */
export const isBigTown = (p: PlaceEntry): boolean =>
  p.kind === 'town' && (p.population ?? 0) >= SLIPPED_TOWN_POPULATION;

/**
 * The big towns with the short names buyers call them by: their own and ALIASES' ("hull" for
 * Kingston upon Hull, which its own name never matched). Built once per place list.
 */
const bigTowns = new WeakMap<readonly PlaceEntry[], Array<{ town: PlaceEntry; names: string[] }>>();

/** A name with one of its doubled letters typed once: "leeds" → "leds", "poole" → "pole". */
const doubledTypedOnce = (key: string): string[] =>
  [...key].flatMap((c, i) => (key[i + 1] === c ? [key.slice(0, i) + key.slice(i + 1)] : []));

/** Two neighbouring letters swapped: "york" → "oyrk", "yrok", "yokr". */
const neighboursSwapped = (key: string): string[] =>
  [...key.slice(1)].flatMap((_, i) =>
    key[i] === key[i + 1] ? [] : [key.slice(0, i) + key[i + 1]! + key[i]! + key.slice(i + 2)],
  );

/**
 * A big town's short name typed with the commonest slips: four letters with two neighbours
 * swapped ("yrok", "hlul", "btah") or a doubled letter typed once ("leds", "hul"). Any other slip
 * in so few letters is as often another word ("bat", "bart"), so such words are offered nothing;
 * these are slips no word of the catalogues makes often enough to matter ("leds" found six lots
 * with LED lighting, and Leeds was not offered). Longer words are `misspeltPlace`'s. The lot
 * search offers the town (on a page of results too: the check is a lookup among a few hundred
 * towns); the sold-price search reads such a word as a street or place partly read ("No street or
 * place called ‘Yrok’. Did you mean York?").
 */
export function slippedTown(places: readonly PlaceEntry[], word: string): PlaceEntry | null {
  const key = placeKey(word);
  if (key.length < 3 || key.length > 4 || !/^[a-z]+$/.test(key)) return null;
  let towns = bigTowns.get(places);
  if (!towns) {
    towns = places
      .filter(isBigTown)
      .sort(comparePlaces)
      .map((town) => ({
        town,
        names: [
          nameKey(town),
          ...Object.entries(ALIASES).flatMap(([alias, slug]) =>
            slug === town.slug ? [alias] : [],
          ),
        ],
      }));
    bigTowns.set(places, towns);
  }
  const slipOf = (name: string) =>
    (name.length === 4 && key.length === 4 && neighboursSwapped(name).includes(key)) ||
    (name.length === key.length + 1 && doubledTypedOnce(name).includes(key));
  return towns.find(({ names }) => names.some(slipOf))?.town ?? null;
}

/**
 * The `location` value that finds `place`: its name when the name alone resolves to it, else
 * "name, county" (the second Newport is "Newport, Isle of Wight"). `options` are the search's own
 * (the sold prices prefer namesakes where Land Registry records sales): with the lot search's,
 * "Bangor" offered as County Down's led the sold prices back to Gwynedd's.
 */
export function placeValue(
  places: readonly PlaceEntry[],
  place: PlaceEntry,
  options: MatchOptions = {},
): string {
  if (matchPlace(places, place.name, options)?.slug === place.slug) return place.name;
  const withParent = `${place.name}, ${place.parentName ?? ''}`;
  return matchPlace(places, withParent, options)?.slug === place.slug ? withParent : place.slug;
}

/**
 * Places whose name, or a word of it, starts with `text`, for autocomplete: towns by population
 * first, then counties, regions and countries.
 */
export function placesStartingWith(
  places: readonly PlaceEntry[],
  text: string,
  limit: number,
): PlaceEntry[] {
  const key = placeKey(text);
  if (!key) return [];
  const hits = places.filter((p) => {
    const name = nameKey(p);
    return name.startsWith(key) || name.includes(` ${key}`);
  });
  // The exact name, then whole-name prefixes, then word prefixes ("Kent" before "Kenton" before
  // "East Kent…"), each in the usual order.
  const rank = (p: PlaceEntry) => {
    const name = nameKey(p);
    return name === key ? 0 : name.startsWith(key) ? 1 : 2;
  };
  const sorted = hits.sort((a, b) => rank(a) - rank(b) || comparePlaces(a, b));
  // Of one name, the place the name alone means takes the first of its name's places
  // ("Kennington": London's, decision 144).
  const seen = new Set<string>();
  for (const [i, p] of sorted.entries()) {
    const name = nameKey(p);
    if (seen.has(name)) continue;
    seen.add(name);
    const meant = matchPlace(places, p.name);
    const at = meant && meant !== p ? sorted.indexOf(meant, i + 1) : -1;
    if (at > 0) sorted.splice(i, 0, ...sorted.splice(at, 1));
  }
  return sorted.slice(0, limit);
}
