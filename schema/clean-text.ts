/**
 * Free text from a URL: control characters (NUL would fail in PostgreSQL) and runs of spaces
 * become one space; trimmed and cut to `max` characters; empty → undefined.
 */
export function cleanText(value: string | null | undefined, max = 100): string | undefined {
  return (
    (value ?? '')
      .replace(/[\p{Cc}\s]+/gu, ' ')
      .trim()
      .slice(0, max) || undefined
  );
}
