import { own } from './own';

/**
 * How British street names end, for reading a buyer's words: the street types people shorten
 * ("Station Rd") and the last words of street names. Read by the sold-price search (a street then
 * its town) and by the month reading ("July Road" is no month).
 */

/**
 * Street types as people shorten them ("Station Rd"), by the search's last word. Only those that
 * are no beginning of the word: "St", "Ave" or "Cl" already find STREET, AVENUE and CLOSE.
 */
export const STREET_TYPES: Record<string, string> = {
  rd: 'road',
  ln: 'lane',
  ct: 'court',
  gdns: 'gardens',
  tce: 'terrace',
  pde: 'parade',
  wlk: 'walk',
};

/**
 * Each street type and the short form addresses also write it in ("Union St", "Station Rd"): a
 * street in a lot search is either ("union st" finds 59 Union Street; "union street" a feed's
 * "59 Union St"). "St" may be a saint before a name, so only the search's last word is read so.
 */
const SHORT_FORMS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(STREET_TYPES).map(([short, full]) => [full, short])),
  street: 'st',
  avenue: 'ave',
  close: 'cl',
  drive: 'dr',
  crescent: 'cres',
  square: 'sq',
};
const FULL_FORMS: Record<string, string> = Object.fromEntries(
  Object.entries(SHORT_FORMS).map(([full, short]) => [short, full]),
);
/**
 * Short forms addresses seldom write but buyers type ("Park Av", "Grange Ter"): read as a street's
 * ending, and written out by fullStreetType, though the lot search does not look for them.
 */
const TYPED_SHORT_FORMS: Record<string, string> = {
  av: 'avenue',
  ter: 'terrace',
  pl: 'place',
  gr: 'grove',
};

/**
 * The street type a short form at a street's end stands for ("av" → "avenue", "st" → "street",
 * "gdns" → "gardens"); undefined for any other word, a whole type included.
 */
export const fullStreetType = (word: string): string | undefined => {
  const short = word.toLowerCase().replace(/\.$/, '');
  return own(FULL_FORMS, short) ?? own(TYPED_SHORT_FORMS, short);
};

/** A street as addresses write it, its short ending written out: "high st" → "high street". */
export function streetWrittenOut(text: string): string {
  const words = text.trim().split(/\s+/);
  const full = words.length > 1 ? fullStreetType(words.at(-1)!) : undefined;
  return full ? [...words.slice(0, -1), full].join(' ') : text.trim();
}

/** Short forms that are other words too, read as a street's only at the end ("st albans"). */
const SHORT_ONLY_LAST = new Set(['st', 'cl', 'dr', 'sq']);

/**
 * The ways addresses write a street's type typed as `ending` (whole or short), the whole first:
 * ["street", "st"] for "st" at the end, ["road", "rd"] for "road"; empty for no street type, and
 * for an ambiguous short form not at the end.
 */
export function streetTypeForms(ending: string, last: boolean): string[] {
  const word = ending.toLowerCase().replace(/\.$/, '');
  const full = own(FULL_FORMS, word);
  if (full) return last || !SHORT_ONLY_LAST.has(word) ? [full, word] : [];
  const short = own(SHORT_FORMS, word);
  if (short) return [word, short];
  return word.length > 3 && STREET_ENDINGS.has(word) ? [word] : [];
}

/** The last words of British street names ("High Street", "Grosvenor Rd", "Kensington Gardens"). */
const STREET_ENDINGS = new Set([
  ...Object.keys(STREET_TYPES),
  ...Object.values(STREET_TYPES),
  ...['street', 'st', 'avenue', 'ave', 'close', 'cl', 'drive', 'dr', 'way', 'crescent', 'cres'],
  ...['sq', ...Object.keys(TYPED_SHORT_FORMS)],
  ...['grove', 'place', 'row', 'hill', 'square', 'green', 'mews', 'rise', 'view', 'gate'],
  ...['broadway', 'parkway', 'boulevard', 'wynd', 'brae', 'vale', 'end', 'yard', 'wharf'],
]);

/**
 * Whether a text ends as a street name does ("high street", "station rd"): then, written before a
 * town ("high street leeds"), it is that street there. "garden" in "flats in leeds with garden"
 * is no street, though "Gardens" holds it.
 */
export const endsAsStreet = (text: string): boolean =>
  STREET_ENDINGS.has(text.trim().split(/\s+/).pop()?.replace(/\.$/, '').toLowerCase() ?? '');
