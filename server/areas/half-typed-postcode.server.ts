import type { Queryable } from '#server/db/db.server';
import type { SoldSearchOffers } from '#shared/payloads/area-data';
import { hrefWith } from '#shared/links/href-with';
import { halfTypedUnit, postcodeLabel } from './postcode-text';
import { countedSoldOffer } from './sold-offer.server';

/** At most this many of the postcodes a half-typed one begins are offered, most sales first. */
const UNITS_OFFERED = 3;

/**
 * "LS6 8E" in the sold-price search: no postcode is written so, and it found nothing, saying "No
 * street or place called ‘LS6 8E’". The postcodes it begins that we hold sales of (LS6 8EF, …),
 * most sales first, then its sector's sales (LS6 8), each counted. Null for any other text, or
 * when the sector holds no sale.
 */
export async function halfTypedPostcodeOffers(
  db: Queryable,
  text: string,
  pageSearch: string,
): Promise<SoldSearchOffers | null> {
  const half = halfTypedUnit(text);
  if (!half) return null;
  const { rows } = await db.query<{ postcode: string }>(
    `SELECT postcode FROM sold_house_prices
      WHERE postcode_sector = $1 AND postcode LIKE $2
      GROUP BY postcode ORDER BY count(*) DESC, postcode LIMIT $3`,
    [half.sector, `${half.written}%`, UNITS_OFFERED],
  );
  const places = [...rows.map((r) => r.postcode), postcodeLabel(half.sector)];
  const offers = await Promise.all(
    places.map((place) =>
      countedSoldOffer(
        db,
        hrefWith(
          { pathname: '', search: pageSearch },
          { search: null, location: place, page: null },
        ),
        place,
      ),
    ),
  );
  const finding = offers.filter((o) => o.count > 0);
  return finding.length
    ? { text: half.written, filtersRead: false, halfPostcode: true, offers: finding }
    : null;
}
