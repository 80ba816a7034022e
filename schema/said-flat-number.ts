/** Not a number of bedrooms after a number ("flat 2 bed"). */
const NOT_BEDROOMS = String.raw`(?!\s*-?\s*(?:beds?|bedrooms?|bd|br)\b)`;

/**
 * A house number next, a comma before it or not ("flat a, 126 grosvenor road", "ground floor flat
 * 41 gladstone street"): what makes a letter or a floor a flat's, not "flat a short walk", "first
 * floor flat 2 bed", "ground floor flat, leeds".
 */
const HOUSE_NUMBER_NEXT = String.raw`(?=\s*,?\s*\d+[a-h]?\b${NOT_BEDROOMS})`;

/**
 * "flat 4", "apartment 12b", "unit 2", "apt. 3", "flat no. 5": a home's number within a building,
 * as an address writes it (Price Paid's SAON), not the property type said. Not a number of
 * bedrooms ("flat 2 bed"), a price ("flat 200k") or a year (four digits). A letter alone ("flat
 * a", as Price Paid writes FLAT A) only before a house number: "flat a, 126 grosvenor road".
 */
const FLAT_NUMBER = new RegExp(
  `\\b(?:flat|apartment|apt\\.?|unit)\\s+(?:no\\.?\\s*)?(?:\\d{1,3}[a-h]?\\b${NOT_BEDROOMS}|[a-h]\\b${HOUSE_NUMBER_NEXT})`,
  'i',
);

/** Floors as Price Paid writes a flat by its floor ("FIRST FLOOR FLAT"), by the words typed. */
const FLOORS: Record<string, string> = {
  basement: 'BASEMENT',
  'lower ground floor': 'LOWER GROUND FLOOR',
  'ground floor': 'GROUND FLOOR',
  'first floor': 'FIRST FLOOR',
  '1st floor': 'FIRST FLOOR',
  'second floor': 'SECOND FLOOR',
  '2nd floor': 'SECOND FLOOR',
  'third floor': 'THIRD FLOOR',
  '3rd floor': 'THIRD FLOOR',
  'top floor': 'TOP FLOOR',
};

/**
 * "ground floor flat, 41 gladstone street", "first floor flat 12 mill lane": a flat by its floor,
 * as an address writes it, before a house number ("first floor flat leeds" is a type and a
 * place).
 */
const FLOOR_FLAT = new RegExp(
  `\\b(${Object.keys(FLOORS).join('|')})\\s+flat\\b${HOUSE_NUMBER_NEXT}`,
  'i',
);

/**
 * The flat a text says ("flat 4", "flat a", "ground floor flat") and the text without it; null
 * when it says none.
 */
export function flatNumberIn(text: string): { flat: string; rest: string } | null {
  const m = FLOOR_FLAT.exec(text) ?? FLAT_NUMBER.exec(text);
  if (!m) return null;
  return {
    flat: m[0].replace(/\s+/g, ' '),
    rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`
      // "126 grosvenor road, flat 2, leeds": one comma where the flat was.
      .replace(/,\s*,/, ',')
      .replace(/^[\s,]+/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/** "ground floor flat", "1st floor flat": a flat by its floor as Price Paid's SAON writes it; else null. */
export function floorFlatSaon(text: string): string | null {
  const floor = /^(.*\S)\s+flat$/i.exec(text.trim());
  const written = floor ? FLOORS[floor[1]!.toLowerCase().replace(/\s+/g, ' ')] : undefined;
  return written ? `${written} FLAT` : null;
}

/**
 * A flat said (flatNumberIn) as Price Paid's SAON names it, without the word before a number:
 * "4", "12B", "A", "FIRST FLOOR FLAT".
 */
export function flatSaon(flat: string): string {
  return floorFlatSaon(flat) ?? (/(?:\d+[a-h]?|\b[a-h])$/i.exec(flat)?.[0] ?? flat).toUpperCase();
}
