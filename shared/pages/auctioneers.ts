import type { AuctioneersData } from '#shared/payloads/directory-data';
import { titled, type PageRoute } from '#shared/routes/page-route';

/** The auction houses, searchable by name. */
export const auctioneers: PageRoute<'auctioneers', AuctioneersData> = {
  id: 'auctioneers',
  path: '/auctioneers',
  layout: 'default',
  meta: titled(
    'UK auction houses',
    'Compare UK property auction houses, their regions and their lots.',
  ),
  inSitemap: true,
};
