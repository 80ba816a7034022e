import type { Queryable } from '#server/db/db.server';
import { lotStatusKey } from '#schema/lot-status';
import { lotsOfAuction } from './lot-store.server';

const NOT_OFFERED = new Set(['sold', 'unsold', 'withdrawn', 'postponed']);

/** A lot still offered: no result, not withdrawn or postponed. */
export const isStillOffered = (status: string | null) => !NOT_OFFERED.has(lotStatusKey(status));

/** A lot as a feed row names it: its number, and the postcode that says which property it is. */
export interface ListedLot {
  lot_number: string;
  postcode: string | null;
}

const lotKey = (l: ListedLot) => `${l.lot_number}\u0000${l.postcode ?? ''}`;

/**
 * The house's sale a feed without `auction_ref` moved to another date: an auction found by title
 * and date only is not found once its date is put right, and would be made again beside the old
 * one, the same lots offered twice (one copy at the wrong date). It is the one sale of the house
 * with that title and no ref whose lots still offered (at least one) the feed all lists with the
 * same lot number and postcode, and which has not closed, or closed with not one lot given a
 * result, withdrawn or postponed (a year typed wrong: 2025 for 2026); null when there is none, or
 * more than one.
 */
export async function movedAuctionOf(
  tx: Queryable,
  houseId: number,
  title: string,
  lots: readonly ListedLot[],
  now: Date,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number | string; closed: boolean }>(
    `SELECT id, coalesce(auction_end_date, auction_date) <= $3::timestamptz AS closed
     FROM auctions
     WHERE auction_house_id = $1 AND external_ref IS NULL AND title = $2
     ORDER BY auction_date, id`,
    [houseId, title, now.toISOString()],
  );
  const listed = new Set(lots.map(lotKey));
  const moved: number[] = [];
  for (const { id, closed } of rows) {
    const lots = await lotsOfAuction(tx, Number(id));
    const offered = lots.filter((l) => isStillOffered(l.status));
    if (closed && offered.length < lots.length) continue;
    if (
      offered.length &&
      offered.every(
        (l) =>
          l.lot_number !== null &&
          listed.has(lotKey({ lot_number: l.lot_number, postcode: l.postcode })),
      )
    )
      moved.push(Number(id));
  }
  return moved.length === 1 ? moved[0]! : null;
}
