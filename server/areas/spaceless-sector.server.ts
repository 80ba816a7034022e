import type { Queryable } from '#server/db/db.server';
import { areaDistricts } from './area-tree.server';
import { isDistrictNumber } from './postcode-districts';
import { areaLettersOf, spacelessSectorOf } from './postcode-text';

const districtNumber = (slug: string) => Number(/\d+/.exec(slug)?.[0] ?? NaN);

/**
 * The sector a district we hold no row of was most likely meant as, typed without its space
 * ("ls61": LS6 1), as a slug; null when it reads only as itself. It is offered, never read in its
 * place, and only when the number is no district of its area (isDistrictNumber): LS districts
 * end at LS29, so "LS61" is no district, and PO skips from PO22 to PO30, so "PO25" is PO2 5; while
 * "LS18" (Horsforth) and "E15" (Stratford) are real ones we may simply hold nothing in. It had been
 * any number above every district we hold: "LS18" offered LS1 8, the centre of Leeds, and "PO30"
 * (Newport, Isle of Wight) PO3 0 in Portsmouth.
 */
export async function spacelessSectorMeant(db: Queryable, slug: string): Promise<string | null> {
  const sector = spacelessSectorOf(slug);
  if (!sector || isDistrictNumber(areaLettersOf(slug), districtNumber(slug)) !== false) return null;
  const held = await areaDistricts(db, areaLettersOf(slug));
  return held.includes(slug) ? null : sector;
}
