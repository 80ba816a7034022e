import type { Queryable } from '#server/db/db.server';
import type { PlaceSuggestion } from '#schema/place';
import { own } from '#schema/own';
import { levenshtein } from '#schema/edit-distance';
import { placeKey } from './place-match';
import { areaLettersOf, comparePostcodes } from './postcode-text';
import type { PostcodePoint } from './district-group.server';
import { NEIGHBOURHOODS, districtsPattern, districtsSaid } from './neighbourhoods';

/**
 * A place buyers name that is no place of our list, searched as the postcodes it is known by: a
 * part of London ("south london") or a city's neighbourhood ("headingley": neighbourhoods.ts).
 */
export interface NamedPart {
  name: string;
  kind: 'london_part' | 'neighbourhood';
  /** Where it is, as the page and the suggestions say ("Greater London", "Leeds"). */
  context: string;
  /** Postcode areas (`postcodes.slug`) whose districts it holds. */
  areas: string[];
  /** A pattern of further districts' slugs (central London's lettered W1 and SW1). */
  districts?: string;
  /** A neighbourhood's postcode districts as written (`SW12`), for when we hold none of them. */
  written?: string[];
  /** The postcodes as the page says them. */
  said: string;
  /** Found only with its city ("west end london"): its name alone is a place of ours. */
  withCityOnly?: true;
}

const part = (name: string, areas: string[], said: string, districts?: string): NamedPart => ({
  name,
  kind: 'london_part',
  context: 'Greater London',
  areas,
  said,
  ...(districts ? { districts } : {}),
});

const NORTH = part('North London', ['n', 'nw'], 'the N and NW postcode areas');
const EAST = part('East London', ['e'], 'the E postcode area');
const SOUTH = part('South London', ['se', 'sw'], 'the SE and SW postcode areas');
const WEST = part('West London', ['w'], 'the W postcode area');
const CENTRAL = part(
  'Central London',
  ['ec', 'wc'],
  'the EC and WC postcode areas, W1 and SW1',
  '^(w1|sw1)[a-z]$',
);
const SOUTH_EAST = part('South East London', ['se'], 'the SE postcode area');
const SOUTH_WEST = part('South West London', ['sw'], 'the SW postcode area');
const NORTH_WEST = part('North West London', ['nw'], 'the NW postcode area');

/**
 * London's compass points as buyers write them ("south london", "SE London", "central london").
 * None is a place of ours, so "houses in south london" found the lots whose text said "south". The
 * postcode areas are how Londoners and agents draw them; where they overlap a borough line (SW1 is
 * north of the river) the page says which postcodes it searched.
 */
const LONDON_PARTS: Record<string, NamedPart> = {
  'north london': NORTH,
  'n london': NORTH,
  'east london': EAST,
  'e london': EAST,
  'south london': SOUTH,
  'west london': WEST,
  'w london': WEST,
  'central london': CENTRAL,
  'south east london': SOUTH_EAST,
  'southeast london': SOUTH_EAST,
  'se london': SOUTH_EAST,
  'south west london': SOUTH_WEST,
  'southwest london': SOUTH_WEST,
  'sw london': SOUTH_WEST,
  'north west london': NORTH_WEST,
  'northwest london': NORTH_WEST,
  'nw london': NORTH_WEST,
};

const NEIGHBOURHOOD_PARTS = NEIGHBOURHOODS.map((n): NamedPart => ({
  name: n.name,
  kind: 'neighbourhood',
  context: n.city,
  areas: [],
  districts: districtsPattern(n.districts),
  written: n.districts,
  said: districtsSaid(n.districts),
  ...(n.withCityOnly ? { withCityOnly: true } : {}),
}));

/** A neighbourhood's city as written: "Newcastle upon Tyne" also "Newcastle". */
const citiesOf = (part: NamedPart) => [part.context, part.context.split(' upon ')[0]!];

/**
 * Every named part by its key (placeKey of its name as buyers write it). A neighbourhood is also
 * said with its city: "headingley leeds", "clifton, bristol", "jesmond newcastle", "headingley in
 * leeds", "the east end of london", and the city first, "london east end" (decision 152). A name
 * as such is never taken by another's name with its city.
 */
const NAMED_PARTS: Record<string, NamedPart> = {
  ...Object.fromEntries(
    NEIGHBOURHOOD_PARTS.flatMap((part) =>
      citiesOf(part).flatMap((city) =>
        [
          `${part.name} ${city}`,
          `${part.name} in ${city}`,
          `${part.name} of ${city}`,
          `${city} ${part.name}`,
        ].map((written): [string, NamedPart] => [placeKey(written), part]),
      ),
    ),
  ),
  ...LONDON_PARTS,
  ...Object.fromEntries(
    NEIGHBOURHOOD_PARTS.filter((part) => !part.withCityOnly).map((part) => [
      placeKey(part.name),
      part,
    ]),
  ),
};

/** The part of London or neighbourhood the text names, written as buyers write it. */
export const namedPart = (text: string): NamedPart | undefined => own(NAMED_PARTS, placeKey(text));

/** The named parts whose name (as buyers write it) starts with the text, each once. */
function namedPartsStartingWith(text: string): NamedPart[] {
  const key = placeKey(text);
  if (key.length < 3) return [];
  return [
    ...new Set(
      Object.entries(NAMED_PARTS)
        .filter(([name]) => name.startsWith(key))
        .map(([, p]) => p),
    ),
  ];
}

