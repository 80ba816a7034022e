/**
 * What a buyer's words mean for lots, in SQL over `auction_properties a`, written from the rules
 * (issue 13, SPEC §4) rather than from the product's filter code, so search-quality tests compare
 * the results page with an independent answer. Values come from the seeded data or this file,
 * never from a visitor, so they are inlined (quoted).
 */

import type { TestApp } from './test-app';

export const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** How many lots meet the condition (SQL over `auction_properties a`). */
export async function countLots(t: TestApp, where: string): Promise<number> {
  const { rows } = await t.db.query<{ n: string }>(
    `SELECT count(*) AS n FROM auction_properties a WHERE ${where}`,
  );
  return Number(rows[0]!.n);
}

/** When bidding closes: the end of a Modern or online sale, else the auction day. */
export const CLOSES = 'coalesce(a.auction_end_date, a.auction_date)';
const STORED = "lower(btrim(coalesce(a.lot_status, '')))";
const HAS_RESULT = `${STORED} IN ('sold', 'unsold', 'withdrawn', 'postponed')`;

/**
 * When a sale is over: an online sale's end, else the end of its room sale's London day (a room
 * sale runs its day, decision 154), written here without the `sale_ends()` function it checks.
 */
const OVER = `coalesce(a.auction_end_date,
  (date_trunc('day', a.auction_date AT TIME ZONE 'Europe/London') + interval '1 day') AT TIME ZONE 'Europe/London')`;

/** For sale: no result recorded and the sale not over (or not dated yet). */
export const FOR_SALE = `(NOT ${HAS_RESULT} AND (${OVER} > now() OR ${CLOSES} IS NULL))`;
/** Every lot whose auction is over, whatever its result (a withdrawal before it is not one). */
export const PAST = `${OVER} <= now()`;
/** Auction over, no result recorded yet. */
export const AWAITING = `(NOT ${HAS_RESULT} AND ${OVER} <= now())`;
export const resultIs = (result: 'sold' | 'unsold' | 'withdrawn' | 'postponed') =>
  `${STORED} = ${lit(result)}`;

/** A place and every place under it in the slug tree (`england/kent` → its towns). */
export const under = (slug: string) =>
  `(a.location_slug = ${lit(slug)} OR a.location_slug LIKE ${lit(`${slug}/%`)})`;

/** Postcodes as written on the lot: area letters, outward code, sector (outward + first digit). */
/** A guide range reaching into a price band (listing-where.ts): its upper figure, else its only one, from `n`. */
export const guideFrom = (n: number) => `coalesce(a.guide_price_max, a.guide_price_min) >= ${n}`;
/** Its lower figure up to `n`. */
export const guideUpTo = (n: number) => `a.guide_price_min <= ${n}`;

/** Sold at a price we hold: what it sold for is its price, not its guide. */
const SOLD_PRICED = `lower(btrim(coalesce(a.lot_status, ''))) = 'sold' AND a.sold_price IS NOT NULL`;
/** A price band over lots that may have sold: a sold lot by what it sold for, any other by its guide. */
export const priceFrom = (n: number) =>
  `((${SOLD_PRICED} AND a.sold_price >= ${n}) OR (NOT (${SOLD_PRICED}) AND ${guideFrom(n)}))`;
export const priceUpTo = (n: number) =>
  `((${SOLD_PRICED} AND a.sold_price <= ${n}) OR (NOT (${SOLD_PRICED}) AND ${guideUpTo(n)}))`;

export const inPostcodeArea = (area: string) =>
  `upper(a.postcode) ~ ${lit(`^${area.toUpperCase()}[0-9]`)}`;
export const inDistrict = (district: string) =>
  `upper(split_part(a.postcode, ' ', 1)) = ${lit(district.toUpperCase())}`;
export const inSector = (sector: string) => `upper(a.postcode) LIKE ${lit(`${sector}%`)}`;

/** Lot types, spelt out as a buyer would list them (not read from schema/property-types.ts). */
export const TYPES = {
  houses: ['Detached house', 'Semi-detached house', 'Terraced house'],
  flats: ['Flat', 'Maisonette'],
  bungalows: ['Bungalow'],
  land: ['Land', 'Development site'],
  commercial: ['Commercial'],
  mixedUse: ['Mixed use'],
  garages: ['Garage'],
};
export const typeIn = (...types: string[]) => `a.property_type IN (${types.map(lit).join(', ')})`;

/** Closing on a UK calendar day from `from` to `to`, inclusive. */
export const closesBetween = (from: string | null, to: string | null) =>
  [
    from ? `(${CLOSES} AT TIME ZONE 'Europe/London')::date >= ${lit(from)}::date` : 'TRUE',
    to ? `(${CLOSES} AT TIME ZONE 'Europe/London')::date <= ${lit(to)}::date` : 'TRUE',
  ].join(' AND ');

/** Title, address, town, postcode and description match the words (English stemming), as a search box should. */
export const mentions = (words: string) =>
  `to_tsvector('english', concat_ws(' ', a.title, a.address, a.location, a.postcode, a.description)) @@ plainto_tsquery('english', ${lit(words)})`;

/** All of them. */
export const all = (...conditions: string[]) => conditions.map((c) => `(${c})`).join(' AND ');
