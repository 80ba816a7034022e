import type { AuctioneersData } from '#shared/payloads/directory-data';
import { definePage, titled } from '#shared/routes/define-page';

/** The auction houses, searchable by name. */
export const auctioneers = definePage<AuctioneersData>()({
  id: 'auctioneers',
  path: '/auctioneers',
  layout: 'default',
  meta: titled(
    'UK auction houses',
    'Compare UK property auction houses, their regions and their lots.',
  ),
  inSitemap: true,
});
