import type { Queryable } from '#server/db/db.server';
import { flatNumberIn } from '#schema/said-flat-number';
import { endsAsStreet } from '#schema/street-endings';
import { MAX_PLACE_WORDS } from './place-match';
import {
  MAX_HOUSE_NAME_WORDS,
  houseNumberAlone,
  namedHouseOnStreet,
  numberedStreet,
  searchPostcode,
  searchStreet,
} from './sold-price-where';
import { matchingStreetNames } from './street-names.server';

/** The `location` value a text names, or null (`locationValue`). */
type PlaceNamer = (text: string) => Promise<string | null>;

/**
 * Whether an address ends as a street does once its flat and house number are read: "flat 2, 126
 * grosvenor road", "126 grosvenor rd", "flat 18, mill heights, canal road".
 */
function endsAsAddress(text: string): boolean {
  const rest = flatNumberIn(text)?.rest ?? text;
  return endsAsStreet(numberedStreet(rest)?.street ?? rest);
}

/**
 * Whether the text says a home on a street: a flat, a house number or a named house before it,
 * or a street some sale was made in ("houses with a view" ends as a street does, and is none).
 */
async function saysStreet(db: Queryable, text: string): Promise<boolean> {
  const rest = flatNumberIn(text)?.rest ?? text;
  if (rest !== text || numberedStreet(rest) || namedHouseOnStreet(rest)) return true;
  return ((await matchingStreetNames(db, searchStreet(text), 1))?.length ?? 0) > 0;
}

/** At most this many places said after a street are left out ("headingley, leeds"). */
const MAX_PLACES_AFTER = 3;

/** An address without the places said after its street, and those places, nearest it first. */
export interface AddressRead {
  address: string;
  places: string[];
}

/**
 * An address as sales are searched, without the places said after its street: "126 grosvenor rd,
 * headingley" → "126 grosvenor rd" and Headingley; "flat 2 126 grosvenor road headingley leeds"
 * → "flat 2 126 grosvenor road", Headingley and Leeds. A locality written between the street and
 * the town (Price Paid keeps it apart from the street) found no sale. Null when the text ends as
 * a street already, does not once places are left out, names a place itself ("Bethnal Green,
 * London"), or says no home or street sales were made in ("houses with a view, headingley").
 */
export async function addressWithoutPlaces(
  db: Queryable,
  text: string,
  placeNamed: PlaceNamer,
): Promise<AddressRead | null> {
  let address = text.trim();
  const places: string[] = [];
  // "46 heol y parc, cardiff": a numbered home before the commas' places, though its street
  // ends in no street word.
  let homeBeforeCommas = false;
  for (let n = 0; n < MAX_PLACES_AFTER && !endsAsAddress(address) && !homeBeforeCommas; n++) {
    const cut = await withoutLastPlace(address, placeNamed);
    if (!cut) return null;
    address = cut.rest;
    places.unshift(cut.place);
    homeBeforeCommas = cut.byComma && !address.includes(',') && saysHome(address);
  }
  if (!places.length || (!endsAsAddress(address) && !homeBeforeCommas)) return null;
  if (await placeNamed(address)) return null;
  return (await saysStreet(db, address)) ? { address, places } : null;
}

/** The place the last comma's part, or the last words, name, and the text before it; or null. */
async function withoutLastPlace(
  text: string,
  placeNamed: PlaceNamer,
): Promise<{ rest: string; place: string; byComma: boolean } | null> {
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const place = await placeNamed(text.slice(comma + 1).trim());
    return place ? { rest: text.slice(0, comma).trim(), place, byComma: true } : null;
  }
  const words = text.split(/\s+/);
  for (let size = Math.min(MAX_PLACE_WORDS, words.length - 1); size >= 1; size--) {
    const place = await placeNamed(words.slice(-size).join(' '));
    if (place) return { rest: words.slice(0, -size).join(' '), place, byComma: false };
  }
  return null;
}

