import { regionMembers } from '#schema/uk-regions';
import {
  escapeLike,
  MILES_TO_KM,
  widenedBox,
  type PlaceKind,
  type ResolvedPlace,
} from '#schema/place';

/*
 * The graph `where` of a resolved place's lots. Server only: a region's and a landscape's members
 * (schema/uk-regions.ts, schema/landscapes.ts, ≈ 4.5 KB gzip) are tables the browser never needs,
 * and this module is what reached them from the first load through schema/place.ts.
 */

/** Lots of a place and every place under it, by the hierarchical `location_slug`. */
export const placeLotsWhere = (slug: string) => ({
  _or: [{ location_slug: { _eq: slug } }, { location_slug: { _like: `${escapeLike(slug)}/%` } }],
});

/**
 * Lots of a place and of the districts it borrows (a suburb filed under its post town: Didsbury's
 * M20 is Manchester's, borrowed-districts.ts); of the place alone when it borrows none.
 */
export const suburbLotsWhere = (slug: string, borrowed: readonly string[]) =>
  borrowed.length
    ? { _or: [placeLotsWhere(slug), { postcode_district: { _in: [...borrowed] } }] }
    : placeLotsWhere(slug);

/**
 * Lots of an English region (schema/uk-regions.ts): under its counties as a county's are, and its
 * towns filed under another region's county, but not that county's towns another region holds.
 * Counties by prefix (a handful of patterns), towns by name (no pattern work), so the location
 * index answers each part.
 */
export function regionLotsWhere(slug: string): Record<string, unknown> {
  const { counties, towns, except } = regionPlaces(slug);
  const inside = {
    _or: [
      ...counties.map(placeLotsWhere),
      ...(towns.length ? [{ location_slug: { _in: towns } }] : []),
    ],
  };
  return except.length ? { _and: [inside, { location_slug: { _nin: except } }] } : inside;
}

/** A region's counties (whose places are its own), its towns filed elsewhere, and the exceptions. */
export function regionPlaces(slug: string): {
  counties: string[];
  towns: string[];
  except: string[];
} {
  const { within, except } = regionMembers(slug);
  return {
    counties: within.filter((s) => s.split('/').length === 2),
    towns: within.filter((s) => s.split('/').length > 2),
    except,
  };
}

/** Matches no lot (an empty `_or` is false): an unknown place finds nothing rather than look-alikes. */
export const NO_LOTS_WHERE = { _or: [] };

/** Places a buyer cannot stand in the middle of: a circle around their centre reads wrong. */
export const WIDE_KINDS: ReadonlySet<PlaceKind> = new Set(['county', 'region', 'country', 'area']);

/**
 * The lots a resolved place covers, as a graph `where` on auction_properties. Within a radius, the
 * place's own lots and those around it: the circle round its centre, and for a wide place (a
 * county, region, country or postcode area) its land's boxes widened by the radius (`areaBoxes`:
 * its points' boxes on a grid, decision 155). The edge is a box's, not the boundary's (we hold no
 * boundaries), so a little more may come in at a cell's corner. A circle round Kent's centre alone
 * found 1 lot "within 10 miles of Kent" where Kent holds 21, and none within 25 miles of Wales.
 */
export function placeWhere(place: ResolvedPlace): Record<string, unknown> {
  // A district or sector only our lots' postcodes place (decision 125): no row, no point to circle.
  if (place.postcodePrefix) return { postcode: { _like: `${escapeLike(place.postcodePrefix)}%` } };
  const own = ownLotsWhere(place);
  if (!place.centre || !place.radiusMiles) return own;
  const near = { _near: { ...place.centre, km: place.radiusMiles * MILES_TO_KM } };
  const miles = place.radiusMiles;
  const boxes = WIDE_KINDS.has(place.kind) ? (place.areaBoxes ?? []) : [];
  return {
    _or: [
      own,
      near,
      // One condition however many boxes (England's 48 counties were 96 comparisons).
      ...(boxes.length ? [{ _within_boxes: boxes.map((land) => widenedBox(land, miles)) }] : []),
    ],
  };
}

/** The lots in the place itself. */
function ownLotsWhere(place: ResolvedPlace): Record<string, unknown> {
  switch (place.kind) {
    case 'postcode':
      return { postcode: { _eq: place.slug } };
    case 'sector': {
      const [district = ''] = place.slug.split('/');
      return {
        postcode_district: { _eq: district },
        postcode: { _ilike: `${escapeLike(place.label)}%` },
      };
    }
    case 'district':
      // "SW1": its lettered districts (SW1A … SW1Y), as an area's.
      return place.districts.length
        ? { postcode_district: { _in: place.districts } }
        : { postcode_district: { _eq: place.slug } };
    case 'area':
      return place.districts.length
        ? { postcode_district: { _in: place.districts } }
        : NO_LOTS_WHERE;
    case 'region':
      return regionLotsWhere(place.slug);
    default:
      return suburbLotsWhere(place.slug, place.districts);
  }
}
