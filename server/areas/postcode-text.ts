import { isValid, toNormalised, toOutcode, validOutcode } from 'postcode';

/**
 * What a visitor typed, read as a postcode at the finest level it names. Slugs are the
 * `postcodes` table's (and the sold-price columns'): area `ls`, district `ls6`, sector `ls6/1`.
 */
export type PostcodeText =
  | { kind: 'unit'; postcode: string; district: string }
  | { kind: 'sector' | 'district' | 'area'; slug: string };

/** The UK's two-letter postcode areas: "ls 6" is LS6, "no 5" no postcode. */
const TWO_LETTER_AREAS = new Set(
  (
    'AB AL BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY ' +
    'EC EH EN EX FK FY GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY LA LD LE LL ' +
    'LN LS LU ME MK ML NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM SA SE SG SK SL SM SN ' +
    'SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB WA WC WD WF WN WR WS WV YO ZE'
  ).split(' '),
);

/**
 * A postcode as buyers also type it, written as the postcode library reads it: the stops and
 * commas around it left out ("ls6 8ef."), a two-letter area apart from its district ("ls 6",
 * "LS 6 8EF") and hyphens for spaces ("ls-6", "LS6-8EF") closed up. Upper case, spaces made one;
 * other text as it came.
 */
function postcodeAsWritten(text: string): string {
  const t = text
    .replace(/^[\s.,;:]+|[\s.,;:]+$/g, '')
    .replace(/\s+/g, ' ')
    .toUpperCase();
  const apart = /^([A-Z]{2})[ -](\d[A-Z\d]?(?:[ -]\d(?:[A-Z]{1,2})?)?)$/.exec(t);
  if (apart && TWO_LETTER_AREAS.has(apart[1]!)) return `${apart[1]}${apart[2]!.replace('-', ' ')}`;
  return /^[A-Z]{1,2}\d[A-Z\d]?-\d(?:[A-Z]{2})?$/.test(t) ? t.replace('-', ' ') : t;
}

export function parsePostcodeText(text: string): PostcodeText | null {
  const t = postcodeAsWritten(text);
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

/**
 * "LS6 8E", "ls68e": a full postcode typed up to the first letter of its unit, as a buyer who
 * pressed Enter early, or remembers no more, types it. Its sector's slug and the text as written
 * (upper case, one space); null for any other text.
 */
export function halfTypedUnit(text: string): { sector: string; written: string } | null {
  const m = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d)([A-Z])$/.exec(postcodeAsWritten(text));
  const sector = m ? parsePostcodeText(`${m[1]} ${m[2]}`) : null;
  return sector?.kind === 'sector'
    ? { sector: sector.slug, written: `${m![1]} ${m![2]}${m![3]}` }
    : null;
}

/** A postcode slug as written: `LS6 1` for `ls6/1`, `LS6` for `ls6`. */
export const postcodeLabel = (slug: string): string => slug.replace('/', ' ').toUpperCase();

/** A parsed postcode as written: `LS6 8EF`, `LS6 8`, `LS6`, `LS` (for "ls 6", "ls6-8ef."). */
export const postcodeTextLabel = (pc: PostcodeText): string =>
  pc.kind === 'unit' ? pc.postcode : postcodeLabel(pc.slug);

/** The area letters of a postcode slug: `ls` for `ls6`, `ls6/2` or `ls`. */
export const areaLettersOf = (slug: string): string => /^[a-z]*/.exec(slug)![0];

/** The area letters of a parsed postcode, as a slug: `ls` for LS6 2AB, LS6 2, LS6 or LS. */
export function postcodeAreaOf(pc: PostcodeText): string {
  return areaLettersOf(pc.kind === 'unit' ? pc.district : pc.slug);
}

/** Postcode order: `LS2` before `LS10`, `ls6/1` before `ls6/4`. */
export const comparePostcodes = (a: string, b: string) =>
  a.localeCompare(b, 'en', { numeric: true });

/**
 * The district a central London district with a letter is part of ("w1a" → "w1", "ec1m" →
 * "ec1"), as a slug, or null: W1A offered only the whole W area, though W1 holds lots and sales.
 */
export const letteredDistrictParent = (district: string): string | null =>
  /^([a-z]{1,2}\d)[a-z]$/i.exec(district)?.[1]?.toLowerCase() ?? null;
