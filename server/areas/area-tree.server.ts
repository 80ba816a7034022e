import { postTownOfArea } from '#schema/postcode-area-towns';
import { lotAvailableSql } from '#server/graph/lot-state.server';
import { LOT_AVAILABLE } from '#schema/lot-status';
import type { Queryable } from '#server/db/db.server';
import { escapeLike } from '#schema/place';
import { comparePostcodes } from './postcode-text';
import { regionMembers } from '#schema/uk-regions';
import { borrowedDistricts } from './borrowed-districts';
import { COUNTY_CORRECTIONS } from '#server/db/seed/directory/county-corrections';
import type { PostcodePoint } from './district-group.server';

/**
 * Reads of the place and postcode hierarchies that the data graph cannot give in one page (its
 * lists stop at 100 rows; a county has up to 130 towns, England 47 counties and 400+ districts).
 * The tables are small (thousands of rows), so these are cheap.
 */

export type PlaceRow = {
  slug: string;
  name: string;
  kind: 'country' | 'county' | 'town';
  parent_slug: string | null;
};

/** Available lots (the one definition of available) under a place, by the place's slug prefix. */
const AVAILABLE = lotAvailableSql('auction_properties');

/** `$1` = the place's slug, `$2` = the LIKE pattern of everything below it. */
const underParams = (slug: string) => [slug, `${escapeLike(slug)}/%`];

/**
 * Postcode districts of a place and every place under it, in postcode order, with those we hold of
 * the districts it borrows (a suburb filed under its post town, borrowed-districts.ts). "Under" is
 * the byte range from `slug/` to `slug0` ('0' follows '/'), which the index
 * `postcodes_district_place` (migration 042) answers with one plan for every slug; a LIKE pattern
 * as a parameter cannot.
 */
export async function placeDistricts(db: Queryable, slug: string): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT slug FROM postcodes WHERE kind = 'district'
       AND (location_slug = $1 OR (location_slug ~>=~ $2 AND location_slug ~<~ $3)
            OR slug = ANY($4::text[]))`,
    [slug, `${slug}/`, `${slug}0`, borrowedDistricts(slug)],
  );
  return rows.map((r) => r.slug).sort(comparePostcodes);
}

/** The districts we hold of those a place borrows (borrowed-districts.ts), in postcode order. */
export async function borrowedDistrictsHeld(db: Queryable, slug: string): Promise<PostcodePoint[]> {
  const borrowed = borrowedDistricts(slug);
  if (!borrowed.length) return [];
  const { rows } = await db.query<PostcodePoint>(
    `SELECT slug, label, lat, lng FROM postcodes WHERE kind = 'district' AND slug = ANY($1::text[])`,
    [borrowed],
  );
  return rows.sort((a, b) => comparePostcodes(a.slug, b.slug));
}

/**
 * Postcode districts of an English region (schema/uk-regions.ts): its counties' and towns', but
 * for the towns another region holds. One read of the few thousand district rows.
 */
export async function regionDistricts(db: Queryable, slug: string): Promise<string[]> {
  const { within, except } = regionMembers(slug);
  const { rows } = await db.query<{ slug: string }>(
    `SELECT slug FROM postcodes WHERE kind = 'district'
       AND (location_slug = ANY($1::text[]) OR location_slug LIKE ANY($2::text[]))
       AND NOT location_slug = ANY($3::text[])`,
    [within, within.map((s) => `${escapeLike(s)}/%`), except],
  );
  return rows.map((r) => r.slug).sort(comparePostcodes);
}

/**
 * The name of the place a postcode belongs to ("Leeds" for LS6), to say where it is; a postcode
 * area's post town ("London" for SW, not the place it is filed under, Greater London).
 */
export async function postcodePlace(db: Queryable, slug: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string; kind: string; label: string }>(
    `SELECT l.name, p.kind, p.label FROM postcodes p JOIN locations l ON l.slug = p.location_slug
      WHERE p.slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return null;
  return (row.kind === 'area' && postTownOfArea(row.label)) || row.name;
}

/** Postcode districts of a postcode area. */
export async function areaDistricts(db: Queryable, area: string): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    "SELECT slug FROM postcodes WHERE kind = 'district' AND parent_slug = $1 ORDER BY slug",
    [area],
  );
  return rows.map((r) => r.slug);
}

