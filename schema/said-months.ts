import { isYearWord } from './said-years';
import { endsAsStreet } from './street-endings';

/**
 * A month a buyer types into a search: "auctions in december", "flats in leeds january 2027",
 * "sold in march 2025". Full names only, and "sept": "mar", "jan" and the like are too often
 * something else. "May" is a month only after "in" or before a year ("may need work" is not), and
 * "March" only after "in" and before a year ("houses in march" are in the Cambridgeshire town, and
 * "house prices march 2024" its sales of 2024). A month that names a street ("July Road",
 * "September Court") or follows "since", "until" and the like (an open range, not the month) is
 * no month.
 */
const MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  sept: 9,
  october: 10,
  november: 11,
  december: 12,
};

/** A month said, with its year when one is said after it. */
export interface SaidMonth {
  month: number;
  year?: number;
}

/**
 * A house's name after a month's ("June Cottage"): no month either. Street names' own last words
 * are `endsAsStreet`'s.
 */
const HOUSE_NAME_WORDS = new Set(['house', 'cottage', 'cottages']);

/** Words before a month that make it one end of a range, which a month's days are not. */
const RANGE_WORDS = new Set(['since', 'from', 'after', 'before', 'until', 'till', 'by']);

/** Whether a word bounds a time ("since", "until"): no place, nor a misspelt one ("since": Ince). */
export const isRangeWord = (word: string) => RANGE_WORDS.has(word.toLowerCase());

const monthOf = (word: string | undefined) =>
  word !== undefined && Object.hasOwn(MONTHS, word.toLowerCase())
    ? MONTHS[word.toLowerCase()]!
    : undefined;

/**
 * The month said at `words[i]`, and how many words say it: "december", "in december", "january
 * 2027", "during march 2025". Null when none is.
 */
export function monthAt(
  words: readonly string[],
  i: number,
): { said: SaidMonth; used: number } | null {
  const lead = ['in', 'during'].includes(words[i]?.toLowerCase() ?? '') ? 1 : 0;
  const month = monthOf(words[i + lead]);
  if (month === undefined || isRangeWord(words[i - 1] ?? '')) return null;
  const next = words[i + lead + 1];
  const year = next !== undefined && isYearWord(next) ? Number(next) : undefined;
  const used = lead + 1 + (year === undefined ? 0 : 1);
  const after = words[i + used] ?? '';
  if (endsAsStreet(after) || HOUSE_NAME_WORDS.has(after.toLowerCase())) return null;
  // "may" alone is a word ("may need work"): a month after "in" or before a year. "march" is the
  // town but after "in" and before a year.
  if (month === 5 && !lead && year === undefined) return null;
  if (month === 3 && !(lead && year !== undefined)) return null;
  return { said: year === undefined ? { month } : { month, year }, used };
}

/** The last day of a month (1-based): 28, 29, 30 or 31. */
export const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The first and last day (`YYYY-MM-DD`) of the month said, on the UK day `today`. Without a year,
 * the month to come (`ahead`: "december" in November is this December, "march" next March, this
 * month is this month) or the month gone by (`back`: "march" in November is this March). With
 * `thisMonth: false` the month gone by is never this one, which has not ended ("sold in november"
 * in November is last November: Land Registry publishes a month or two after a sale).
 */
export function monthDays(
  { month, year }: SaidMonth,
  today: string,
  towards: 'ahead' | 'back',
  { thisMonth = true }: { thisMonth?: boolean } = {},
): { from: string; to: string } {
  const [thisYear, nowMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const inYear =
    year ??
    (towards === 'ahead'
      ? month >= nowMonth
        ? thisYear
        : thisYear + 1
      : month < nowMonth || (thisMonth && month === nowMonth)
        ? thisYear
        : thisYear - 1);
  const mm = String(month).padStart(2, '0');
  return { from: `${inYear}-${mm}-01`, to: `${inYear}-${mm}-${lastDayOf(inYear, month)}` };
}
