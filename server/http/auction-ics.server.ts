import { Router } from 'express';
import type { GraphServer } from '#server/graph/index.server';
import { auctionIcs } from '#schema/auction-ics';
import { auctionPath } from '#schema/auction-calendar';
import type { AuctionSummary } from '#shared/payloads/auction-data';

type IcsAuction = Pick<
  AuctionSummary,
  'id' | 'title' | 'auction_method' | 'auction_date' | 'auction_end_date' | 'venue'
> & { auction_house: { name: string } | null };

/**
 * `GET /auctions/{id}/calendar.ics`: the auction as an iCalendar event, for a buyer's diary
 * ("Add to calendar" on the auction page). 404 for an unknown or malformed id.
 */
export function auctionIcsRouter(graph: Pick<GraphServer, 'execute'>, publicUrl: string) {
  const router = Router();
  router.get('/auctions/:id/calendar.ics', async (req, res) => {
    const notFound = () => res.status(404).type('text/plain').send('There is no such auction.');
    if (!/^[1-9]\d{0,15}$/.test(req.params.id)) return notFound();
    const result = await graph.execute<{ auction: IcsAuction | null }>({
      query: `query AuctionIcs($id: bigint!) { auction: auctions_by_pk(id: $id) {
        id title auction_method auction_date auction_end_date venue auction_house { name } } }`,
      variables: { id: req.params.id },
    });
    if (result.errors?.length) throw new Error(result.errors[0]!.message);
    const a = result.data?.auction;
    if (!a) return notFound();
    const site = new URL(publicUrl);
    res
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="auction-${a.id}.ics"`,
        'Cache-Control': 'public, max-age=300',
      })
      .send(
        auctionIcs(
          {
            ...a,
            id: Number(a.id),
            houseName: a.auction_house?.name ?? 'the auction house',
            url: new URL(auctionPath(a.id), site).toString(),
            host: site.host,
          },
          new Date(),
        ),
      );
  });
  return router;
}
