import { own } from './own';

/** The phrase of `table` the words from `i` say, longest first (up to `longest` words), and how many it took. */
export function phraseAt<T>(
  table: Record<string, T>,
  longest: number,
  words: string[],
  i: number,
): { value: T; used: number } | null {
  for (let used = longest; used >= 1; used--) {
    if (i + used > words.length) continue;
    const key = words
      .slice(i, i + used)
      .join(' ')
      .toLowerCase();
    const value = own(table, key);
    if (value !== undefined) return { value, used };
  }
  return null;
}
