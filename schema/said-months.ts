import { isYearWord } from './said-years';
import { endsAsStreet } from './street-endings';

/**
 * A month a buyer types into a search: "auctions in december", "flats in leeds january 2027",
 * "sold in march 2025". Full names only, and "sept": "mar", "jan" and the like are too often
 * something else. "May" is a month only after "in" or before a year ("may need work" is not), and
 * "March" only after "in" and before a year ("houses in march" are in the Cambridgeshire town, and
 * "house prices march 2024" its sales of 2024). A month that names a street ("July Road",
 * "September Court") is no month. After "since", "until" and the like it is one end of the days
 * ("since january", "before june 2025"), and "from june to august" their first and last month.
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

/** One end of the days said with a month: "since january", "after may", "until june", "before march". */
export type MonthBound = 'since' | 'from' | 'after' | 'until' | 'before';

/** A month said, with its year when one is said after it. */
export interface SaidMonth {
  month: number;
  year?: number;
  /** Said after "since", "until" and the like: the days from or up to it, the other end open. */
  bound?: MonthBound;
  /** "from june to august", "between may and july 2025": the last month of the days said. */
  end?: { month: number; year?: number };
}

/** Words before a month that make it one end of the days. */
const BOUND_WORDS: Record<string, MonthBound> = {
  since: 'since',
  from: 'from',
  after: 'after',
  until: 'until',
  till: 'until',
  by: 'until',
  before: 'before',
};

/**
 * A house's name after a month's ("June Cottage"): no month either. Street names' own last words
 * are `endsAsStreet`'s.
 */
const HOUSE_NAME_WORDS = new Set(['house', 'cottage', 'cottages']);

/** Whether a word bounds a time ("since", "until"): no place, nor a misspelt one ("since": Ince). */
export const isRangeWord = (word: string) => Object.hasOwn(BOUND_WORDS, word.toLowerCase());

/** Words between the two months of a range ("from june to august"; "and" after "between"). */
const RANGE_JOINS = new Set(['to', 'until', 'till', '-', '–']);

const monthOf = (word: string | undefined) =>
  word !== undefined && Object.hasOwn(MONTHS, word.toLowerCase())
    ? MONTHS[word.toLowerCase()]!
    : undefined;

/** A month and the year after it, from `words[i]`: "june", "june 2025". */
function monthYearAt(
  words: readonly string[],
  i: number,
): { month: number; year?: number; used: number } | null {
  const month = monthOf(words[i]);
  if (month === undefined) return null;
  const next = words[i + 1];
  return next !== undefined && isYearWord(next)
    ? { month, year: Number(next), used: 2 }
    : { month, used: 1 };
}

/**
 * The month said at `words[i]`, and how many words say it: "december", "in december", "january
 * 2027", "during march 2025", "since january", "before june 2025", "from june to august". Null
 * when none is.
 */
export function monthAt(
  words: readonly string[],
  i: number,
): { said: SaidMonth; used: number } | null {
  const first = words[i]?.toLowerCase() ?? '';
  const bound = Object.hasOwn(BOUND_WORDS, first) ? BOUND_WORDS[first] : undefined;
  const between = first === 'between';
  const lead = ['in', 'during'].includes(first) || bound || between ? 1 : 0;
  const start = monthYearAt(words, i + lead);
  // A month right after a bound word not read with it ("since" taken for something else).
  if (!start || isRangeWord(words[i - 1] ?? '')) return null;
  let used = lead + start.used;
  const join = words[i + used]?.toLowerCase() ?? '';
  const last =
    (bound === 'from' && RANGE_JOINS.has(join)) || (between && join === 'and')
      ? monthYearAt(words, i + used + 1)
      : null;
  if (between && !last) return null;
  if (last) used += 1 + last.used;
  const after = words[i + used] ?? '';
  if (endsAsStreet(after) || HOUSE_NAME_WORDS.has(after.toLowerCase())) return null;
  // "may" alone is a word ("may need work"): a month after "in" or before a year. "march" is the
  // town but after "in" and before a year, or after "since" and the like.
  const { month, year } = start;
  if (month === 5 && !lead && year === undefined) return null;
  if (month === 3 && !bound && !last && !(lead && year !== undefined)) return null;
  const said: SaidMonth = { month, ...(year === undefined ? {} : { year }) };
  if (last)
    said.end = { month: last.month, ...(last.year === undefined ? {} : { year: last.year }) };
  else if (bound) said.bound = bound;
  return { said, used };
}

/** The last day of a month (1-based): 28, 29, 30 or 31. */
export const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last day (`YYYY-MM-DD`) of a month of a year. */
const daysOf = (year: number, month: number) => {
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${lastDayOf(year, month)}` };
};

/** The month before or after (`step` -1 or 1) a month of a year. */
const monthBeside = (year: number, month: number, step: 1 | -1) =>
  daysOf(year + Math.floor((month - 1 + step) / 12), ((month - 1 + step + 12) % 12) + 1);

/**
 * The days (`YYYY-MM-DD`, inclusive) of the month said, on the UK day `today`. Without a year,
 * the month to come (`ahead`: "december" in November is this December, "march" next March, this
 * month is this month) or the month gone by (`back`: "march" in November is this March). With
 * `thisMonth: false` the month gone by is never this one, which has not ended ("sold in november"
 * in November is last November: Land Registry publishes a month or two after a sale).
 *
 * A bound leaves one end open: "since january" and "from january" are from its first day, "after
 * may" from June's, "until june" to its last day, "before march" to February's. "Since" looks back
 * whichever way `towards` says (since a January to come says nothing); "from" and "after" look
 * the search's way ("auctions from june" are June's to come). A range of months runs from the
 * first's first day to the last's last day, the last in the year after when it comes earlier in
 * the year ("from november to february"); a year said only with the last month dates the first
 * too ("between may and july 2025", "from november to february 2026": November 2025).
 */
export function monthDays(
  said: SaidMonth,
  today: string,
  towards: 'ahead' | 'back',
  { thisMonth = true }: { thisMonth?: boolean } = {},
): { from?: string; to?: string } {
  const { month, year, bound, end } = said;
  const [thisYear, nowMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const way = bound === 'since' ? 'back' : towards;
  const inYear =
    year ??
    (end?.year !== undefined ? (month <= end.month ? end.year : end.year - 1) : undefined) ??
    (way === 'ahead'
      ? month >= nowMonth
        ? thisYear
        : thisYear + 1
      : month < nowMonth || (thisMonth && month === nowMonth)
        ? thisYear
        : thisYear - 1);
  const days = daysOf(inYear, month);
  if (end) {
    const lastYear = end.year ?? inYear + (end.month < month ? 1 : 0);
    return { from: days.from, to: daysOf(lastYear, end.month).to };
  }
  if (bound === 'since' || bound === 'from') return { from: days.from };
  if (bound === 'after') return { from: monthBeside(inYear, month, 1).from };
  if (bound === 'until') return { to: days.to };
  if (bound === 'before') return { to: monthBeside(inYear, month, -1).to };
  return days;
}
