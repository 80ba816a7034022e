import type { Crumb } from './json-ld';
import { auctionPath } from './auction-calendar';

/**
 * A lot page's trail, Home left out (the page and its BreadcrumbList add it): the calendar, the
 * auction the lot is in and the lot by its number, as a buyer following a sale reads it; a lot in
 * no auction sits under the lot search.
 */
export function lotCrumbs(lot: {
  id: number | string;
  title: string;
  lot_number: string | null;
  auction: { id: number; title: string } | null;
}): Crumb[] {
  const self = {
    name: lot.lot_number ? `Lot ${lot.lot_number}` : lot.title,
    path: `/listings/${lot.id}`,
  };
  return lot.auction
    ? [
        { name: 'Auctions', path: '/auctions' },
        { name: lot.auction.title, path: auctionPath(lot.auction.id) },
        self,
      ]
    : [{ name: 'Auction lots', path: '/listings' }, self];
}
