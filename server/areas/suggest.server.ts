import type { Queryable } from '#server/db/db.server';
import { escapeLike } from '#schema/place';
import { areaByPostTown } from '#schema/postcode-area-towns';
import { SUGGEST_LIMIT, type Suggestion } from '#schema/suggest';
import { parsePostcodeText } from './postcode-text';
import { postcodePlace } from './area-tree.server';
import { districtGroup } from './district-group.server';
import { placeList } from './place-list.server';
import {
  comparePlaces,
  didYouMean,
  matchPlace,
  nameTakenByNeighbourhood,
  placeKey,
  placesStartingWith,
  placeValue,
  type PlaceEntry,
} from './place-match';
import { pricePaidAuthorities } from './price-paid-place.server';
import { namedPartsHeldStartingWith, partValue } from './named-parts.server';
import { districtOf, postcodeWithItsPlace } from './postcode-in-place.server';

const lotsAt = (location: string) => `/listings?location=${encodeURIComponent(location)}`;

/**
 * A postcode written with its town, the whole text ("leeds ls6", "ls6 leeds", and "leeds 6" as the
 * city's people number it): the postcode, as Enter reads it. These suggested nothing.
 */
async function postcodeWithItsTown(
  db: Queryable,
  places: readonly PlaceEntry[],
  q: string,
): Promise<Suggestion | null> {
  const value = await postcodeWithItsPlace(db, places, q);
  const unit = value ? parsePostcodeText(value) : null;
  if (!value || !unit) return null;
  return {
    kind: unit.kind === 'unit' ? 'postcode' : unit.kind,
    label: value,
    context: await postcodePlace(db, districtOf(unit)),
    value,
    href: lotsAt(value),
  };
}

/** Text that starts like a postcode: letters, then a digit ("LS6", "ls6 2", "SW1A 1AA"). */
const POSTCODE_START = /^[a-z]{1,2}\d/i;

async function postcodeSuggestions(db: Queryable, q: string): Promise<Suggestion[]> {
  const text = q.replace(/\s+/g, ' ').trim().toUpperCase();
  const unit = parsePostcodeText(text);
  const { rows } = await db.query<{
    label: string;
    kind: 'area' | 'district' | 'sector';
    place: string | null;
  }>(
    `SELECT p.label, p.kind, l.name AS place FROM postcodes p
       LEFT JOIN locations l ON l.slug = p.location_slug
      WHERE p.label ILIKE $1
      ORDER BY array_position(ARRAY['area', 'district', 'sector'], p.kind), length(p.label), p.label
      LIMIT $2`,
    [`${escapeLike(text)}%`, SUGGEST_LIMIT],
  );
  // An area is named by its town, "HP (Hemel Hempstead)": "HP, Hemel Hempstead" read as a place in it.
  const found: Suggestion[] = rows.map((r) => ({
    kind: r.kind,
    label: r.kind === 'area' ? areaByPostTown(r.label, r.place) : r.label,
    context: r.kind === 'area' ? null : r.place,
    value: r.label,
    href: lotsAt(r.label),
  }));
  if (unit?.kind === 'district') {
    // "SW1": every lettered district of it (SW1A … SW1Y) before each one alone.
    const group = await districtGroup(db, unit.slug);
    if (!group.length) return found;
    const whole: Suggestion = {
      kind: 'district',
      label: text,
      context:
        group.length > 1 ? `${group[0]!.label}–${group[group.length - 1]!.label}` : group[0]!.label,
      value: text,
      href: lotsAt(text),
    };
    return [whole, ...found].slice(0, SUGGEST_LIMIT);
  }
  if (unit?.kind !== 'unit') return found;
  const full: Suggestion = {
    kind: 'postcode',
    label: unit.postcode,
    context: await postcodePlace(db, unit.district),
    value: unit.postcode,
    href: lotsAt(unit.postcode),
  };
  return [full, ...found];
}

async function houseSuggestions(db: Queryable, q: string): Promise<Suggestion[]> {
  const text = escapeLike(q.trim());
  const { rows } = await db.query<{ id: string | number; name: string }>(
    `SELECT id, name FROM auction_houses
      WHERE name ILIKE $1 OR name ILIKE $2
      ORDER BY name ILIKE $1 DESC, name LIMIT $3`,
    [`${text}%`, `% ${text}%`, SUGGEST_LIMIT],
  );
  return rows.map((r) => ({
    kind: 'auction_house',
    label: r.name,
    context: null,
    value: r.name,
    href: `/listings?auction_house=${r.id}`,
  }));
}

/**
 * The local authorities only Land Registry names whose name starts with the text ("newh" →
 * Newham, decision 114), three letters or more; one of our places' names is suggested as the place.
 */
function authoritiesStartingWith(
  authorities: ReadonlyMap<string, string>,
  places: readonly PlaceEntry[],
  q: string,
): Suggestion[] {
  const key = placeKey(q);
  if (key.length < 3) return [];
  const found: Suggestion[] = [];
  for (const [name, label] of authorities)
    if (name.startsWith(key) && !matchPlace(places, label))
      found.push({ kind: 'authority', label, context: null, value: label, href: lotsAt(label) });
  return found;
}

