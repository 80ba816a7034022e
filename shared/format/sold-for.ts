import { soldWhenLabel } from '#schema/sold-when';
import { formatMoney } from './format';

/**
 * A sold lot's result as its badge and price say it: "Sold before auction for £96,500", "Sold
 * for £310,000". The lot page's share text and the alert digest both say it so.
 */
export const soldForText = (
  status: string | null | undefined,
  soldWhen: string | null | undefined,
  price: number,
): string => `${soldWhenLabel(status, soldWhen) ?? 'Sold'} for ${formatMoney(price)}`;
