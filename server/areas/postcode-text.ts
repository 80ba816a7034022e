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
  // A sector needs its space: `LS10` is a district, not sector 0 of LS1.
  const sector = /^([A-Z]{1,2}\d[A-Z\d]?) (\d)$/.exec(t);
  if (sector && validOutcode(sector[1]!))
    return { kind: 'sector', slug: `${sector[1]!.toLowerCase()}/${sector[2]}` };
  if (validOutcode(t)) return { kind: 'district', slug: t.toLowerCase() };
  if (/^[A-Z]{1,2}$/.test(t)) return { kind: 'area', slug: t.toLowerCase() };
  return null;
}

/** The area letters of a postcode slug: `ls` for `ls6`, `ls6/2` or `ls`. */
export const areaLettersOf = (slug: string): string => /^[a-z]*/.exec(slug)![0];

/** The area letters of a parsed postcode, as a slug: `ls` for LS6 2AB, LS6 2, LS6 or LS. */
export function postcodeAreaOf(pc: PostcodeText): string {
  return areaLettersOf(pc.kind === 'unit' ? pc.district : pc.slug);
}

/** Postcode order: `LS2` before `LS10`, `ls6/1` before `ls6/4`. */
export const comparePostcodes = (a: string, b: string) =>
  a.localeCompare(b, 'en', { numeric: true });
