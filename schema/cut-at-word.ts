/**
 * Text cut to at most `max` characters, at the last word that fits when that keeps more than half
 * of it ("… a rather long" rather than "… a rather long t"), without trailing spaces or
 * separators. Text that fits comes back trimmed.
 */
export function cutAtWord(text: string, max: number): string {
  const s = text.trim();
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  // A cut that falls between two words keeps the whole of the first.
  if (/\s/.test(s[max] ?? '')) return cut.replace(/[\s,;:–-]+$/, '');
  const atWord = cut.lastIndexOf(' ');
  return (atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:–-]+$/, '');
}
