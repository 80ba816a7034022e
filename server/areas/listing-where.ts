import { plusDays, ukMidnightIso } from '#schema/uk-clock';
import { SOLD_PRICE_STATUSES, STATUS_FILTERS } from '#schema/lot-status';
import { MILES_TO_KM, type ResolvedPlace } from '#schema/place';
import { parseTypeChoice, typesOf } from '#schema/property-types';
import { NEAR_DEFAULT_MILES } from '#schema/map-view';
import { lotTextWhere } from '#schema/lot-search-text';
import { saidDays } from '#schema/said-when';
import { londonDayOf } from '#schema/london-time';
import type { ListingQuery } from '#schema/listing-query';
import { NO_LOTS_WHERE, placeWhere } from './place-where';

/**
 * On the date a card shows (SPEC §9: the end date of Modern auctions, else the auction date), in
 * a range of UK days: each day from its London midnight (ukMidnightIso).
 */
const plusHours = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

const closingDate = (cmp: Record<string, string>) => ({ closes_at: cmp });

/**
 * URL query → Hasura-style `where` for lots: the one filter builder of the results page, the map
 * and saved searches. `location` arrives resolved by the server (`place`, schema/place.ts): lots
 * of that place, postcode or circle; a location that names no place matches no lot.
 */
export function listingWhere(
  q: ListingQuery,
  place?: ResolvedPlace | null,
  /**
   * The request's clock, when the database should be helped: lots for sale close no more than
   * 25 hours before it (or have no date), the bound of `lot_state()`'s rule written on `closes_at` so
   * its index answers.
   * `closing` days count from its UK day (from the time of the call when it is not given).
   */
  now?: Date,
): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (q.search) and.push(...lotTextWhere(q.search));
  if (q.near)
    and.push({
      _near: { lat: q.near[0], lng: q.near[1], km: (q.radius ?? NEAR_DEFAULT_MILES) * MILES_TO_KM },
    });
  if (q.location) and.push(place ? placeWhere(place) : NO_LOTS_WHERE);
  const types = typesOf(q.property_type.flatMap((v) => parseTypeChoice(v) ?? []));
  if (types.length) and.push({ property_type: { _in: types } });
  const states = STATUS_FILTERS[q.lot_status].states;
  // A sale ends at most 25 hours after its closing time (a room sale runs its London day, decision
  // 154; the day the clocks go back has 25 hours), so the index reads from 25 hours back; the
  // state (lot_state) decides within it.
  if (now && q.lot_status === 'available')
    and.push({
      _or: [
        { closes_at: { _gt: plusHours(now, -25).toISOString() } },
        { closes_at: { _is_null: true } },
      ],
    });
  // Past auctions are auctions that have closed: a lot withdrawn from (or sold before) an auction
  // still ahead is not one, nor a lot of a room sale under way. Every lot of a closed sale has a
  // result or awaits one, so the date and the phase say it all.
  if (now && q.lot_status === 'ended')
    and.push({ closes_at: { _lte: now.toISOString() } }, { sale_phase: { _eq: 'closed' } });
  else if (states.length === 1) and.push({ lot_status: { _eq: states[0] } });
  else if (states.length) and.push({ lot_status: { _in: states } });
  if (q.bedrooms !== undefined) and.push({ bedrooms: { _gte: q.bedrooms } });
  if (q.bedrooms_max !== undefined) and.push({ bedrooms: { _lte: q.bedrooms_max } });
  if (q.tenure.length) and.push({ tenure: { _in: q.tenure } });
  if (q.auction_method.length) and.push({ auction_method: { _in: q.auction_method } });
  if (q.auction_house !== undefined) and.push({ auction_house_id: { _eq: q.auction_house } });
  if (q.auction_from) and.push(closingDate({ _gte: ukMidnightIso(q.auction_from) }));
  if (q.auction_to) and.push(closingDate({ _lt: ukMidnightIso(plusDays(q.auction_to, 1)) }));
  if (q.closing) {
    const days = saidDays(q.closing, londonDayOf(now ?? new Date()));
    and.push(closingDate({ _gte: ukMidnightIso(days.from) }));
    and.push(closingDate({ _lt: ukMidnightIso(plusDays(days.to, 1)) }));
  }
  and.push(...priceWhere(q));
  return { _and: and };
}

/** A lot sold at a price we hold: what it sold for is its price, as its card and the order say. */
const SOLD_AT_A_PRICE = { lot_status: { _eq: 'Sold' }, sold_price: { _is_null: false } };
/** Any other lot (a status of NULL too: `_not` of the above would leave those out). */
const NOT_SOLD_AT_A_PRICE = {
  _or: [
    { lot_status: { _neq: 'Sold' } },
    { lot_status: { _is_null: true } },
    { sold_price: { _is_null: true } },
  ],
};

/**
 * The price range. A guide is a range ("£245,000 – £290,000"): a lot is in a price band when its
 * range reaches into it ("from £250,000" kept out a lot guided to £290,000 for its lower figure).
 * A sold lot's price is what it sold for: "Sold" up to £100,000 listed 102 lots whose cards said
 * "Sold for" more, by their guides.
 */
function priceWhere(q: ListingQuery): Record<string, unknown>[] {
  const [min, max] = [q.guide_price_min, q.guide_price_max];
  const guide = [
    ...(min === undefined
      ? []
      : [
          {
            _or: [
              { guide_price_max: { _gte: min } },
              { guide_price_max: { _is_null: true }, guide_price_min: { _gte: min } },
            ],
          },
        ]),
    ...(max === undefined ? [] : [{ guide_price_min: { _lte: max } }]),
  ];
  // For sale, unsold, withdrawn: never sold, so the guide is the price (and its index answers).
  if (!guide.length || !SOLD_PRICE_STATUSES.has(q.lot_status)) return guide;
  const sold = {
    sold_price: {
      ...(min === undefined ? {} : { _gte: min }),
      ...(max === undefined ? {} : { _lte: max }),
    },
  };
  return [
    {
      _or: [{ _and: [SOLD_AT_A_PRICE, sold] }, { _and: [NOT_SOLD_AT_A_PRICE, ...guide] }],
    },
  ];
}
