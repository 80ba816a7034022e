import type { Queryable } from '#server/db/db.server';
import type { ResolvedPlace } from '#schema/place';
import { placeKey, placesOfName, placeValue } from './place-match';
import { placeList } from './place-list.server';
import { resolveLotPlace } from './resolve-place.server';
import { parsePostcodeText } from './postcode-text';

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
  return districtsNested(districtSet(a.place), districtSet(b.place));
}

/** The postcode districts (slugs) a place covers, and whether it covers them whole. */
interface DistrictSet {
  districts: readonly string[];
  /** False for a sector or a full postcode: a part of its district. */
  whole: boolean;
  /** A place searched as districts, not a postcode. */
  named: boolean;
}

/**
 * How two places lie by the postcode districts they cover, when both are postcodes or places
 * searched as districts: "headingley" typed with LS6 set is Headingley, searched as LS6, so the
 * sales are the same (it was a street "Headingley" in LS6: "We hold no sales"), under the name
 * typed; "meanwood" (LS6 and LS7) holds LS6, and a neighbourhood of all of E1 holds E1W; LS6 1BD
 * lies within Headingley. Neither, for any other place.
 */
function districtsNested(
  inner: DistrictSet | null,
  outer: DistrictSet | null,
): { within: boolean; holds: boolean } {
  // Two postcodes lie as their own text says (LS6 1BD within LS6 1), not by their districts.
  if (!inner || !outer || (!inner.named && !outer.named)) return { within: false, holds: false };
  const innerHasAll = outer.districts.every((d) => inner.districts.includes(d));
  const outerHasAll = inner.districts.every((d) => outer.districts.includes(d));
  if (outerHasAll && (outer.whole || !innerHasAll)) return { within: true, holds: false };
  if (innerHasAll) return { within: false, holds: true };
  return { within: false, holds: false };
}

/**
 * The districts a place covers: a postcode's own (LS6 for LS6, LS6 1 and LS6 1BD, a part of it but
 * the district), or those of a place searched as districts (a city's neighbourhood, a postcode
 * area, a borough only Land Registry names). Null for any other place.
 */
function districtSet(
  place: Pick<ResolvedPlace, 'kind' | 'label' | 'districts'>,
): DistrictSet | null {
  if (place.districts.length && (place.kind === 'district' || place.kind === 'area'))
    return { districts: place.districts, whole: true, named: true };
  if (!['postcode', 'sector', 'district'].includes(place.kind)) return null;
  const pc = parsePostcodeText(place.label);
  if (!pc || pc.kind === 'area') return null;
  if (pc.kind === 'unit') return { districts: [pc.district], whole: false, named: false };
  const [district, sector] = pc.slug.split('/');
  return { districts: [district!], whole: sector === undefined, named: false };
}

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
