/** The address columns of a Price Paid record (upper case, as HM Land Registry publishes them). */
export interface SaleAddressParts {
  saon: string | null;
  paon: string | null;
  street: string | null;
}

/** Words a place's or street's name keeps small after its first ("Newcastle upon Tyne"). */
const SMALL_WORDS = new Set([
  'upon',
  'on',
  'in',
  'the',
  'le',
  'la',
  'de',
  'by',
  'under',
  'of',
  'and',
  'cum',
  'en',
  'sur',
  'super',
  'next',
  'at',
  'y',
]);

/**
 * Price Paid's upper case as a name is written: "Stoke-on-Trent", "Newcastle upon Tyne", "St
 * John's Road", "O'Connell Street". The letter after an apostrophe is a capital only after one
 * letter ("O'", "D'"): "ST JOHN'S ROAD" read "St John'S Road".
 */
export const nameCase = (s: string): string =>
  s
    .toLowerCase()
    .replace(
      /(^|[\s\-/]|(?<=(?:^|[\s\-/])\p{L})')\p{L}+/gu,
      (word, before: string, at: number, all: string) => {
        const bare = word.slice(before.length);
        const small = smallAt(all, at + before.length, bare);
        return before + (small ? bare : bare[0]!.toUpperCase() + bare.slice(1));
      },
    )
    // A house number's letter: "14A"; a Scots or Irish "Mc": "McDonald".
    .replace(/\b(\d+)(\p{L})\b/gu, (_, n: string, letter: string) => n + letter.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_, letter: string) => `Mc${letter.toUpperCase()}`);

/**
 * Whether a small word stays small: between two words of a name ("Newcastle upon Tyne", "Ashby-
 * de-la-Zouch"), never first, after a number or a comma, or last ("14 The Avenue", "Rose Cottage,
 * The Green", "2 La Roche Close").
 */
function smallAt(all: string, start: number, bare: string): boolean {
  if (!SMALL_WORDS.has(bare)) return false;
  return (
    /\p{L}[\s-]$/u.test(all.slice(0, start)) && /^[\s-]+\p{L}/u.test(all.slice(start + bare.length))
  );
}

/** The columns of a Price Paid record that hold names, written in capitals. */
const NAME_COLUMNS = ['saon', 'paon', 'street', 'locality', 'town_city', 'district', 'county'];

/**
 * A Price Paid record with its names written as names are (`nameCase`), on the server before a
 * page's data leaves it: the browser then shows them as they come, and loads no casing rules in
 * every page's first load (they took it over the 90 KB budget).
 */
export function readableSale<T extends object>(r: T): T {
  const out = { ...r } as Record<string, unknown>;
  for (const column of NAME_COLUMNS)
    if (typeof out[column] === 'string') out[column] = nameCase(out[column]);
  return out as T;
}

/**
 * A sale's address line from its parts, as they are: `Flat 2, 14 Brudenell Road`, or `Oak Lodge,
 * Brudenell Road` when the house has a name. The flat (SAON) comes first, so two flats of one
 * block never read as one address.
 */
export function addressLine(r: SaleAddressParts): string {
  const line = [r.paon, r.street].filter(Boolean).join(r.paon && /\d/.test(r.paon) ? ' ' : ', ');
  return [r.saon, line].filter((p): p is string => Boolean(p?.trim())).join(', ');
}

/** The address line of a Price Paid record as published (in capitals), its names written as names. */
export const saleAddressLine = (r: SaleAddressParts): string => addressLine(readableSale(r));
