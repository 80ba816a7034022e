/**
 * Years a buyer types into a search: "house prices leeds 2024", "flats sold since 2020",
 * "sales 2019-2021". A year is never a sum of money: "flats in manchester 2025" had been read
 * as "up to £2,025". Written bare (four digits, no £, no k, no commas), 1990 to 2099.
 */
const YEAR = /^(199\d|20\d\d)$/;

/** Whether a word is a year as buyers write one. */
export const isYearWord = (word: string) => YEAR.test(word);

/** The first and last year said (each inclusive; one open when only "since" or "before" is said). */
export interface SaidYears {
  from?: number;
  to?: number;
}

/** The days of the years said, as date filters take them (`2024-01-01`, `2024-12-31`). */
export const yearDays = ({ from, to }: SaidYears) => ({
  from: from === undefined ? undefined : `${from}-01-01`,
  to: to === undefined ? undefined : `${to}-12-31`,
});

const yearOf = (word: string | undefined) =>
  word !== undefined && YEAR.test(word) ? Number(word) : undefined;

/** Words before a year that bound the years: "since 2020", "before 2015". */
const BOUNDS: Record<string, (year: number) => SaidYears> = {
  since: (y) => ({ from: y }),
  from: (y) => ({ from: y }),
  after: (y) => ({ from: y + 1 }),
  before: (y) => ({ to: y - 1 }),
  in: (y) => ({ from: y, to: y }),
  during: (y) => ({ from: y, to: y }),
};

/**
 * The years said at `words[i]`, and how many words say them: a year ("2024"), a range
 * ("2019-2021", "2019 to 2021", in either order) or a bound ("since 2020", "before 2015").
 * "in 2024" is the year, its "in" used: it is no place to look for after "in".
 */
export function yearsAt(
  words: readonly string[],
  i: number,
): { years: SaidYears; used: number } | null {
  const word = words[i]!;
  const bound = Object.hasOwn(BOUNDS, word.toLowerCase()) ? BOUNDS[word.toLowerCase()]! : null;
  const next = yearOf(words[i + 1]);
  if (bound && next !== undefined) {
    // "from 2019 to 2021": the range, its "from" used.
    const range = rangeAt(words, i + 1);
    return range ? { years: range.years, used: range.used + 1 } : { years: bound(next), used: 2 };
  }
  const range = rangeAt(words, i);
  if (range) return range;
  const year = yearOf(word);
  return year === undefined ? null : { years: { from: year, to: year }, used: 1 };
}

function rangeAt(words: readonly string[], i: number): { years: SaidYears; used: number } | null {
  const one = /^(\d{4})[-–](\d{4})$/.exec(words[i]!);
  const [a, b, used] = one
    ? [yearOf(one[1]), yearOf(one[2]), 1]
    : ['-', '–', 'to'].includes(words[i + 1]?.toLowerCase() ?? '')
      ? [yearOf(words[i]), yearOf(words[i + 2]), 3]
      : [undefined, undefined, 0];
  if (a === undefined || b === undefined) return null;
  return { years: { from: Math.min(a, b), to: Math.max(a, b) }, used };
}
