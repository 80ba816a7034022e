import type { Queryable } from '#server/db/db.server';
import { townAndCounty } from '#schema/place';
import { recordLotEvents, type LotEventSource } from '#server/lots/lot-events.server';
import type { HistoryEntry, LotChange, LotValues } from './lot-changes';

/** Where a postcode puts a lot: the place and point searches and the map read. */
export interface LotPlace {
  location: string | null;
  location_slug: string | null;
  postcode_district: string | null;
  lat: number | null;
  lng: number | null;
}

export const NO_PLACE: LotPlace = {
  location: null,
  location_slug: null,
  postcode_district: null,
  lat: null,
  lng: null,
};

/**
 * The place of a normalised postcode (`SW1A 1AA`) from the directory's own postcodes and places,
 * as the seed fills them: district → town (`location_slug`, "Town, County"), sector → point. Null
 * when the district is not one the site covers.
 */
export async function resolvePlace(db: Queryable, postcode: string): Promise<LotPlace | null> {
  const [outward = '', inward = ''] = postcode.toLowerCase().split(' ');
  const { rows } = await db.query<{
    district: string;
    location_slug: string | null;
    lat: number | null;
    lng: number | null;
    town: string | null;
    county: string | null;
  }>(
    `SELECT d.slug AS district, d.location_slug, coalesce(s.lat, d.lat) AS lat,
            coalesce(s.lng, d.lng) AS lng, l.name AS town, p.name AS county
     FROM postcodes d
     LEFT JOIN postcodes s ON s.slug = $2 AND s.kind = 'sector'
     LEFT JOIN locations l ON l.slug = d.location_slug
     LEFT JOIN locations p ON p.slug = l.parent_slug
     WHERE d.slug = $1 AND d.kind = 'district'`,
    [outward, `${outward}/${inward.slice(0, 1)}`],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    location: r.town ? townAndCounty(r.town, r.county) : null,
    location_slug: r.location_slug,
    postcode_district: r.district,
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
  };
}

export interface StoredLot extends LotValues {
  id: number;
  lot_number: string | null;
}

const LOT_COLUMNS = `id, lot_number, title, description, property_type, tenure, bedrooms, address,
  postcode, guide_price_min AS guide_min, guide_price_max AS guide_max, lot_status AS status,
  sold_price, auction_method, auction_date, auction_end_date, image_urls, legal_pack_url`;

type LotRow = Omit<StoredLot, 'auction_date' | 'auction_end_date' | 'id'> & {
  id: number | string;
  auction_date: Date | string | null;
  auction_end_date: Date | string | null;
} & Record<string, unknown>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toStoredLot = (r: LotRow): StoredLot => ({
  ...r,
  id: Number(r.id),
  bedrooms: r.bedrooms === null ? null : Number(r.bedrooms),
  auction_date: iso(r.auction_date),
  auction_end_date: iso(r.auction_end_date),
  image_urls: r.image_urls ?? [],
});

/** The lots of one auction, locked for the import that reads them. */
export async function lotsOfAuction(db: Queryable, auctionId: number): Promise<StoredLot[]> {
  const { rows } = await db.query<LotRow>(
    `SELECT ${LOT_COLUMNS} FROM auction_properties WHERE auction_id = $1 ORDER BY id FOR UPDATE`,
    [auctionId],
  );
  return rows.map(toStoredLot);
}

/** One lot, locked (null when there is none). */
export async function lotForUpdate(db: Queryable, id: number): Promise<StoredLot | null> {
  const { rows } = await db.query<LotRow>(
    `SELECT ${LOT_COLUMNS} FROM auction_properties WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ? toStoredLot(rows[0]) : null;
}

const valueParams = (v: LotValues) => [
  v.title,
  v.description,
  v.property_type,
  v.tenure,
  v.bedrooms,
  v.address,
  v.postcode,
  v.guide_min,
  v.guide_max,
  v.status,
  v.sold_price,
  v.auction_method,
  v.auction_date,
  v.auction_end_date,
  v.image_urls,
  v.legal_pack_url,
];

const placeParams = (p: LotPlace) => [
  p.location,
  p.location_slug,
  p.postcode_district,
  p.lat,
  p.lng,
];

export interface Attribution {
  source: LotEventSource;
  actor: string;
}

/** Writes a new lot, its first history entries and its events. */
export async function insertLot(
  db: Queryable,
  lot: {
    houseId: number;
    auctionId: number;
    lotNumber: string;
    values: LotValues;
    place: LotPlace;
  },
  history: HistoryEntry[],
  changes: LotChange[],
  by: Attribution,
): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    `INSERT INTO auction_properties (auction_house_id, auction_id, lot_number, title, description,
       property_type, tenure, bedrooms, address, postcode, guide_price_min, guide_price_max,
       lot_status, sold_price, auction_method, auction_date, auction_end_date, image_urls,
       legal_pack_url, location, location_slug, postcode_district, lat, lng, history)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, $22, $23, $24, $25::jsonb)
     RETURNING id`,
    [
      lot.houseId,
      lot.auctionId,
      lot.lotNumber,
      ...valueParams(lot.values),
      ...placeParams(lot.place),
      JSON.stringify(history),
    ],
  );
  const id = Number(rows[0]!.id);
  await recordLotEvents(
    db,
    changes.map((c) => ({ ...c, lotId: id, ...by })),
  );
  return id;
}

/**
 * Writes a changed lot: its values, its place when `place` is given (the postcode moved),
 * the history entries appended, and the events, in the caller's transaction.
 */
export async function updateLot(
  db: Queryable,
  id: number,
  values: LotValues,
  place: LotPlace | null,
  history: HistoryEntry[],
  changes: LotChange[],
  by: Attribution,
): Promise<void> {
  const placeSql = place
    ? `, location = $19, location_slug = $20, postcode_district = $21, lat = $22, lng = $23`
    : '';
  await db.query(
    `UPDATE auction_properties SET title = $2, description = $3, property_type = $4, tenure = $5,
       bedrooms = $6, address = $7, postcode = $8, guide_price_min = $9, guide_price_max = $10,
       lot_status = $11, sold_price = $12, auction_method = $13, auction_date = $14,
       auction_end_date = $15, image_urls = $16, legal_pack_url = $17,
       history = history || $18::jsonb, updated_at = now()${placeSql}
     WHERE id = $1`,
    [id, ...valueParams(values), JSON.stringify(history), ...(place ? placeParams(place) : [])],
  );
  await recordLotEvents(
    db,
    changes.map((c) => ({ ...c, lotId: id, ...by })),
  );
}
