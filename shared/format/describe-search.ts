import { formatMoney } from './format';
import type { SavedQuery } from '#schema/saved-search';
import { filterChips } from '#schema/listing-chips';
import { parseListingQuery } from '#schema/listing-query';
import { milesText } from '#schema/place';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Words a place name keeps in lower case after its first word: "Tyne and Wear", "Stoke on Trent". */
const SMALL_WORDS = new Set(['and', 'on', 'upon', 'under', 'in', 'of', 'the', 'by', 'le', 'de']);

/**
 * `west-yorkshire/leeds` → `Leeds`, `ls1` → `LS1` (a postcode district), `ls6 2ab` → `LS6 2AB` (a
 * sector or a full postcode), `st albans` → `St Albans`.
 */
function placeName(location: string): string {
  const postcode = location.trim().replace(/\s+/g, ' ');
  if (/^[a-z]{1,2}\d[a-z\d]?( \d([a-z]{2})?)?$/i.test(postcode)) return postcode.toUpperCase();
  const last = location.split('/').pop() ?? location;
  return last
    .split(/[-\s]+/)
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word),
    )
    .join(' ');
}

/** Chips the subject and the price part already say. */
const IN_SUBJECT = new Set(['search', 'location', 'guide_price_min', 'guide_price_max']);

/**
 * A short human name for a saved search, used when the user gives none:
 * `Flat matching “garden” in Leeds · £100,000 to £250,000`, `Houses in LS1 · 3+ bedrooms · Sold`,
 * `Houses within 10 miles of Leeds`, or `All lots`. Every filter of the search is named, through the results page's chips;
 * `names.house` is the auction house's name, which the chip shows as "Auction house {id}" without it.
 */
export function describeSearch(query: SavedQuery, names: { house?: string } = {}): string {
  const q = parseListingQuery(new URLSearchParams(query));
  const chips = filterChips(q, { house: names.house });
  const types = chips.filter((c) => c.params[0] === 'property_type').map((c) => c.label);
  let subject = types.length ? types.join(', ') : 'Lots';
  if (q.search) subject += ` matching “${q.search}”`;
  if (q.location)
    subject += q.radius
      ? ` within ${milesText(q.radius)} of ${placeName(q.location)}`
      : ` in ${placeName(q.location)}`;
  const parts = [subject];
  parts.push(
    ...chips
      .filter((c) => !IN_SUBJECT.has(c.id) && c.params[0] !== 'property_type')
      .map((c) => c.label),
  );
  const min = q.guide_price_min;
  const max = q.guide_price_max;
  if (min !== undefined && max !== undefined)
    parts.push(`${formatMoney(min)} to ${formatMoney(max)}`);
  else if (min !== undefined) parts.push(`from ${formatMoney(min)}`);
  else if (max !== undefined) parts.push(`up to ${formatMoney(max)}`);
  return parts.length === 1 && subject === 'Lots' ? 'All lots' : fitName(parts);
}

const MAX_NAME = 80;

/**
 * The parts joined, within MAX_NAME: whole filters as many as fit, then "…" (a name is an e-mail's
 * subject and heading: "Traditional auc…" read as a typo); one part too long alone is cut at a word.
 */
function fitName(parts: string[]): string {
  const name = parts.join(' · ');
  if (name.length <= MAX_NAME) return name;
  for (let n = parts.length - 1; n >= 1; n--) {
    const kept = `${parts.slice(0, n).join(' · ')} · …`;
    if (kept.length <= MAX_NAME) return kept;
  }
  const cut = name.slice(0, MAX_NAME - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_NAME / 2 ? cut.slice(0, space) : cut}…`;
}