/** The fewest letters a finished word has before a look-alike is offered for it ("Leds"). */
const LOOK_ALIKE_MIN_LETTERS = 4;

/**
 * Places a word that names none misspells, by edit distance over whole names ("Leds": Leeds,
 * "Manchster": Manchester), as Enter's page offers them ("Did you mean"). A word still being typed
 * is seldom a typo or two from a whole name, so these stay few.
 */
function lookAlikes(places: readonly PlaceEntry[], q: string): PlaceEntry[] {
  return placeKey(q).length >= LOOK_ALIKE_MIN_LETTERS ? didYouMean(places, q, 2, false) : [];
}

/**
 * Look-alikes among the places starting with the text, each before the first larger kind or
 * smaller town of them (comparePlaces): "Leds" lists Leeds before Ledsham, "Brig" keeps Brighton
 * before Brigg.
 */
export function withLookAlikes(starting: PlaceEntry[], alike: PlaceEntry[]): PlaceEntry[] {
  const out = [...starting];
  for (const place of alike) {
    if (out.some((p) => p.slug === place.slug)) continue;
    const at = out.findIndex((p) => comparePlaces(place, p) < 0);
    out.splice(at < 0 ? out.length : at, 0, place);
  }
  return out;
}

/** Takes up to each group's quota in order, then fills what is left, still in group order. */
export function takeInTurn<T>(groups: Array<[T[], number]>, limit: number): T[] {
  const picked = groups.map(([items, quota]) => items.slice(0, quota));
  let room = limit - picked.reduce((n, p) => n + p.length, 0);
  groups.forEach(([items], i) => {
    const more = items.slice(picked[i]!.length, picked[i]!.length + Math.max(room, 0));
    picked[i]!.push(...more);
    room -= more.length;
  });
  return picked.flat().slice(0, limit);
}

/**
 * Autocomplete for a location field: towns by population, then counties, regions and countries;
 * postcodes (first when the text starts like one); auction houses. At most SUGGEST_LIMIT.
 */
export async function suggest(
  db: Queryable,
  q: string,
  opts: { houses: boolean },
): Promise<Suggestion[]> {
  const postcodeLike = POSTCODE_START.test(q.trim());
  const [places, postcodes, houses, authorities] = await Promise.all([
    placeList(db),
    postcodeLike || /^[a-z]{1,2}$/i.test(q.trim()) ? postcodeSuggestions(db, q) : [],
    opts.houses ? houseSuggestions(db, q) : [],
    postcodeLike ? new Map<string, string>() : pricePaidAuthorities(db),
  ]);
  const toSuggestion = (p: PlaceEntry): Suggestion => ({
    kind: p.kind,
    label: p.name,
    context: p.parentName,
    value: placeValue(places, p),
    href: lotsAt(placeValue(places, p)),
  });
  // The place Enter searches comes first whatever its kind ("Kent" before "Kenton"), also when
  // the words are a name it is known by ("Stoke": Stoke-on-Trent, not the Cheshire hamlet).
  const beside = await postcodeWithItsTown(db, places, q);
  if (beside)
    return [beside, ...postcodes.filter((p) => p.value !== beside.value)].slice(0, SUGGEST_LIMIT);
  const meant = matchPlace(places, q);
  const starting = placesStartingWith(places, q, SUGGEST_LIMIT * 2);
  const councils = [
    ...(await namedPartsHeldStartingWith(db, q)).map((p): Suggestion => ({
      kind: p.kind,
      label: p.name,
      context: p.context,
      value: partValue(p),
      href: lotsAt(partValue(p)),
    })),
    ...authoritiesStartingWith(authorities, places, q),
  ];
  const named = meant
    ? [toSuggestion(meant)]
    : councils.filter((s) => placeKey(s.label) === placeKey(q)).slice(0, 1);
  const rest = withLookAlikes(
    starting.filter((p) => p.slug !== meant?.slug),
    meant ? [] : lookAlikes(places, q),
  ).map(toSuggestion);
  // A neighbourhood that takes a village's name goes before the village (decision 144).
  const taking = councils.filter((s) => !named.includes(s) && nameTakenByNeighbourhood(s.label));
  const nameOf = (s: Suggestion) => placeKey(s.label);
  const towns = rest
    .filter((s) => s.kind === 'town')
    .flatMap((s, i, all) =>
      all.findIndex((t) => nameOf(t) === nameOf(s)) === i
        ? [...taking.filter((t) => nameOf(t) === nameOf(s)), s]
        : [s],
    );
  const larger = rest.filter((s) => s.kind !== 'town');
  return postcodeLike
    ? takeInTurn(
        [
          [postcodes, 6],
          [towns, 1],
          [houses, 1],
        ],
        SUGGEST_LIMIT,
      )
    : takeInTurn(
        [
          [named, 1],
          [towns, 5],
          [councils.filter((s) => !named.includes(s) && !towns.includes(s)), 2],
          [larger, 2],
          [postcodes, 1],
          [houses, 2],
        ],
        SUGGEST_LIMIT,
      );
}
