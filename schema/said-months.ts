import { isYearWord } from './said-years';

/**
 * A month a buyer types into a search: "auctions in december", "flats in leeds january 2027",
 * "sold in march 2025". Full names only, and "sept": "mar", "jan" and the like are too often
 * something else. "May" is a month only after "in" or before a year ("may need work" is not), and
 * "March" only before a year ("houses in march" are in the Cambridgeshire town).
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
  if (month === undefined) return null;
  const next = words[i + lead + 1];
  const year = next !== undefined && isYearWord(next) ? Number(next) : undefined;
  // "may" alone is a word ("may need work"): a month after "in" or before a year. "march" alone
  // is the town.
  if (year === undefined && ((month === 5 && !lead) || month === 3)) return null;
  return {
    said: year === undefined ? { month } : { month, year },
    used: lead + 1 + (year === undefined ? 0 : 1),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first and last day (`YYYY-MM-DD`) of the month said, on the UK day `today`. Without a year,
 * the month to come for auctions ("december" in November is this December, "march" next March,
 * this month is this month) and the month gone by for sales ("march" in November is this March).
 */
export function monthDays(
  { month, year }: SaidMonth,
  today: string,
  towards: 'ahead' | 'back',
): { from: string; to: string } {
  const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const inYear =
    year ??
    (towards === 'ahead'
      ? month >= thisMonth
        ? thisYear
        : thisYear + 1
      : month <= thisMonth
        ? thisYear
        : thisYear - 1);
  const last = new Date(Date.UTC(inYear, month, 0)).getUTCDate();
  return { from: `${inYear}-${pad(month)}-01`, to: `${inYear}-${pad(month)}-${pad(last)}` };
}
