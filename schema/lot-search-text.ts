/**
 * Words buyers add that no lot's title, address or place holds ("investment property", "flats
 * auction"): matched as text, each of them alone emptied the page.
 */
export const NOT_LOT_TEXT = new Set([
  'auction',
  'auctions',
  'property',
  'properties',
  'lot',
  'lots',
  'uk',
]);

/** The words of a lot search to match as text: as typed, less those no lot holds (null: none left). */
export function lotSearchText(text: string): string | null {
  const words = text.split(/\s+/).filter((w) => w && !NOT_LOT_TEXT.has(w.toLowerCase()));
  return words.length ? words.join(' ') : null;
}
