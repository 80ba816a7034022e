import type { AuctionData } from '#shared/payloads/auction-data';
import { fromData, type PageRoute } from '#shared/routes/page-route';
import { isPositiveId } from '#shared/routes/route-params';

/** One auction: its catalogue in lot order and, once it has closed, its results. */
export const auction: PageRoute<'auction', AuctionData> = {
  id: 'auction',
  path: '/auctions/:id',
  layout: 'default',
  validate: ({ id }) => isPositiveId(id),
  meta: fromData('Auction'),
};
