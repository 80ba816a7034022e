import { UK_REGIONS } from '#schema/uk-regions';
import { FOR_SALE, countLots, under } from './lot-truth';
import { districtsOf, soldCount } from './sold-price-search';
import type { TestApp } from './test-app';

/** The places a name grouping places (schema/place-groups.ts) is searched as. */
export const groupOf = (slug: string): readonly string[] =>
  UK_REGIONS.find((r) => r.slug === slug)!.groups!;

/** The lots for sale under any of the place slugs, counted in SQL. */
export const lotsUnder = (t: TestApp, slugs: readonly string[]) =>
  countLots(t, `${FOR_SALE} AND (${slugs.map(under).join(' OR ')})`);

/** The sales of the postcode districts of a group's places, counted in SQL. */
export async function groupSoldCount(t: TestApp, slug: string): Promise<number> {
  const districts = [
    ...new Set((await Promise.all(groupOf(slug).map((s) => districtsOf(t, s)))).flat()),
  ];
  return soldCount(t, 'postcode_district = ANY($1::text[])', [districts]);
}
