import { isValid, toNormalised, toOutcode, validOutcode } from 'postcode';

/**
 * What a visitor typed, read as a postcode at the finest level it names. Slugs are the
 * `postcodes` table's (and the sold-price columns'): area `ls`, district `ls6`, sector `ls6/1`.
 */
export type PostcodeText =
  | { kind: 'unit'; postcode: string; district: string }
  | { kind: 'sector' | 'district' | 'area'; slug: string };

export function parsePostcodeText(text: string): PostcodeText | null {
  const t = text.replace(/\s+/g, ' ').trim().toUpperCase();
  if (isValid(t)) {
    const postcode = toNormalised(t)!;
    return { kind: 'unit', postcode, district: toOutcode(postcode)!.toLowerCase() };
  }
  // A sector written with its space, or without it where no district is written so ("M145",
  // "SW1A2"). `LS10` stays a district, not sector 0 of LS1 (see spacelessSectorOf).
  const sector = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d)$/.exec(t);
  if (sector && validOutcode(sector[1]!) && (t.includes(' ') || !validOutcode(t)))
    return { kind: 'sector', slug: `${sector[1]!.toLowerCase()}/${sector[2]}` };
  if (validOutcode(t)) return { kind: 'district', slug: t.toLowerCase() };
  if (/^[A-Z]{1,2}$/.test(t)) return { kind: 'area', slug: t.toLowerCase() };
  return null;
}

/**
 * The sector a two-digit district slug also reads as when its space is left out: `ls6/1` for
 * `ls61`, `m1/4` for `m14`; null for any other slug. Which one a buyer meant only the data can
 * tell: the district is kept when we hold it, and the sector is offered when we do not.
 */
export function spacelessSectorOf(slug: string): string | null {
  const m = /^([a-z]{1,2}\d)(\d)$/.exec(slug);
  return m && validOutcode(m[1]!) ? `${m[1]}/${m[2]}` : null;
}

/** A postcode slug as written: `LS6 1` for `ls6/1`, `LS6` for `ls6`. */
export const postcodeLabel = (slug: string): string => slug.replace('/', ' ').toUpperCase();

/** The area letters of a postcode slug: `ls` for `ls6`, `ls6/2` or `ls`. */
export const areaLettersOf = (slug: string): string => /^[a-z]*/.exec(slug)![0];

/** The area letters of a parsed postcode, as a slug: `ls` for LS6 2AB, LS6 2, LS6 or LS. */
export function postcodeAreaOf(pc: PostcodeText): string {
  return areaLettersOf(pc.kind === 'unit' ? pc.district : pc.slug);
}

/** Postcode order: `LS2` before `LS10`, `ls6/1` before `ls6/4`. */
export const comparePostcodes = (a: string, b: string) =>
  a.localeCompare(b, 'en', { numeric: true });
