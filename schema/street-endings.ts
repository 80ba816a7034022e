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

/** The last words of British street names ("High Street", "Grosvenor Rd", "Kensington Gardens"). */
const STREET_ENDINGS = new Set([
  ...Object.keys(STREET_TYPES),
  ...Object.values(STREET_TYPES),
  ...['street', 'st', 'avenue', 'ave', 'close', 'cl', 'drive', 'dr', 'way', 'crescent'],
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
