import type { LotRecord } from '#schema/entities';
import { formatMoney } from '#shared/format/format';
import { soldWhenLabel } from '#schema/sold-when';

type LotMetaInput = Pick<
  LotRecord,
  | 'title'
  | 'location'
  | 'lot_number'
  | 'lot_status'
  | 'guide_price_min'
  | 'sold_price'
  | 'sold_when'
  | 'auction'
  | 'auction_house'
>;

/**
 * A lot page's title and description. Lots share a few hundred titles ("Three-bedroom terraced
 * house"), so the title adds the place, and the description says what a buyer sees first on the
 * page: the lot in its auction, the house, the guide and any result.
 */
export function lotMeta(lot: LotMetaInput): { title: string; description: string } {
  const title = lot.location ? `${lot.title}, ${lot.location}` : lot.title;
  const where =
    lot.auction && lot.lot_number
      ? `lot ${lot.lot_number} of ${lot.auction.title}`
      : lot.auction
        ? `in ${lot.auction.title}`
        : 'offered at auction';
  const by = lot.auction_house ? `, by ${lot.auction_house.name}` : '';
  const prices = [
    lot.guide_price_min ? `Guide price ${formatMoney(lot.guide_price_min)}` : null,
    lot.sold_price
      ? `${(soldWhenLabel(lot.lot_status, lot.sold_when) ?? 'Sold').toLowerCase()} for ${formatMoney(lot.sold_price)}`
      : null,
  ].filter(Boolean);
  const said = prices.join('; ');
  const price = said ? ` ${said.charAt(0).toUpperCase()}${said.slice(1)}.` : '';
  return {
    title,
    description: `${lot.title} in ${lot.location ?? 'the UK'}: ${where}${by}.${price}`,
  };
}
