import { UK_REGIONS } from '#schema/uk-regions';
import { regionPlaces } from '#server/areas/place-where';
import { escapeLike } from '#schema/place';

/**
 * The places of a region an auction house says it covers (`auction_houses.regions_covered`: the
 * ONS regions of England, "London", and the nations), as `locations.slug` prefixes and towns; null
 * for a name we do not know.
 */
function coveredPlaces(
  region: string,
): { prefixes: string[]; towns: string[]; except: string[] } | null {
  const key = region.trim().toLowerCase();
  if (key === 'london') return { prefixes: ['england/greater-london'], towns: [], except: [] };
  const nation = { wales: 'wales', scotland: 'scotland', 'northern ireland': 'northern-ireland' }[
    key
  ];
  if (nation) return { prefixes: [nation], towns: [], except: [] };
  const found = UK_REGIONS.find(
    (r) =>
      r.slug.startsWith('england/') &&
      (r.name.toLowerCase() === key ||
        r.name.toLowerCase() === `${key} england` ||
        r.name.toLowerCase() === `${key} region` ||
        r.aliases.includes(key)),
  );
  if (!found) return null;
  const { counties, towns, except } = regionPlaces(found.slug);
  return { prefixes: counties, towns, except };
}

/**
 * SQL true for an auction (`a`) of a region: one of its lots lies there, or, while none of its
 * lots has a place (a catalogue not yet out), its house (`h`) says it covers the region. The
 * calendar's "Scotland" listed every auction of a house covering all twelve regions, Yorkshire
 * sales included. `param(value)` adds a parameter and returns its placeholder.
 */
export function auctionInRegionSql(region: string, param: (value: unknown) => string): string {
  const places = coveredPlaces(region);
  const covers = `${param(region)} = ANY(h.regions_covered)`;
  const unplaced = `NOT EXISTS (SELECT 1 FROM auction_properties p
      WHERE p.auction_id = a.id AND p.location_slug IS NOT NULL)`;
  if (!places) return `(${covers} AND ${unplaced})`;
  const like = places.prefixes.map((s) => `${escapeLike(s)}/%`);
  const lotThere = `EXISTS (SELECT 1 FROM auction_properties p
      WHERE p.auction_id = a.id
        AND (p.location_slug = ANY(${param(places.prefixes)}::text[])
          OR p.location_slug LIKE ANY(${param(like)}::text[])
          OR p.location_slug = ANY(${param(places.towns)}::text[]))
        AND NOT (p.location_slug = ANY(${param(places.except)}::text[])))`;
  return `(${lotThere} OR (${covers} AND ${unplaced}))`;
}