/** The named parts starting with the text whose districts we hold: those a suggestion finds. */
export async function namedPartsHeldStartingWith(
  db: Queryable,
  text: string,
): Promise<NamedPart[]> {
  const parts = namedPartsStartingWith(text);
  const held = await Promise.all(parts.map((p) => districtsHeld(db, p)));
  return parts.filter((_, i) => held[i]!.length > 0);
}

/**
 * The neighbourhoods a misspelt name may mean ("headingly", "cliftn"): one slip up to nine letters,
 * two beyond, the first letter kept; those whose districts we hold first. Neighbourhoods are no
 * places of our list, so "cliftn" offered only Clifton, Bedfordshire. One we hold none of the
 * districts of is offered too ("wimbeldon" offered nothing): its page says so, and what to try
 * (decision 149).
 */
export async function namedPartsMisspelt(db: Queryable, text: string): Promise<NamedPart[]> {
  const key = placeKey(text);
  if (key.length < 5 || namedPart(key)) return [];
  const max = key.length <= 9 ? 1 : 2;
  const parts = [
    ...new Set(
      Object.entries(NAMED_PARTS)
        .filter(([name, p]) => p.kind === 'neighbourhood' && name[0] === key[0])
        .filter(([name]) => levenshtein(key, name, max) <= max)
        .map(([, p]) => p),
    ),
  ];
  const held = await Promise.all(parts.map((p) => districtsHeld(db, p)));
  return [...parts.filter((_, i) => held[i]!.length), ...parts.filter((_, i) => !held[i]!.length)];
}

/** What a page says a named part was searched as: "Headingley is searched as the LS6 postcode district." */
export const partSearchedAs = (part: NamedPart) => `${part.name} is searched as ${part.said}.`;

/**
 * A neighbourhood of the name a place of ours goes by, offered beside that place: "stratford" is
 * Stratford-upon-Avon (decision 100), and London's Stratford is "Stratford, London". Null when
 * the text names no neighbourhood.
 */
export function partNamesake(text: string): PlaceSuggestion | null {
  const part = namedPart(text);
  return part?.kind === 'neighbourhood'
    ? { label: part.name, context: part.context, value: `${part.name}, ${part.context}` }
    : null;
}

/** A named part offered as a place to search ("Clifton, Bristol"). */
export const partSuggestion = (part: NamedPart): PlaceSuggestion => ({
  label: part.name,
  context: part.context,
  value: partValue(part),
});

/** The `location` text that finds a named part: its name, with its city when it needs one. */
export const partValue = (part: NamedPart): string =>
  part.withCityOnly ? `${part.name}, ${part.context}` : part.name;

/** The postcode districts we hold of a named part. */
async function districtsHeld(db: Queryable, part: NamedPart): Promise<PostcodePoint[]> {
  const { rows } = await db.query<PostcodePoint>(
    `SELECT slug, label, lat, lng FROM postcodes
      WHERE kind = 'district' AND (parent_slug = ANY($1::text[]) OR slug ~ $2)`,
    [part.areas, part.districts ?? '^$'],
  );
  return rows;
}

/**
 * The named part the text names, with the postcode districts we hold of it in postcode order;
 * null when the text names none, or we hold none of its districts.
 */
export async function namedPartHeld(
  db: Queryable,
  text: string,
): Promise<{ part: NamedPart; districts: PostcodePoint[] } | null> {
  const part = namedPart(text);
  if (!part) return null;
  const rows = await districtsHeld(db, part);
  if (!rows.length) return null;
  return { part, districts: rows.sort((a, b) => comparePostcodes(a.slug, b.slug)) };
}

/**
 * A named part we hold none of the districts of ("balham" where we hold no SW12: a demo seed, or a
 * gazetteer not yet imported), with the postcode areas of its districts that we do hold, in postcode
 * order. It said "No place called ‘balham’. Did you mean Balsham, Banham …?", as if it were no
 * place at all. Null when the text names no part, or we hold some of its districts.
 */
export async function namedPartUnheld(
  db: Queryable,
  text: string,
): Promise<{ part: NamedPart; areas: PostcodePoint[] } | null> {
  const part = namedPart(text);
  if (!part || (await districtsHeld(db, part)).length) return null;
  return { part, areas: await partAreasHeld(db, part) };
}

/**
 * The postcode areas of a named part's districts that we hold, in postcode order: where to look
 * for one we hold none of the districts of. For a caller that has asked namedPartHeld already.
 */
export async function partAreasHeld(db: Queryable, part: NamedPart): Promise<PostcodePoint[]> {
  const areas = part.written
    ? [...new Set(part.written.map((d) => areaLettersOf(d.toLowerCase())))]
    : part.areas;
  const { rows } = await db.query<PostcodePoint>(
    `SELECT slug, label, lat, lng FROM postcodes WHERE kind = 'area' AND slug = ANY($1::text[])`,
    [areas],
  );
  return rows.sort((a, b) => comparePostcodes(a.slug, b.slug));
}

/**
 * A neighbourhood's districts as sales carry them (`postcode_district`), where we hold no row to
 * match its pattern against: each as written, one ending in a digit with its lettered parts too
 * (WC1: wc1a … wc1x).
 */
export const writtenDistricts = (part: NamedPart): string[] =>
  (part.written ?? []).flatMap((d) => {
    const slug = d.toLowerCase();
    return /\d$/.test(slug)
      ? [slug, ...[...'abcdefghjklmnprstuvwxy'].map((l) => slug + l)]
      : [slug];
  });
