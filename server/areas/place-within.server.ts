import type { Queryable } from '#server/db/db.server';
import type { ResolvedPlace } from '#schema/place';
import { placeKey, placesOfName, placeValue } from './place-match';
import { placeList } from './place-list.server';
import { resolveLotPlace } from './resolve-place.server';
import { letteredDistrictParent, parsePostcodeText, postcodeLabel } from './postcode-text';

/**
 * Whether a place lies within another: under it in our tree ("leeds" in West Yorkshire), or
 * named with it as where it is (a neighbourhood of that town, "headingley" in Leeds; a postcode
 * district of it, LS6).
 */
export function placeWithin(
  place: Pick<ResolvedPlace, 'slug' | 'context'>,
  outer: Pick<ResolvedPlace, 'slug' | 'label'>,
): boolean {
  return (
    place.slug.startsWith(`${outer.slug}/`) ||
    (place.context != null && placeKey(place.context) === placeKey(outer.label))
  );
}

/**
 * How the places two values name lie, each resolved once: `within` when the inner lies within
 * the outer ("headingley" in Leeds), `holds` when the outer lies within the inner ("leeds" holds
 * LS6).
 */
export async function placesNested(
  db: Queryable,
  inner: string,
  outer: string,
): Promise<{ within: boolean; holds: boolean }> {
  const [a, b] = await Promise.all([resolveLotPlace(db, inner), resolveLotPlace(db, outer)]);
  if (!a.found || !b.found) return { within: false, holds: false };
  const within = placeWithin(a.place, b.place);
  const holds = placeWithin(b.place, a.place);
  if (within || holds) return { within, holds };
  // "headingley" typed with LS6 set: Headingley is searched as LS6, so the sales are the same
  // (it was a street "Headingley" in LS6: "We hold no sales"); "meanwood" (LS6 and LS7) holds it.
  const inside = postcodeDistrict(a.place);
  const around = postcodeDistrict(b.place);
  if (inside && takesIn(b.place, inside)) return { within: true, holds: false };
  if (around && takesIn(a.place, around))
    return a.place.districts.length === 1 && b.place.label === postcodeLabel(around)
      ? { within: true, holds: false }
      : { within: false, holds: true };
  return { within: false, holds: false };
}

/**
 * The postcode district (a slug) a postcode lies in: `ls6` for LS6, LS6 1 and LS6 1BD; null for
 * any other place, and for one searched as districts (kind `district` too, with its districts).
 */
function postcodeDistrict(
  place: Pick<ResolvedPlace, 'kind' | 'label' | 'districts'>,
): string | null {
  if (!['postcode', 'sector', 'district'].includes(place.kind) || place.districts.length)
    return null;
  const pc = parsePostcodeText(place.label);
  if (!pc || pc.kind === 'area') return null;
  return pc.kind === 'unit' ? pc.district : pc.slug.split('/')[0]!;
}

/**
 * Whether a place searched as postcode districts (a city's neighbourhood, a borough only Land
 * Registry names: `kind` district) takes in this district, or the one a lettered district is part of.
 */
const takesIn = (place: Pick<ResolvedPlace, 'kind' | 'districts'>, district: string) =>
  place.kind === 'district' &&
  place.districts.some((d) => d === district || d === letteredDistrictParent(district));

/**
 * Whether the place a value names ("Richmond, North Yorkshire", or its slug) is called by the
 * words ("richmond"), though the words alone would name another (Richmond, London).
 */
export async function placeNamedAs(db: Queryable, value: string, words: string): Promise<boolean> {
  if (placeKey(value.split(',')[0]!) === placeKey(words)) return true;
  const page = await resolveLotPlace(db, value);
  return page.found && placeKey(page.place.label) === placeKey(words);
}

/**
 * The place of this name that lies within another, when the name alone means one elsewhere:
 * "clifton" typed with Bedfordshire in the Location box is Clifton, Bedfordshire, not Bristol's
 * neighbourhood the name alone is (decision 144); "kennington" with Kent is Kent's. Null when no
 * place of the name lies within it.
 */
export async function namesakeWithin(
  db: Queryable,
  words: string,
  outer: string | ResolvedPlace,
): Promise<ResolvedPlace | null> {
  const places = await placeList(db);
  const named = placesOfName(places, words);
  if (!named.length) return null;
  const page = typeof outer === 'string' ? await resolvedPlace(db, outer) : outer;
  const inside = page ? named.find((p) => p.slug.startsWith(`${page.slug}/`)) : undefined;
  if (!inside) return null;
  const found = await resolvedPlace(db, placeValue(places, inside));
  return found?.slug === inside.slug ? found : null;
}

/** The place a value names, or null. */
async function resolvedPlace(db: Queryable, value: string): Promise<ResolvedPlace | null> {
  const found = await resolveLotPlace(db, value);
  return found.found ? found.place : null;
}
