import type { AuctioneerData } from '#shared/payloads/directory-data';
import { fromData, type PageRoute } from '#shared/routes/page-route';
import { isPositiveId } from '#shared/routes/route-params';

/** One auction house and its lots. */
export const auctioneer: PageRoute<'auctioneer', AuctioneerData> = {
  id: 'auctioneer',
  path: '/auctioneers/:id',
  layout: 'default',
  validate: ({ id }) => isPositiveId(id),
  meta: fromData('Auction house'),
};
