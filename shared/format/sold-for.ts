import { soldWhenLabel } from '#schema/sold-when';
import { lotStatusKey } from '#schema/lot-status';
import { formatDate, formatMoney } from './format';

/**
 * A sold lot's result as its badge and price say it: "Sold before auction for £96,500", "Sold
 * for £310,000". The lot page's share text and the alert digest both say it so.
 */
export const soldForText = (
  status: string | null | undefined,
  soldWhen: string | null | undefined,
  price: number,
): string => `${soldWhenLabel(status, soldWhen) ?? 'Sold'} for ${formatMoney(price)}`;

/**
 * The day a lot came to its result away from its auction's day, with what it was: "Sold on 02
 * December, 2026" for one sold before or after it (its card shows the auction's date, which for a
 * sale agreed ahead of next year's auction was not when it sold), "Withdrawn on" and "Postponed
 * on" for one taken out of it (the withdrawn list is ordered by that day, which its cards did not
 * show). Null for a hammer result, a result on the auction's own day (its date says it) or a lot
 * with no result.
 */
export function resultOnDay(lot: {
  lot_status: string | null | undefined;
  sold_when?: string | null | undefined;
  result_at?: string | null | undefined;
  auction_date?: string | null | undefined;
  auction_end_date?: string | null | undefined;
}): { label: string; day: string } | null {
  const key = lotStatusKey(lot.lot_status);
  const label = soldWhenLabel(lot.lot_status, lot.sold_when)
    ? 'Sold on'
    : key === 'withdrawn' || key === 'postponed'
      ? `${key.charAt(0).toUpperCase()}${key.slice(1)} on`
      : null;
  if (!label || !lot.result_at) return null;
  const day = formatDate(lot.result_at);
  return day === formatDate(lot.auction_end_date ?? lot.auction_date) ? null : { label, day };
}
