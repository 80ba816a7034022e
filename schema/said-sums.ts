import { endsAsStreet } from './street-endings';

/**
 * Sums buyers say without a figure ("half a million", "a quarter of a million", "a million"), as
 * the sums the search reads ("500k", "250k", "1m"); "mil" and "millions" are "million". The
 * longest first: "over a quarter of a million" is "over 250k", its "a" no word between.
 */
const SUMS_SAID: readonly (readonly [string, string])[] = [
  ['three quarters of a million', '750k'],
  ['a quarter of a million', '250k'],
  ['quarter of a million', '250k'],
  ['a quarter million', '250k'],
  ['quarter million', '250k'],
  ['half a million', '500k'],
  ['a half million', '500k'],
  ['half million', '500k'],
  ['a million', '1m'],
  ['one million', '1m'],
  ['two million', '2m'],
  ['three million', '3m'],
  ['five million', '5m'],
];

const MILLION = /^(?:mil|millions?)$/i;
/** A figure with "mil" or "million" run into it ("1mil", "1.5million"): that many millions. */
const MILLIONS_RUN_IN = /^(£?\d+(?:\.\d+)?)(?:mil|million)$/i;
/** Words after a sum saying it is the least: "£1m plus", "500k or more", "300k and above". */
const OR_MORE = ['plus', 'or more', 'and above', 'and over', 'or above', 'upwards'];
/** A sum as the search reads it ("£1m", "500k", "250,000"): what "plus" may follow. */
const SUM = /^£?\d[\d,]*(?:\.\d+)?[km]?$/i;

/**
 * The words with a sum followed by "plus", "or more" or "and above" as that sum and "+" ("£1m
 * plus" is "£1m+", the least). Read after the sums said in words ("1 million plus").
 */
export function sumsOrMore(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const more = SUM.test(words[i]!)
      ? OR_MORE.find((said) =>
          said.split(' ').every((w, j) => words[i + 1 + j]?.toLowerCase() === w),
        )
      : undefined;
    out.push(more ? `${words[i]}+` : words[i]!);
    if (more) i += more.split(' ').length;
  }
  return out;
}

/** Words after a sum saying it is the most: "£150k max", "100k or less", "200k tops". */
const OR_LESS = [
  'max',
  'maximum',
  'or less',
  'or under',
  'and under',
  'or below',
  'and below',
  'tops',
  'at most',
];
/** A sum written as money, not a count: "2 bed max" is bedrooms, "£150k max" a budget. */
const MONEY_SUM =
  /^(?:£\d[\d,]*(?:\.\d+)?[km]?|\d[\d,]*(?:\.\d+)?[km]|\d{1,3}(?:,\d{3})+|\d{4,})$/i;
/** "<100k", "≤ £150,000", ">200k": a bound written as a sign. */
const SIGNS: Record<string, string> = {
  '<': 'under',
  '<=': 'under',
  '≤': 'under',
  '>': 'over',
  '>=': 'over',
  '≥': 'over',
};

/**
 * The words with a budget said after its sum or as a sign before it, as the bound word before
 * it: "£150k max" and "150k or less" are "under £150k", "<100k" is "under 100k" (each was a word
 * to match: 0 lots).
 */
export function sumsOrLess(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const sign = /^(<=|>=|[<>≤≥])(.*)$/.exec(word);
    if (sign && SIGNS[sign[1]!]) {
      // Only before a figure ("<100k", "< 150k", "<3 bed"); a sign alone says nothing to match.
      if (/^£?\d/.test(sign[2] || (words[i + 1] ?? ''))) out.push(SIGNS[sign[1]!]!);
      if (sign[2]) out.push(sign[2]);
      continue;
    }
    const less = MONEY_SUM.test(word)
      ? OR_LESS.find((said) =>
          said.split(' ').every((w, j) => words[i + 1 + j]?.toLowerCase() === w),
        )
      : undefined;
    if (less) {
      out.push('under', word);
      i += less.split(' ').length;
    } else out.push(word);
  }
  return out;
}

/**
 * The words with each sum said without a figure as that sum: ["under", "half", "a", "million"]
 * is ["under", "500k"], and "1mil" is "1m". Not before a street ending ("Million Road" is an
 * address).
 */
export function sumsSaidInWords(words: readonly string[]): string[] {
  const plain = words.map((w) => (MILLION.test(w) ? 'million' : w.toLowerCase()));
  const runIn = (w: string) => w.replace(MILLIONS_RUN_IN, '$1m');
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const said = SUMS_SAID.find(([phrase]) => {
      const parts = phrase.split(' ');
      return (
        parts.every((p, j) => plain[i + j] === p) && !endsAsStreet(words[i + parts.length] ?? '')
      );
    });
    if (said) {
      out.push(said[1]);
      i += said[0].split(' ').length - 1;
    } else out.push(runIn(words[i]!));
  }
  return out;
}
