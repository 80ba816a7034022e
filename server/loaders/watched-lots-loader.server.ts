import type { ServerLoaderArgs } from './loader-args.server';
import { CARD_FIELDS, type PropertyCardData } from '#schema/entities';
import { WATCHED_LOTS_SHOWN } from '#schema/watchlist';
import type { WatchedLot } from '#shared/payloads/account-data';
import { changesSinceSeen, listWatches } from '#server/alerts/watchlist-store.server';
import { graph } from './graph-query.server';

/**
 * The profile's watched lots, newest watch first: each lot's card through the graph (so its
 * state is `lot_state`, as everywhere) and its changes since the buyer last marked it seen.
 */
export async function watchedLots(
  args: ServerLoaderArgs,
  userId: number,
): Promise<{ watched: WatchedLot[]; watchedTotal: number }> {
  const all = await listWatches(args.scope.db, userId);
  // The graph answers at most 100 rows a query: the profile shows the most recent watches.
  const watches = all.slice(0, WATCHED_LOTS_SHOWN);
  if (!watches.length) return { watched: [], watchedTotal: 0 };
  const [cards, changes] = await Promise.all([
    graph<{ items: PropertyCardData[] }>(
      args,
      `query Watched($ids: [bigint!], $limit: Int) {
        items: auction_properties(where: { id: { _in: $ids } }, limit: $limit) { ${CARD_FIELDS.auction_properties} }
      }`,
      { ids: watches.map((w) => w.lot_id), limit: WATCHED_LOTS_SHOWN },
    ),
    changesSinceSeen(args.scope.db, userId),
  ]);
  const byId = new Map(cards.items.map((c) => [Number(c.id), c]));
  const watched = watches.flatMap((w) => {
    const lot = byId.get(w.lot_id);
    if (!lot) return [];
    const seen = changes.get(w.lot_id);
    return [
      {
        lot,
        watched_at: w.created_at,
        changes: seen?.changes ?? [],
        unseen: seen?.unseen ?? 0,
      },
    ];
  });
  return { watched, watchedTotal: all.length };
}
