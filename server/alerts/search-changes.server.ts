import type { Queryable } from '#server/db/db.server';
import type { GraphServer } from '#server/graph/index.server';
import { formatMoney } from '#shared/format/format';
import {
  DIGEST_LOTS_PER_SEARCH,
  type ChangedDigestLot,
  type DigestLot,
} from './alert-digest.server';

/** Most changed lots looked at for one search in one run (the latest first; the graph's limit). */
const MAX_CHANGED_LOTS = 100;

/**
 * Lots whose latest news in the window is good for a buyer: a guide price cut (the lower figure
 * went down) or a return to sale (withdrawn or postponed, then offered again; or a sale that had
 * closed when its date was put right to one still to come, as a feed listing a lot under a past
 * date is asked to do). Only lots the search had already passed (`id <= last_lot_id`): newer ones
 * are its new lots. The search's filter then keeps only lots for sale now.
 */
const GOOD_NEWS = `
  SELECT DISTINCT ON (lot_id) lot_id, kind, before, after FROM lot_events
   WHERE id > $1 AND id <= $2 AND lot_id <= $3 AND (
         (kind = 'guide_changed' AND (after->>'min')::numeric < (before->>'min')::numeric)
      OR (kind = 'status_changed'
          AND lower(coalesce(nullif(btrim(after->>'status'), ''), 'available')) = 'available'
          AND lower(coalesce(before->>'status', '')) IN ('withdrawn', 'postponed'))
      OR (kind = 'date_changed'
          AND coalesce(before->>'auction_end_date', before->>'auction_date')::timestamptz <= at
          AND coalesce(after->>'auction_end_date', after->>'auction_date')::timestamptz > at))
   ORDER BY lot_id DESC, id DESC
   LIMIT ${MAX_CHANGED_LOTS}`;

const LOTS = `query ChangedLots($where: auction_properties_bool_exp) {
  items: auction_properties(where: $where, order_by: [{ id: desc }], limit: ${MAX_CHANGED_LOTS}) {
    id title location property_type guide_price_min guide_price_max auction_method auction_date auction_end_date
    postcode lot_status sold_price sold_when
  }
}`;

interface GoodNews extends Record<string, unknown> {
  lot_id: number | string;
  kind: 'guide_changed' | 'status_changed' | 'date_changed';
  before: { min?: number | string | null } | null;
  after: { min?: number | string | null } | null;
}

/** What the digest says of the change, or null when it no longer stands (a cut since undone). */
function changeOf(news: GoodNews, lot: DigestLot): string | null {
  if (news.kind !== 'guide_changed') return 'Back on sale';
  const [was, now] = [Number(news.before?.min), Number(news.after?.min)];
  if (lot.guide_price_min === null || Number(lot.guide_price_min) !== now) return null;
  return `Guide price cut from ${formatMoney(was)} to ${formatMoney(now)}`;
}

/**
 * The lots a saved search matches now whose guide price was cut, or that came back on sale, since
 * the changes it last looked at (`last_event_id`, up to `newestEvent`), through the same filter as
 * its new lots. A buyer whose search is "flats under £150,000" hears of the £160,000 flat cut to
 * £140,000. Each change is told once: the search's event cursor moves past it with the digest.
 */
export async function changedLots(
  { db, graph }: { db: Queryable; graph: GraphServer },
  search: { id: number | string; last_lot_id: number | string; last_event_id: number | string },
  filters: unknown,
  newestEvent: number,
): Promise<{ lots: ChangedDigestLot[]; total: number }> {
  const news = await db.query<GoodNews>(GOOD_NEWS, [
    Number(search.last_event_id),
    newestEvent,
    Number(search.last_lot_id),
  ]);
  if (!news.rows.length) return { lots: [], total: 0 };
  const byLot = new Map(news.rows.map((n) => [Number(n.lot_id), n]));
  const res = await graph.execute<{ items: DigestLot[] }>({
    query: LOTS,
    variables: { where: { _and: [filters, { id: { _in: [...byLot.keys()] } }] } },
  });
  if (res.errors?.length || !res.data)
    throw new Error(
      `alert query failed for saved search ${search.id}: ${res.errors?.[0]?.message}`,
    );
  const lots = res.data.items.flatMap((lot) => {
    const change = changeOf(byLot.get(Number(lot.id))!, lot);
    return change ? [{ ...lot, change }] : [];
  });
  return { lots: lots.slice(0, DIGEST_LOTS_PER_SEARCH), total: lots.length };
}
