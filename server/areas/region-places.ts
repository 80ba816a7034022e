import { UK_REGIONS, regionMembers } from '#schema/uk-regions';
import { LANDSCAPES } from '#schema/landscapes';
import type { PlaceEntry } from './place-match';

/**
 * A place-list entry of kind `region` for places searched as the members they hold: centred on the
 * middle of their centres, holding postcodes when one of them does. Named alone ("Lots in North
 * West England", not "…, England").
 */
function groupEntry(slug: string, name: string, members: readonly PlaceEntry[]): PlaceEntry {
  const located = members.filter((c) => c.lat !== null && c.lng !== null);
  const mean = (pick: (c: PlaceEntry) => number) =>
    located.length ? located.reduce((sum, c) => sum + pick(c), 0) / located.length : null;
  return {
    slug,
    name,
    kind: 'region',
    parentName: null,
    lat: mean((c) => c.lat!),
    lng: mean((c) => c.lng!),
    population: null,
    hasPostcodes: members.some((c) => c.hasPostcodes !== false),
  };
}

/**
 * England's regions as entries of the place list (they have no `locations` row): matched, offered
 * and resolved as the counties they hold are. A region's centre is the middle of its counties'
 * centres; it holds postcodes when one of its counties does.
 */
export function regionPlaces(places: readonly PlaceEntry[]): PlaceEntry[] {
  const bySlug = new Map(places.map((p) => [p.slug, p]));
  return UK_REGIONS.map((region) => {
    const { within } = regionMembers(region.slug);
    const members = within.flatMap((s) => bySlug.get(s) ?? []);
    const counties = members.filter((c) => c.kind === 'county');
    // Anglesey's towns: centred on them, as a landscape is.
    return groupEntry(region.slug, region.name, counties.length ? counties : members);
  });
}

/**
 * National parks and National Landscapes (schema/landscapes.ts) as entries of the place list:
 * matched, offered and resolved as regions are, from the places they are searched as. Centred on
 * the middle of those places; holding postcodes when one of them does.
 */
export function landscapePlaces(places: readonly PlaceEntry[]): PlaceEntry[] {
  const bySlug = new Map(places.map((p) => [p.slug, p]));
  return LANDSCAPES.map((l) =>
    groupEntry(
      l.slug,
      l.name,
      l.towns.flatMap((s) => bySlug.get(s) ?? []),
    ),
  );
}