/** A place and its ancestors, root first (slugs are hierarchical: `england/kent/ash`). */
export async function placeWithAncestors(db: Queryable, slug: string): Promise<PlaceRow[]> {
  const parts = slug.split('/');
  const chain = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  const { rows } = await db.query<PlaceRow>(
    'SELECT slug, name, kind, parent_slug FROM locations WHERE slug = ANY($1::text[])',
    [chain],
  );
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const found = chain.map((s) => bySlug.get(s));
  return found.every(Boolean) ? (found as PlaceRow[]) : [];
}

export type ChildPlace = {
  slug: string;
  name: string;
  /** Available lots in this place and below it. */
  lots: number;
};

/** Whether any lot, of any status, has stood in a place or a place under it. */
export async function placeEverHeldLots(db: Queryable, slug: string): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM auction_properties
       WHERE location_slug = $1 OR location_slug LIKE $2) AS held`,
    underParams(slug),
  );
  return rows[0]?.held === true;
}

/**
 * Whether some lot, of any status, has stood in any of the places (or under them): a region's or
 * a group's members.
 */
export async function placesEverHeldLots(
  db: Queryable,
  slugs: readonly string[],
): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM auction_properties
       WHERE location_slug = ANY($1::text[]) OR location_slug LIKE ANY($2::text[])) AS held`,
    [slugs, slugs.map((s) => `${escapeLike(s)}/%`)],
  );
  return rows[0]?.held === true;
}

/** The places directly under `slug`, by name, each with its count of available lots. */
export async function childPlaces(db: Queryable, slug: string): Promise<ChildPlace[]> {
  const depth = slug.split('/').length + 1;
  const { rows } = await db.query<ChildPlace>(
    `SELECT l.slug, l.name, coalesce(c.n, 0)::int AS lots
       FROM locations l
       LEFT JOIN (
         SELECT array_to_string((string_to_array(location_slug, '/'))[1:$3], '/') AS slug, count(*) AS n
           FROM auction_properties WHERE location_slug LIKE $2 AND ${AVAILABLE} GROUP BY 1
       ) c ON c.slug = l.slug
      WHERE l.parent_slug = $1
      ORDER BY l.name, l.slug`,
    [...underParams(slug), depth],
  );
  return rows;
}

/** Countries and their counties, for /locations. */
export async function countriesAndCounties(db: Queryable): Promise<PlaceRow[]> {
  const { rows } = await db.query<PlaceRow>(
    "SELECT slug, name, kind, parent_slug FROM locations WHERE kind IN ('country', 'county') ORDER BY kind <> 'country', name",
  );
  return rows;
}

export type PostcodeAreaRow = {
  slug: string;
  label: string;
  place: string | null;
};

/** Every postcode area with the place it is named after, for /postcodes. */
export async function postcodeAreas(db: Queryable): Promise<PostcodeAreaRow[]> {
  const { rows } = await db.query<PostcodeAreaRow>(
    `SELECT p.slug, p.label, l.name AS place FROM postcodes p
       LEFT JOIN locations l ON l.slug = p.location_slug
      WHERE p.kind = 'area' ORDER BY p.slug`,
  );
  return rows;
}

/**
 * The page a town's old address moved to: "/locations/england/wiltshire/frome" is Frome,
 * Somerset since border towns were filed under their own county (county-corrections.ts, keyed by
 * the old county and the town). Null for any other address, and when no such town is held.
 */
export async function townMovedTo(db: Queryable, slug: string): Promise<string | null> {
  const [country, county, town, ...rest] = slug.split('/');
  if (!country || !county || !town || rest.length) return null;
  const key = `${county}/${town}`;
  if (!Object.hasOwn(COUNTY_CORRECTIONS, key)) return null;
  const moved = `${country}/${COUNTY_CORRECTIONS[key]}/${town}`;
  const { rows } = await db.query("SELECT 1 FROM locations WHERE kind = 'town' AND slug = $1", [
    moved,
  ]);
  return rows.length ? moved : null;
}

/** Where an area's lots are: `location_slug` under a place (shared with the lot search). */
export { placeLotsWhere, suburbLotsWhere } from './place-where';

/** Available lots, for every area page. */
export const AVAILABLE_LOTS_WHERE = {
  lot_status: { _eq: LOT_AVAILABLE },
};
