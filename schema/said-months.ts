import { isYearWord } from './said-years';
import { endsAsStreet } from './street-endings';
import { saysBedroomsAt } from './said-bedrooms';

/**
 * A month a buyer types into a search: "auctions in december", "flats in leeds january 2027",
 * "sold in march 2025", with a day ("14 december", "dec 14th", "14/12/2026": decision 166). Full
 * names alone, and "sept"; "mar", "jan" and the like only beside a day or before a year, as alone
 * they are too often something else. "May" is a month only after "in", beside a day or before a
 * year ("may need work" is not), and "March" only after "in" and before a year, beside a day, or
 * in a lot search before a year ("houses in march" are in the Cambridgeshire town, and "house
 * prices march 2024" its sales of 2024). A month that names a street ("July Road", "September
 * Court") is no month. After "since", "until" and the like it is one end of the days ("since
 * january", "before june 2025"), and "from june to august" their first and last month.
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

/**
 * Months shortened, read only beside a day or before a year ("14 dec", "dec 14th", "dec 2026"):
 * alone, "mar" and "jan" are too often something else.
 */
const SHORT_MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** One end of the days said with a month: "since january", "after may", "until june", "before march". */
export type MonthBound = 'since' | 'from' | 'after' | 'until' | 'before';

/** A month said, with its year when one is said after it, and its day when one is said with it. */
export interface SaidMonth {
  month: number;
  year?: number;
  /** "14 december", "dec 14th", "14/12/2026": that day of the month alone. */
  day?: number;
  /** Said after "since", "until" and the like: the days from or up to it, the other end open. */
  bound?: MonthBound;
  /** "from june to august", "between may and july 2025": the last month of the days said. */
  end?: { month: number; year?: number; day?: number };
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

/** Whether the word after a month makes it a street's or a house's name ("July Road", "14-20 may street"). */
const namesNoMonth = (after: string | undefined) =>
  after !== undefined && (endsAsStreet(after) || HOUSE_NAME_WORDS.has(after.toLowerCase()));

/** Whether a word bounds a time ("since", "until"): no place, nor a misspelt one ("since": Ince). */
export const isRangeWord = (word: string) => Object.hasOwn(BOUND_WORDS, word.toLowerCase());

/** Words between the two months of a range ("from june to august"; "and" after "between"). */
const RANGE_JOINS = new Set(['to', 'until', 'till', '-', '–']);

/** The word between the two ends of a range after "between". */
const AND_JOIN = new Set(['and']);

const monthOf = (word: string | undefined) =>
  word !== undefined && Object.hasOwn(MONTHS, word.toLowerCase())
    ? MONTHS[word.toLowerCase()]!
    : undefined;

const shortMonthOf = (word: string | undefined) =>
  word !== undefined && Object.hasOwn(SHORT_MONTHS, word.toLowerCase())
    ? SHORT_MONTHS[word.toLowerCase()]!
    : undefined;

/** A day of a month as typed: "14", "14th", "1st"; with `ordinal`, only "14th". */
function dayOf(word: string | undefined, ordinal = false): number | undefined {
  const m = (ordinal ? /^(\d{1,2})(?:st|nd|rd|th)$/i : /^(\d{1,2})(?:st|nd|rd|th)?$/i).exec(
    word ?? '',
  );
  const day = m ? Number(m[1]) : 0;
  return day >= 1 && day <= 31 ? day : undefined;
}

/** "14/12/2026", "14.12.26", "14-12-2026": a day, a month and a year, the day first. */
function numericDateOf(word: string): { month: number; year: number; day: number } | null {
  // With its year only: "2-3 bed", "2/3 bedrooms" are bedrooms.
  const m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/.exec(word);
  if (!m) return null;
  const [day, month] = [Number(m[1]), Number(m[3])];
  const year = Number(m[4]!.length === 2 ? `20${m[4]}` : m[4]);
  if (month < 1 || month > 12 || day < 1 || day > lastDayOf(year, month)) return null;
  return { month, day, year };
}

/**
 * A month and the year after it, from `words[i]`: "june", "june 2025"; with a day, "14 december",
 * "14th of dec 2026", "december 14th", "dec 14", "14/12/2026". A plain number after the month is
 * its day only last or before a year ("december 2 bed" is two bedrooms). A day that month never
 * has ("31 june") is no date.
 */
function monthYearAt(
  words: readonly string[],
  i: number,
): { month: number; year?: number; day?: number; used: number } | null {
  const numeric = numericDateOf(words[i] ?? '');
  if (numeric) return { ...numeric, used: 1 };
  const dayFirst = dayOf(words[i]);
  const of = dayFirst !== undefined && words[i + 1]?.toLowerCase() === 'of' ? 1 : 0;
  const at = dayFirst === undefined ? i : i + 1 + of;
  const full = monthOf(words[at]);
  const month = full ?? shortMonthOf(words[at]);
  if (month === undefined) return null;
  const next = words[at + 1];
  const dayAfter =
    dayFirst === undefined
      ? (dayOf(next, true) ??
        (next !== undefined && (words[at + 2] === undefined || isYearWord(words[at + 2]!))
          ? dayOf(next)
          : undefined))
      : undefined;
  const day = dayFirst ?? dayAfter;
  const yearAt = at + 1 + (dayAfter === undefined ? 0 : 1);
  const year =
    words[yearAt] !== undefined && isYearWord(words[yearAt]!) ? Number(words[yearAt]) : undefined;
  // "dec" alone is a word; beside a day or before a year, the month.
  if (full === undefined && day === undefined && year === undefined) return null;
  if (day !== undefined && day > lastDayOf(year ?? 2024, month)) return null;
  return {
    month,
    ...(year === undefined ? {} : { year }),
    ...(day === undefined ? {} : { day }),
    used: yearAt - i + (year === undefined ? 0 : 1),
  };
}

/** Two days of a month as one word: "14-20", "14th–20th". */
const DAY_SPAN = /^(\d{1,2})(?:st|nd|rd|th)?[-–](\d{1,2})(?:st|nd|rd|th)?$/i;

/**
 * The first and last day said at `words[i]` and the index after them: "14-20", "14 to 20",
 * "14th and 20th" (when `joins` holds "and"). The first before the last, both days of some month.
 */
function daysSpanAt(
  words: readonly string[],
  i: number,
  joins: ReadonlySet<string>,
): { first: number; last: number; next: number } | null {
  const span = DAY_SPAN.exec(words[i] ?? '');
  const [first, last, next] = span
    ? [dayOf(span[1]), dayOf(span[2]), i + 1]
    : joins.has(words[i + 1]?.toLowerCase() ?? '')
      ? [dayOf(words[i]), dayOf(words[i + 2]), i + 3]
      : [undefined, undefined, i];
  return first !== undefined && last !== undefined && first < last ? { first, last, next } : null;
}

/**
 * Days of one month said as a range, from `words[i]`: "14 to 20 december", "14-20 dec 2026",
 * "14th to 20th of december", "december 14 to 20", "dec 14-20 2026". With the month first, the
 * days are no bedrooms ("december 2 to 3 bed"). "from 14 to 20
 * december" was no date at all: 0 lots, and "Leave out “december”" offered.
 */
function dayRangeAt(
  words: readonly string[],
  i: number,
  joins: ReadonlySet<string>,
):
  | (SaidMonth & {
      used: number;
    })
  | null {
  const monthAtWord = (word: string | undefined) => monthOf(word) ?? shortMonthOf(word);
  const yearAt = (j: number) =>
    words[j] !== undefined && isYearWord(words[j]!) ? Number(words[j]) : undefined;
  const daysFirst = daysSpanAt(words, i, joins);
  const of = daysFirst && words[daysFirst.next]?.toLowerCase() === 'of' ? 1 : 0;
  const monthAfter = daysFirst ? monthAtWord(words[daysFirst.next + of]) : undefined;
  const monthFirst = monthAfter === undefined ? monthAtWord(words[i]) : undefined;
  const daysAfter = monthFirst === undefined ? null : daysSpanAt(words, i + 1, joins);
  const found =
    daysFirst && monthAfter !== undefined
      ? { month: monthAfter, ...daysFirst, end: daysFirst.next + of + 1 }
      : daysAfter && monthFirst !== undefined
        ? { month: monthFirst, ...daysAfter, end: daysAfter.next }
        : null;
  if (!found) return null;
  const year = yearAt(found.end);
  // "december 2 to 3 bed" are bedrooms; "december 14-20 leeds" the days.
  if (daysAfter && year === undefined && saysBedroomsAt(words, found.end)) return null;
  if (found.last > lastDayOf(year ?? 2024, found.month)) return null;
  const { month, first, last } = found;
  const withYear = year === undefined ? {} : { year };
  return {
    month,
    ...withYear,
    day: first,
    end: { month, ...withYear, day: last },
    used: found.end - i + (year === undefined ? 0 : 1),
  };
}

/**
 * The month said at `words[i]`, and how many words say it: "december", "in december", "january
 * 2027", "during march 2025", "since january", "before june 2025", "from june to august", "from
 * 14 to 20 december". Null when none is.
 */
export function monthAt(
  words: readonly string[],
  i: number,
  { marchWithYear = false }: { marchWithYear?: boolean } = {},
): { said: SaidMonth; used: number } | null {
  const first = words[i]?.toLowerCase() ?? '';
  const bound = Object.hasOwn(BOUND_WORDS, first) ? BOUND_WORDS[first] : undefined;
  const between = first === 'between';
  const lead = ['in', 'during'].includes(first) || bound || between ? 1 : 0;
  // A month right after a bound word not read with it ("since" taken for something else).
  if (isRangeWord(words[i - 1] ?? '')) return null;
  const days =
    bound === undefined || bound === 'from'
      ? dayRangeAt(words, i + lead, between ? AND_JOIN : RANGE_JOINS)
      : null;
  if (days) {
    const { used, ...said } = days;
    return namesNoMonth(words[i + lead + used]) ? null : { said, used: lead + used };
  }
  const start = monthYearAt(words, i + lead);
  if (!start) return null;
  let used = lead + start.used;
  const join = words[i + used]?.toLowerCase() ?? '';
  const last =
    (bound === 'from' && RANGE_JOINS.has(join)) || (between && join === 'and')
      ? monthYearAt(words, i + used + 1)
      : null;
  if (between && !last) return null;
  if (last) used += 1 + last.used;
  if (namesNoMonth(words[i + used])) return null;
  // "may" alone is a word ("may need work"): a month after "in" or before a year. "march" is the
  // town but after "in" and before a year, or after "since" and the like.
  // A day says the month ("14 march"), and for a lot search a year after it ("march 2027" was
  // the town's lots of 2027: `marchWithYear`).
  const { month, year, day } = start;
  const dated = year !== undefined || day !== undefined;
  if (month === 5 && !lead && !dated) return null;
  const marchDated = day !== undefined || (year !== undefined && (lead || marchWithYear));
  if (month === 3 && !bound && !last && !marchDated) return null;
  const said: SaidMonth = {
    month,
    ...(year === undefined ? {} : { year }),
    ...(day === undefined ? {} : { day }),
  };
  if (last)
    said.end = {
      month: last.month,
      ...(last.year === undefined ? {} : { year: last.year }),
      ...(last.day === undefined ? {} : { day: last.day }),
    };
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
  const dayYear =
    year ??
    (end?.year !== undefined ? (month <= end.month ? end.year : end.year - 1) : undefined) ??
    (way === 'ahead'
      ? month >= nowMonth
        ? thisYear
        : thisYear + 1
      : month < nowMonth || (thisMonth && month === nowMonth)
        ? thisYear
        : thisYear - 1);
  // "29 february" with no year: the nearest leap year the search's way (2027's would not exist).
  const step = way === 'ahead' ? 1 : -1;
  let inYear = dayYear;
  // "28-29 february": the last day of the range in the month must exist too.
  const latestDay = Math.max(said.day ?? 0, end?.month === month ? (end.day ?? 0) : 0);
  while (year === undefined && latestDay > lastDayOf(inYear, month)) inYear += step;
  const days = said.day === undefined ? daysOf(inYear, month) : oneDay(inYear, month, said.day);
  if (end) {
    const lastYear = end.year ?? inYear + (end.month < month ? 1 : 0);
    const last =
      end.day === undefined ? daysOf(lastYear, end.month) : oneDay(lastYear, end.month, end.day);
    return { from: days.from, to: last.to };
  }
  if (bound === 'since' || bound === 'from') return { from: days.from };
  if (bound === 'after')
    return {
      from: said.day === undefined ? monthBeside(inYear, month, 1).from : dayBeside(days.to, 1),
    };
  if (bound === 'until') return { to: days.to };
  if (bound === 'before')
    return {
      to: said.day === undefined ? monthBeside(inYear, month, -1).to : dayBeside(days.from, -1),
    };
  return days;
}

/** One day (`YYYY-MM-DD`) as the first and last of the days said. */
const oneDay = (year: number, month: number, day: number) => {
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { from: date, to: date };
};

/** The day before or after (`step` -1 or 1) a day (`YYYY-MM-DD`). */
const dayBeside = (date: string, step: 1 | -1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + step * 86_400_000).toISOString().slice(0, 10);
