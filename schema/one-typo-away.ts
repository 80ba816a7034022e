/** The letters a typo may put in a street's name, as Price Paid spells it (capitals). */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Every word one typo from `word` (upper case): a letter left out, two letters swapped, one
 * changed or one added ("STATON" → "STATION"). Some 55 for each letter of the word: a bounded
 * list to look up by a key, never a scan of every name.
 */
export function oneTypoAway(word: string): string[] {
  const w = word.toUpperCase();
  const out = new Set<string>();
  for (let i = 0; i <= w.length; i++) {
    const [head, tail] = [w.slice(0, i), w.slice(i)];
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1]! + tail[0]! + tail.slice(2));
    for (const c of LETTERS) {
      if (tail && c !== tail[0]) out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(w);
  return [...out];
}
