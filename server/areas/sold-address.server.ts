import { flatNumberIn } from '#schema/said-flat-number';
import { endsAsStreet } from '#schema/street-endings';
import { MAX_PLACE_WORDS } from './place-match';
import { numberedStreet, searchPostcode } from './sold-price-where';

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

/** At most this many places said after a street are left out ("headingley, leeds"). */
const MAX_PLACES_AFTER = 3;

/**
 * An address as sales are searched within a place, without the places said after its street:
 * "126 grosvenor rd, headingley" → "126 grosvenor rd", "flat 2 126 grosvenor road headingley
 * leeds" → "flat 2 126 grosvenor road". The place searched is said beside it (the Location box, a
 * postcode); a locality written between the street and the town (Price Paid keeps it apart from
 * the street) found no sale. Null when the text ends as a street already, or does not once the
 * places after it are left out.
 */
export async function addressWithoutPlaces(
  text: string,
  placeNamed: PlaceNamer,
): Promise<string | null> {
  let address = text.trim();
  for (let n = 0; n < MAX_PLACES_AFTER && !endsAsAddress(address); n++) {
    const shorter = await withoutLastPlace(address, placeNamed);
    if (!shorter) return null;
    address = shorter;
  }
  return address !== text.trim() && endsAsAddress(address) ? address : null;
}

/** The text without the place its last comma's part, or its last words, name; null if none. */
async function withoutLastPlace(text: string, placeNamed: PlaceNamer): Promise<string | null> {
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const last = text.slice(comma + 1).trim();
    return last && (await placeNamed(last)) ? text.slice(0, comma).trim() : null;
  }
  const words = text.split(/\s+/);
  for (let size = Math.min(MAX_PLACE_WORDS, words.length - 1); size >= 1; size--)
    if (await placeNamed(words.slice(-size).join(' '))) return words.slice(0, -size).join(' ');
  return null;
}

/** "…, Leeds LS6 8EF", "flat 2 126 grosvenor road leeds ls6 8ef": a postcode ending an address. */
const POSTCODE_AT_END = /^(.*?)[\s,]+([a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2})\s*$/i;

/**
 * A whole address pasted ("Flat 2 126 Grosvenor Road Headingley Leeds LS6 8EF"): its postcode,
 * the place searched, and its street without the places said after it; or a flat alone at it
 * ("flat 2, LS6 8EF"). Null for text that does
 * not end with a full postcode after a street.
 */
export async function addressAtPostcode(
  text: string,
  placeNamed: PlaceNamer,
): Promise<{ location: string; search: string } | null> {
  const m = POSTCODE_AT_END.exec(text.trim());
  const postcode = m ? searchPostcode(m[2]!) : null;
  if (!m || postcode?.kind !== 'unit') return null;
  const rest = m[1]!.replace(/[\s,]+$/, '');
  // "flat 2, LS6 8EF": a flat at its postcode, no street said.
  const flatAlone = flatNumberIn(rest)?.rest === '';
  const search =
    endsAsAddress(rest) || flatAlone ? rest : await addressWithoutPlaces(rest, placeNamed);
  return search ? { location: postcode.postcode, search } : null;
}
