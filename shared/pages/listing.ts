import type { ListingData } from '#shared/payloads/directory-data';
import { fromData, type PageRoute } from '#shared/routes/page-route';
import { isPositiveId } from '#shared/routes/route-params';

/** One auction lot and its detail sections. */
export const listing: PageRoute<'listing', ListingData> = {
  id: 'listing',
  path: '/listings/:id',
  layout: 'default',
  validate: ({ id }) => isPositiveId(id),
  meta: fromData('Auction lot'),
};
