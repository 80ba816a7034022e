import { formatMoney } from './format';
import type { SavedQuery } from '#schema/saved-search';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `west-yorkshire/leeds` → `Leeds`, `ls1` → `LS1` (a postcode district), `st albans` → `St Albans`. */
function placeName(location: string): string {
  const last = location.split('/').pop() ?? location;
  if (/^[a-z]{1,2}\d[a-z\d]?$/.test(last)) return last.toUpperCase();
  return last
    .split(/[-\s]+/)
    .map(capitalise)
    .join(' ');
}

/**
 * A short human name for a saved search, used when the user gives none:
 * `Flat matching “garden” in Leeds · £100,000 to £250,000`, `Lots in LS1 · Sold`, or `All lots`.
 */
export function describeSearch(query: SavedQuery): string {
  let subject = query.property_type ? capitalise(query.property_type) : 'Lots';
  if (query.search) subject += ` matching “${query.search}”`;
  if (query.location) subject += ` in ${placeName(query.location)}`;
  const parts = [subject];
  if (query.lot_status) parts.push(capitalise(query.lot_status.toLowerCase()));
  const min = query.guide_price_min;
  const max = query.guide_price_max;
  if (min && max) parts.push(`${formatMoney(min)} to ${formatMoney(max)}`);
  else if (min) parts.push(`from ${formatMoney(min)}`);
  else if (max) parts.push(`up to ${formatMoney(max)}`);
  const name = parts.length === 1 && subject === 'Lots' ? 'All lots' : parts.join(' · ');
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}
