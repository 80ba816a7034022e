import type { Queryable } from '#server/db/db.server';
import { areaDistricts } from './area-tree.server';
import { areaLettersOf, spacelessSectorOf } from './postcode-text';

const districtNumber = (slug: string) => Number(/\d+/.exec(slug)?.[0] ?? NaN);

/**
 * The sector a district we hold no row of was most likely meant as, typed without its space
 * ("ls61": LS6 1), as a slug; null when it reads only as itself. It is offered, never read in its
 * place, and only when the district's number is above every one we hold in its area: LS districts
 * end at LS29, so "LS61" is no district, while "E15" (Stratford, between E14 and E16) is a real
 * one we may simply hold nothing in.
 */
export async function spacelessSectorMeant(db: Queryable, slug: string): Promise<string | null> {
  const sector = spacelessSectorOf(slug);
  if (!sector) return null;
  const held = await areaDistricts(db, areaLettersOf(slug));
  if (held.includes(slug)) return null;
  const number = districtNumber(slug);
  return held.length && held.every((d) => districtNumber(d) < number) ? sector : null;
}
