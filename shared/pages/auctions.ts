import type { AuctionsData } from '#shared/payloads/auction-data';
import { withData, type PageRoute } from '#shared/routes/page-route';

/** The auction calendar: upcoming auctions by date, or past ones with their results. */
export const auctions: PageRoute<'auctions', AuctionsData> = {
  id: 'auctions',
  path: '/auctions',
  layout: 'default',
  meta: withData({
    title: 'Property auctions',
    description: 'Upcoming UK property auctions by date, and the results of past ones.',
  }),
  inSitemap: true,
};
