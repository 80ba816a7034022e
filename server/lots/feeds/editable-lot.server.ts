import { versionOf } from '#server/cms/store/pages-store.server';
import type { StoredLot } from './lot-store.server';

/** The fields of a lot an editor sees in /admin "Lots" (dates as ISO instants). */
export const editableLot = (lot: StoredLot) => ({
  id: lot.id,
  title: lot.title,
  address: lot.address,
  postcode: lot.postcode,
  lot_number: lot.lot_number,
  guide_min: lot.guide_min,
  guide_max: lot.guide_max,
  status: lot.status,
  sold_price: lot.sold_price,
  auction_date: lot.auction_date,
  auction_end_date: lot.auction_end_date,
  legal_pack_url: lot.legal_pack_url,
});

/**
 * What a correction form last saw of a lot: a hash of those fields (`versionOf`, as for pages,
 * redirects and site settings), so any change by an editor or a feed moves it on. A correction
 * sends it back as `base`.
 */
export const lotVersion = (lot: StoredLot) => versionOf(editableLot(lot));

/** The lot as the admin API answers it: its fields and their version. */
export const editableLotWithVersion = (lot: StoredLot) => ({
  ...editableLot(lot),
  version: lotVersion(lot),
});
