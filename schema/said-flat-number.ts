/**
 * "flat 4", "apartment 12b", "unit 2", "apt. 3", "flat no. 5": a home's number within a building,
 * as an address writes it (Price Paid's SAON), not the property type said. Not a number of
 * bedrooms ("flat 2 bed"), a price ("flat 200k") or a year (four digits).
 */
const FLAT_NUMBER =
  /\b(?:flat|apartment|apt\.?|unit)\s+(?:no\.?\s*)?\d{1,3}[a-h]?\b(?!\s*-?\s*(?:beds?|bedrooms?|bd|br)\b)/i;

/** The flat number a text says ("flat 4") and the text without it; null when it says none. */
export function flatNumberIn(text: string): { flat: string; rest: string } | null {
  const m = FLAT_NUMBER.exec(text);
  if (!m) return null;
  return {
    flat: m[0].replace(/\s+/g, ' '),
    rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`
      .replace(/^[\s,]+/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}
