import type { SoldPricesData } from '#shared/payloads/area-data';
import { withData, type PageRoute } from '#shared/routes/page-route';

/** HM Land Registry sold prices, searchable by place. */
export const soldHousePrices: PageRoute<'sold-house-prices', SoldPricesData> = {
  id: 'sold-house-prices',
  path: '/sold-house-prices',
  layout: 'default',
  meta: withData({
    title: 'Sold house prices',
    description: 'Search HM Land Registry sold house prices across England and Wales.',
  }),
  inSitemap: true,
};
