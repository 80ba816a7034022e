import type { Db, Queryable } from '#server/db/db.server';
import { resolvePlace } from '#server/lots/feeds/lot-store.server';
import { groupBy } from '#schema/group-by';
import { MILES_TO_KM } from '#schema/place';
import { areaLettersOf, postcodeLabel } from './postcode-text';
import { nearestTownWithPostcodes } from './nearby-places.server';
import type { Gazetteer, GazetteerPlace } from './postcode-gazetteer';

/**
 * How far a district's centre may lie from the town it is filed under: the nearest town that
 * already has postcode districts of its own (a post town of our place list). Past it the district
 * has no town: it is still its area's, its circles' and the map's.
 */
export const GAZETTEER_TOWN_KM = 30;

export interface GazetteerReport {
  areasAdded: number;
  districtsAdded: number;
  sectorsAdded: number;
  /** Districts the file covers that the site holds already: left as they are. */
  districtsKept: number;
  /** Lots stored without a place (a postcode of a district we did not hold) now placed. */
  lotsPlaced: number;
}

const mean = (places: readonly GazetteerPlace[], key: 'lat' | 'lng') =>
  places.reduce((s, p) => s + p[key] * p.postcodes, 0) /
  places.reduce((s, p) => s + p.postcodes, 0);

/**
 * Adds the postcode districts (with their sectors, and their area when we hold none of it) that
 * the gazetteer has and the site does not, then places the lots stored without a place whose
 * postcodes lie in them, as the importer places a lot: the district's town, the sector's point.
 * Districts we hold are left as they are, so a second run changes nothing. One transaction.
 */
export async function loadGazetteer(
  db: Db,
  gazetteer: Gazetteer,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<GazetteerReport> {
  const report: GazetteerReport = {
    areasAdded: 0,
    districtsAdded: 0,
    sectorsAdded: 0,
    districtsKept: 0,
    lotsPlaced: 0,
  };
  const apply = async (tx: Queryable) => {
    const { rows } = await tx.query<{ slug: string }>(
      `SELECT slug FROM postcodes WHERE kind IN ('area', 'district')`,
    );
    const held = new Set(rows.map((r) => r.slug));
    const added = gazetteer.districts.filter((d) => !held.has(d.slug));
    report.districtsKept = gazetteer.districts.length - added.length;
    const insert = (
      slug: string,
      kind: string,
      parent: string | null,
      town: string | null,
      p: { lat: number; lng: number },
    ) =>
      tx.query(
        `INSERT INTO postcodes (slug, label, kind, parent_slug, location_slug, lat, lng)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (slug) DO NOTHING`,
        [slug, postcodeLabel(slug), kind, parent, town, p.lat, p.lng],
      );
    const areas = groupBy(added, (d) => areaLettersOf(d.slug));
    for (const [area, districts] of areas) {
      if (held.has(area)) continue;
      await insert(area, 'area', null, null, {
        lat: mean(districts, 'lat'),
        lng: mean(districts, 'lng'),
      });
      report.areasAdded++;
    }
    const sectorsOf = groupBy(gazetteer.sectors, (sector) => sector.slug.split('/')[0]!);
    for (const d of added) {
      const town = await nearestTownWithPostcodes(tx, d, GAZETTEER_TOWN_KM / MILES_TO_KM);
      await insert(d.slug, 'district', areaLettersOf(d.slug), town, d);
      report.districtsAdded++;
      for (const s of sectorsOf.get(d.slug) ?? []) {
        await insert(s.slug, 'sector', d.slug, town, s);
        report.sectorsAdded++;
      }
    }
    if (!added.length) return;
    // The lots of those districts the importer stored without a place (decision 125).
    const { rows: lots } = await tx.query<{ id: string; postcode: string }>(
      `SELECT id::text AS id, postcode FROM auction_properties
        WHERE postcode_district IS NULL AND postcode IS NOT NULL
          AND lower(split_part(postcode, ' ', 1)) = ANY($1::text[])`,
      [added.map((d) => d.slug)],
    );
    for (const lot of lots) {
      const place = await resolvePlace(tx, lot.postcode.toUpperCase());
      if (!place) continue;
      await tx.query(
        `UPDATE auction_properties
            SET location = $2, location_slug = $3, postcode_district = $4, lat = $5, lng = $6,
                updated_at = now()
          WHERE id = $1`,
        [
          lot.id,
          place.location,
          place.location_slug,
          place.postcode_district,
          place.lat,
          place.lng,
        ],
      );
      report.lotsPlaced++;
    }
  };
  if (dryRun) {
    // Counted in a transaction that is rolled back: nothing is written.
    await db
      .transaction(async (tx) => {
        await apply(tx);
        throw ROLLBACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLLBACK) throw err;
      });
  } else await db.transaction(apply);
  return report;
}

const ROLLBACK = new Error('dry run');
