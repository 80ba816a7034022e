import { UK_REGIONS, regionMembers } from '#schema/uk-regions';
import type { PlaceEntry } from './place-match';

/**
 * England's regions as entries of the place list (they have no `locations` row): matched, offered
 * and resolved as the counties they hold are. A region's centre is the middle of its counties'
 * centres; it holds postcodes when one of its counties does.
 */
export function regionPlaces(places: readonly PlaceEntry[]): PlaceEntry[] {
  const bySlug = new Map(places.map((p) => [p.slug, p]));
  return UK_REGIONS.map((region) => {
    const { within } = regionMembers(region.slug);
    const counties = within.flatMap((s) => bySlug.get(s) ?? []).filter((c) => c.kind === 'county');
    const located = counties.filter((c) => c.lat !== null && c.lng !== null);
    const mean = (pick: (c: PlaceEntry) => number) =>
      located.length ? located.reduce((sum, c) => sum + pick(c), 0) / located.length : null;
    return {
      slug: region.slug,
      name: region.name,
      kind: 'region' as const,
      // Named alone: "Lots in North West England", not "…, England".
      parentName: null,
      lat: mean((c) => c.lat!),
      lng: mean((c) => c.lng!),
      population: null,
      hasPostcodes: counties.some((c) => c.hasPostcodes !== false),
    };
  });
}
