import type { Queryable } from '#server/db/db.server';
import {
  leftItsSaleSql,
  lotAvailableSql,
  lotClosesAtSql,
  lotStateSql,
  saleEndsSql,
} from '#server/graph/lot-state.server';
import { londonDayOf } from '#schema/london-time';
import { MAX_WATCHED_LOTS } from '#schema/watchlist';
import type { LotOffer, LotOffers } from '#shared/payloads/directory-data';
import { recordLotEvents, type LotEventSource } from './lot-events.server';

/*
 * A property offered again (decision 085). A house re-offers a lot it did not sell (or postponed,
 * withdrew, or whose sale fell through) as a new lot of a later sale. The new lot points at the
 * house's earlier lot of the same property, so each page links the other, and the earlier lot's
 * watchers are told and go on watching the property in its new sale.
 */

/** The words of an address, case, punctuation and spacing aside: "Flat 2, 14 High St." = "flat 2 14 high st". */
const addressWordsSql = (expr: string) =>
  `btrim(regexp_replace(lower(${expr}), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * Another lot `p` of the same property: the house (`$1`), postcode (`$2`) and address words
 * (`$4`) of the new lot (`$3`). Another house's lots are not its to announce.
 */
const SAME_PROPERTY_SQL = `p.auction_house_id = $1 AND p.postcode = $2 AND p.id <> $3
        AND ${addressWordsSql('p.address')} = ${addressWordsSql('$4::text')}`;

export interface NewLot {
  id: number;
  houseId: number;
  address: string;
  postcode: string;
  /** When bidding on the new lot closes (its sale's end, else its date). */
  closesAt: string;
}

/**
 * The house's earlier lot of this property: the same house (another house's lots are not its to
 * announce), the same address words and postcode, in a sale that closes before the new lot's and
 * has ended by `now`, or in any sale the lot left, withdrawn or postponed: a lot moved to an
 * earlier sale (postponed from January's into December's) is the same property offered again,
 * and its watchers want to know it comes sooner. The latest to close, when several.
 */
export async function earlierOfferOf(db: Queryable, lot: NewLot, now: Date) {
  const closes = lotClosesAtSql('p');
  const { rows } = await db.query<{ id: number | string; lot_number: string | null }>(
    `SELECT p.id, p.lot_number FROM auction_properties p
      WHERE ${SAME_PROPERTY_SQL}
        AND (${leftItsSaleSql('p')}
             OR (${closes} < $5::timestamptz AND ${saleEndsSql('p')} <= $6::timestamptz))
      ORDER BY ${closes} DESC, p.id DESC
      LIMIT 1`,
    [lot.houseId, lot.postcode, lot.id, lot.address, lot.closesAt, now.toISOString()],
  );
  const r = rows[0];
  return r ? { id: Number(r.id), lotNumber: r.lot_number } : null;
}

/**
 * The house's lot of the same property still for sale in another of its auctions (the latest to
 * close, when several), else null: a feed that lists a property in a new sale without taking it
 * out of the one it was in leaves it for sale in both, which its sender is told.
 */
export async function alsoForSaleIn(db: Queryable, lot: Omit<NewLot, 'closesAt'>) {
  const { rows } = await db.query<{ lot_number: string | null; title: string | null }>(
    `SELECT p.lot_number, a.title FROM auction_properties p
       LEFT JOIN auctions a ON a.id = p.auction_id
      WHERE ${SAME_PROPERTY_SQL}
        AND p.auction_id IS DISTINCT FROM (SELECT auction_id FROM auction_properties WHERE id = $3)
        AND ${lotAvailableSql('p')}
      ORDER BY ${lotClosesAtSql('p')} DESC, p.id DESC
      LIMIT 1`,
    [lot.houseId, lot.postcode, lot.id, lot.address],
  );
  const r = rows[0];
  return r ? { lotNumber: r.lot_number, auctionTitle: r.title } : null;
}

/** What the earlier lot's watchers read of its new offer (the `offered_again` event's `after`). */
export interface OfferedAgainEvent {
  lot_id: number;
  lot_number: string;
  auction_title: string;
  auction_date: string;
  auction_end_date: string | null;
}

/**
 * Links the new lot to the earlier one in the caller's transaction: the new lot's
 * `offered_before_id`, an "Offered again" entry in the earlier lot's history and its
 * `offered_again` event (watchers are alerted), and a watch of the new lot for each watcher of the
 * earlier one who has room for it (MAX_WATCHED_LOTS), its cursors at the newest event so only
 * changes from now on are news.
 */
export async function linkOfferedAgain(
  db: Queryable,
  earlierId: number,
  offer: OfferedAgainEvent,
  by: { source: LotEventSource; actor: string },
  now: Date,
): Promise<void> {
  await db.query('UPDATE auction_properties SET offered_before_id = $2 WHERE id = $1', [
    offer.lot_id,
    earlierId,
  ]);
  await db.query(
    `UPDATE auction_properties SET history = history || $2::jsonb, updated_at = now() WHERE id = $1`,
    [earlierId, JSON.stringify([{ date: londonDayOf(now), event: 'offered_again' }])],
  );
  await recordLotEvents(db, [{ lotId: earlierId, kind: 'offered_again', after: offer, ...by }]);
  await db.query(
    `WITH newest AS (SELECT coalesce(max(id), 0) AS id FROM lot_events)
     INSERT INTO lot_watches (user_id, lot_id, last_seen_event_id, last_alerted_event_id)
     SELECT w.user_id, $2, newest.id, newest.id FROM lot_watches w, newest
      WHERE w.lot_id = $1
        AND (SELECT count(*) FROM lot_watches mine WHERE mine.user_id = w.user_id) < $3
     ON CONFLICT (user_id, lot_id) DO NOTHING`,
    [earlierId, offer.lot_id, MAX_WATCHED_LOTS],
  );
}

interface OfferRow extends Record<string, unknown> {
  role: 'before' | 'again';
  id: string;
  lot_number: string | null;
  auction_title: string | null;
  closes_at: Date | string | null;
  status: string;
  guide_price_min: number | null;
  guide_price_max: number | null;
  sold_price: number | null;
}

const OFFER_COLUMNS = `o.id::text AS id, o.lot_number, a.title AS auction_title,
  ${lotClosesAtSql('o')} AS closes_at, ${lotStateSql('o')} AS status,
  o.guide_price_min, o.guide_price_max, o.sold_price`;

/**
 * A lot's earlier offer and its newest later one, in one statement (`$1`: the lot's id): the two
 * ids first (the later one is one step of migration 043's (offered_before_id, id) index, in the
 * generic plan too), then both lots by primary key. A UNION of the two lookups cost the embedded
 * database four times as much a page.
 */
export const LOT_OFFERS_SQL = `WITH ids AS (
   SELECT (SELECT offered_before_id FROM auction_properties WHERE id = $1) AS before_id,
          (SELECT id FROM auction_properties WHERE offered_before_id = $1
            ORDER BY id DESC LIMIT 1) AS again_id)
 SELECT CASE WHEN o.id = ids.before_id THEN 'before' ELSE 'again' END AS role, ${OFFER_COLUMNS}
   FROM ids
   JOIN auction_properties o ON o.id IN (ids.before_id, ids.again_id)
   LEFT JOIN auctions a ON a.id = o.auction_id`;

/** The lot's earlier offer of the same property and its newest later one, for its page. */
export async function lotOffers(db: Queryable, lotId: number | string): Promise<LotOffers> {
  const { rows } = await db.query<OfferRow>(LOT_OFFERS_SQL, [lotId]);
  const of = (role: OfferRow['role']): LotOffer | null => {
    const r = rows.find((x) => x.role === role);
    return r
      ? {
          id: Number(r.id),
          lot_number: r.lot_number,
          auction_title: r.auction_title,
          closes_at: r.closes_at === null ? null : new Date(r.closes_at).toISOString(),
          status: r.status,
          guide_price_min: r.guide_price_min === null ? null : Number(r.guide_price_min),
          guide_price_max: r.guide_price_max === null ? null : Number(r.guide_price_max),
          sold_price: r.sold_price === null ? null : Number(r.sold_price),
        }
      : null;
  };
  return { before: of('before'), again: of('again') };
}
