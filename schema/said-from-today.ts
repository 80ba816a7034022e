import { plusDays } from './uk-clock';

/**
 * Times said from today, in either search: "sold last year", "auction results last week", "flats
 * sold in the past 6 months", "lots sold yesterday", "house prices leeds this year". Each is the
 * days it covers on the UK day it is said, as the date filters take them.
 */

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
type Unit = 'day' | 'week' | 'month' | 'year';

const LEAD = String.raw`(?:(?:in|over|during|within|from)\s+)?`;
/** "the past 6 months", "last 30 days", "in the last two weeks": so many units to today. */
const ROLLING_SOME = new RegExp(
  String.raw`\b${LEAD}(?:the\s+)?(?:past|last)\s+(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\s+(day|week|month|year)s?\b`,
  'gi',
);
/**
 * "the past week", "the last month", "past year": one unit to today. Before the calendar's "last
 * week", "last month" and "last year" ("sold in the last year" is not "sold last year").
 */
const ROLLING_ONE = new RegExp(
  String.raw`\b${LEAD}(?:the\s+(?:past|last)|past)\s+(week|month|year)\b`,
  'gi',
);
/** "last week" (Monday to Sunday), "last month", "last year": the calendar's one before today's. */
const LAST = new RegExp(String.raw`\b${LEAD}last\s+(week|month|year)\b`, 'gi');
const THIS_YEAR = new RegExp(String.raw`\b${LEAD}this\s+year\b`, 'gi');
const YESTERDAY = /\b(?:on\s+)?yesterday\b/gi;

export interface DaysFromToday {
  /** The first and last day, inclusive (`YYYY-MM-DD`): today at the latest, but for "this year". */
  days: { from: string; to: string };
  /** The text without the words of the time. */
  rest: string;
}

const wholeYear = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** The day `n` months before `day`, the last of its month when that is shorter ("29 Feb" → 28th). */
function monthsBefore(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** So many units back from `today` to today. */
function rolling(today: string, n: number, unit: Unit): { from: string; to: string } {
  const from =
    unit === 'day'
      ? plusDays(today, -n)
      : unit === 'week'
        ? plusDays(today, -7 * n)
        : monthsBefore(today, unit === 'month' ? n : 12 * n);
  return { from, to: today };
}

/** The calendar week (Monday to Sunday), month or year before today's. */
function lastOne(today: string, unit: Exclude<Unit, 'day'>): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  if (unit === 'year') return wholeYear(year - 1);
  if (unit === 'month') {
    const from = monthsBefore(`${today.slice(0, 8)}01`, 1);
    return { from, to: plusDays(`${today.slice(0, 8)}01`, -1) };
  }
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = plusDays(today, -weekday);
  return { from: plusDays(monday, -7), to: plusDays(monday, -1) };
}

const unitOf = (word: string) => word.toLowerCase() as Unit;
const countOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/**
 * The time said from today in `text` on the UK day `today` (`YYYY-MM-DD`), and the text without
 * its words; null when none is said, more than one, or a count of none ("last 0 days").
 */
export function daysFromToday(text: string, today: string): DaysFromToday | null {
  const year = Number(today.slice(0, 4));
  const found: { from: string; to: string }[] = [];
  let rest = text;
  const take = (pattern: RegExp, days: (m: string[]) => { from: string; to: string } | null) => {
    rest = rest.replace(pattern, (...m: string[]) => {
      const said = days(m);
      if (!said) return m[0]!;
      found.push(said);
      return ' ';
    });
  };
  take(ROLLING_SOME, ([, n, unit]) => {
    const count = countOf(n!);
    return count > 0 ? rolling(today, count, unitOf(unit!)) : null;
  });
  take(ROLLING_ONE, ([, unit]) => rolling(today, 1, unitOf(unit!)));
  take(LAST, ([, unit]) => lastOne(today, unitOf(unit!) as Exclude<Unit, 'day'>));
  take(THIS_YEAR, () => wholeYear(year));
  take(YESTERDAY, () => {
    const day = plusDays(today, -1);
    return { from: day, to: day };
  });
  return found.length === 1 ? { days: found[0]!, rest: rest.replace(/\s+/g, ' ').trim() } : null;
}
