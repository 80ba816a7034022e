import type { AuctioneerData } from '#shared/payloads/directory-data';
import { fromData, type PageRoute } from '#shared/routes/page-route';
import { isPositiveId } from '#shared/routes/route-params';

/** One auction house and its lots. */
export const auctioneer: PageRoute<'auctioneer', AuctioneerData> = {
  id: 'auctioneer',
  path: '/auctioneers/:id',
  layout: 'default',
  // Its id, or its slug (the name feeds use), which redirects to the id's address.
  validate: ({ id }) => isPositiveId(id) || /^[a-z0-9]+(?:-[a-z0-9]+){0,20}$/.test(id ?? ''),
  meta: fromData('Auction house'),
};
