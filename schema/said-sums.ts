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

/**
 * The words with each sum said without a figure as that sum: ["under", "half", "a", "million"]
 * is ["under", "500k"]. Not before a street ending ("Million Road" is an address).
 */
export function sumsSaidInWords(words: readonly string[]): string[] {
  const plain = words.map((w) => (MILLION.test(w) ? 'million' : w.toLowerCase()));
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
    } else out.push(words[i]!);
  }
  return out;
}
