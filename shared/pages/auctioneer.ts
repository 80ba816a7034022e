import type { AuctioneerData } from '#shared/payloads/directory-data';
import { definePage, fromData } from '#shared/routes/define-page';
import { isPositiveId } from '#shared/routes/route-params';

/** One auction house and its lots. */
export const auctioneer = definePage<AuctioneerData>()({
  id: 'auctioneer',
  path: '/auctioneers/:id',
  layout: 'default',
  validate: ({ id }) => isPositiveId(id),
  meta: fromData('Auction house'),
});
