import { own } from './own';

/**
 * What the words from `i` say by `read`, longest phrase first (up to `longest` words), and how
 * many words it took.
 */
export function longestAt<T>(
  read: (phrase: string) => T | undefined,
  longest: number,
  words: readonly string[],
  i: number,
): { value: T; used: number } | null {
  for (let used = longest; used >= 1; used--) {
    if (i + used > words.length) continue;
    const value = read(
      words
        .slice(i, i + used)
        .join(' ')
        .toLowerCase(),
    );
    if (value !== undefined) return { value, used };
  }
  return null;
}

/** The phrase of `table` the words from `i` say, longest first (up to `longest` words), and how many it took. */
export function phraseAt<T>(
  table: Record<string, T>,
  longest: number,
  words: readonly string[],
  i: number,
): { value: T; used: number } | null {
  return longestAt((key) => own(table, key), longest, words, i);
}
