import type { ListingData } from '#shared/payloads/directory-data';
import { definePage, fromData } from '#shared/routes/define-page';
import { isPositiveId } from '#shared/routes/route-params';

/** One auction lot and its detail sections. */
export const listing = definePage<ListingData>()({
  id: 'listing',
  path: '/listings/:id',
  layout: 'default',
  validate: ({ id }) => isPositiveId(id),
  meta: fromData('Auction lot'),
});
