import { Router } from 'express';
import type { Queryable } from '#server/db/db.server';
import { auctionModifiedAt, auctionSummary } from '#server/auctions/auction-calendar.server';
import { auctionIcs } from '#schema/auction-ics';
import { auctionPath } from '#schema/auction-calendar';
import { noneOffered, nothingLeftToBid } from '#schema/auction-results';

/**
 * `GET /auctions/{id}/calendar.ics`: the auction as an iCalendar event, for a buyer's diary
 * ("Add to calendar" on the auction page). 404 for an unknown or malformed id. The auction is read
 * as its page reads it (`auctionSummary`), so an online sale's entry runs from when its lots start
 * closing to when its last lot closes, the times its page gives (decisions 087 and 153). Its
 * revision is the auction's or a lot's latest change (decision 157).
 */
export function auctionIcsRouter(db: Queryable, publicUrl: string) {
  const router = Router();
  router.get('/auctions/:id/calendar.ics', async (req, res) => {
    const notFound = () => res.status(404).type('text/plain').send('There is no such auction.');
    if (!/^[1-9]\d{0,15}$/.test(req.params.id)) return notFound();
    const a = await auctionSummary(db, req.params.id);
    if (!a) return notFound();
    const modified = await auctionModifiedAt(db, a.id);
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
            auction_end_date: a.auction_end_date ? a.closes_at : null,
            closes_from: a.auction_end_date,
            houseName: a.house.name,
            url: new URL(auctionPath(a.id), site).toString(),
            host: site.host,
            modified,
            nothingLeftToBid: nothingLeftToBid(a.figures, a.ended),
            noneOffered: noneOffered(a.figures),
            ended: a.ended,
          },
          new Date(),
        ),
      );
  });
  return router;
}