/** Whether the text starts as a home's address does: a flat, or a house number and a street. */
function saysHome(text: string): boolean {
  const flat = flatNumberIn(text);
  return Boolean(flat?.rest) || numberedStreet(text) !== null;
}

/** "LS6 8EF 126", "ls6 8ef, 126": a full postcode, then a house number. */
const POSTCODE_THEN_NUMBER = /^([a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2})[\s,]+(\d+[a-z]?)$/i;
/** "…, Leeds LS6 8EF", "flat 2 126 grosvenor road leeds ls6 8ef": a postcode ending an address. */
const POSTCODE_AT_END = /^(.*?)[\s,]+([a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2})\s*$/i;

/**
 * A whole address pasted ("Flat 2 126 Grosvenor Road Headingley Leeds LS6 8EF"): its postcode,
 * the place searched, and its street without the places said after it; or a flat alone at it
 * ("flat 2, LS6 8EF"). Null for text that does not end with a full postcode after a street, or
 * is a place and its postcode ("Bethnal Green E2 6BH": the postcode, as before).
 */
export async function addressAtPostcode(
  db: Queryable,
  text: string,
  placeNamed: PlaceNamer,
): Promise<{ location: string; search: string } | null> {
  // "LS6 8EF 126", "ls6 8ef, 126": a house number after its postcode, as before it.
  const after = POSTCODE_THEN_NUMBER.exec(text.trim());
  const first = after ? searchPostcode(after[1]!) : null;
  if (after && first?.kind === 'unit')
    return { location: first.postcode, search: houseNumberAlone(after[2]!)! };
  const m = POSTCODE_AT_END.exec(text.trim());
  const postcode = m ? searchPostcode(m[2]!) : null;
  if (!m || postcode?.kind !== 'unit') return null;
  const rest = m[1]!.replace(/[\s,]+$/, '');
  if (!rest || (await placeNamed(rest))) return null;
  // "flat 2, LS6 8EF": a flat at its postcode, no street said.
  if (flatNumberIn(rest)?.rest === '') return { location: postcode.postcode, search: rest };
  // "126 LS6 8EF", "126, LS6 8EF": the house of that number at its postcode.
  const house = houseNumberAlone(rest);
  if (house) return { location: postcode.postcode, search: house };
  if (endsAsAddress(rest))
    return (await saysStreet(db, rest)) ? { location: postcode.postcode, search: rest } : null;
  const read = await addressWithoutPlaces(db, rest, placeNamed);
  return read ? { location: postcode.postcode, search: read.address } : null;
}

/**
 * "the cottage wellington street", "old forge queens grove": a house's name before its street
 * without the comma namedHouseOnStreet reads ("The Cottage, Wellington Street"), as buyers type
 * it. The text with that comma when no street is named by the whole text, the words after the
 * name are a street, and a house of that name was sold on it; else null. Searched whole, it was a
 * street called "the cottage wellington street": none.
 */
export async function houseNamedBeforeStreet(db: Queryable, text: string): Promise<string | null> {
  const words = text.trim().split(/\s+/);
  if (words.length < 3 || /[\d,]/.test(text) || flatNumberIn(text)) return null;
  if ((await matchingStreetNames(db, searchStreet(text), 1))?.length !== 0) return null;
  for (let size = 1; size <= Math.min(MAX_HOUSE_NAME_WORDS, words.length - 2); size++) {
    const street = words.slice(size).join(' ');
    if (!endsAsStreet(street)) continue;
    const names = await matchingStreetNames(db, searchStreet(street));
    if (!names?.length) continue;
    const house = words.slice(0, size).join(' ');
    const { rows } = await db.query(
      `SELECT 1 FROM sold_house_prices WHERE street = ANY($1::text[]) AND paon = upper($2) LIMIT 1`,
      [names, house],
    );
    if (rows.length) return `${house}, ${street}`;
  }
  return null;
}
