import { formatGuide, formatMoney } from '#shared/format/format';
import { lotStatusKey } from '#schema/lot-status';
import type { MapLots } from './map-data';

type Point = MapLots['points'][number];

/** Whether a lot can still be bid on or bought: the rest are drawn grey on the map. */
export const stillOffered = (p: Pick<Point, 'lot_status'>) =>
  lotStatusKey(p.lot_status) === 'available';

/**
 * What a lot's marker is called (what a screen reader says, and what the keyboard lands on): its
 * title and where it stands. A sold lot is called by what it sold for; it had been called by its
 * guide like any other ("…, guide £135,000" for a lot that sold for £181,000), and nothing said
 * it had sold.
 */
export function markerName(p: Point): string {
  const guide =
    p.guide_price_min === null
      ? ''
      : `, guide ${formatGuide(p.guide_price_min, p.guide_price_max)}`;
  const status = lotStatusKey(p.lot_status);
  switch (status) {
    case 'sold':
      return `${p.title}, sold${p.sold_price === null ? '' : ` for ${formatMoney(p.sold_price)}`}`;
    case 'withdrawn':
      return `${p.title}, withdrawn`;
    case 'awaiting result':
      return `${p.title}, result awaited${guide}`;
    case 'unsold':
    case 'postponed':
      return `${p.title}, ${status}${guide}`;
    default:
      return `${p.title}${guide}`;
  }
}
