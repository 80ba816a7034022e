import type { Queryable } from '#server/db/db.server';
import type { LotNeighbour, LotNeighbours } from '#shared/payloads/directory-data';
import { lotOrderSql } from './lot-order.server';

/**
 * The lots before and after a lot in its auction's catalogue (lot order, every lot whatever its
 * status, as the catalogue lists them by default): one statement over the auction's lots.
 */
export async function lotNeighbours(
  db: Queryable,
  lotId: number | string,
  auctionId: number | string,
): Promise<LotNeighbours> {
  const { rows } = await db.query<{
    role: 'previous' | 'next';
    id: string;
    lot_number: string | null;
    title: string;
  }>(
    `WITH ordered AS (
       SELECT p.id, p.lot_number, p.title,
              lag(p.id) OVER w AS prev_id, lead(p.id) OVER w AS next_id
         FROM auction_properties p
        WHERE p.auction_id = $2
       WINDOW w AS (ORDER BY ${lotOrderSql('p')}))
     SELECT CASE WHEN o.id = me.prev_id THEN 'previous' ELSE 'next' END AS role,
            o.id::text AS id, o.lot_number, o.title
       FROM ordered me JOIN ordered o ON o.id IN (me.prev_id, me.next_id)
      WHERE me.id = $1`,
    [lotId, auctionId],
  );
  const of = (role: 'previous' | 'next'): LotNeighbour | null => {
    const r = rows.find((x) => x.role === role);
    return r ? { id: Number(r.id), lot_number: r.lot_number, title: r.title } : null;
  };
  return { previous: of('previous'), next: of('next') };
}
