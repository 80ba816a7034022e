// A calendar date read and written in UTC, as dayjs.utc did before (decision 051: dayjs and its
// plugins were 5 KB gzip of every page's first load for four fixed formats). Same reading rules:
// a string without a trailing Z in the `YYYY-MM-DD[ HH:mm:ss.SSS]` shape (dashes or slashes
// optional) is taken as UTC; anything else goes to `new Date`.

const PARTS =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** Month names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The instant a value names, read as UTC; an invalid Date when it names none. */
export function parseUtcDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const d = value.match(PARTS);
    if (d) {
      const n = (s: string | undefined, fallback: number) => (s ? Number(s) : fallback);
      return new Date(
        Date.UTC(
          Number(d[1]),
          Number(d[2]) - 1 || 0,
          n(d[3], 1),
          n(d[4], 0),
          n(d[5], 0),
          n(d[6], 0),
          Number((d[7] ?? '0').slice(0, 3)),
        ),
      );
    }
  }
  return new Date(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `date` in UTC with `DD`, `MM`, `MMMM` and `YYYY` replaced; other characters as they are. */
export function formatUtcDate(date: Date, pattern: string): string {
  return pattern.replace(/YYYY|MMMM|MM|DD/g, (token) => {
    if (token === 'YYYY') return pad(date.getUTCFullYear(), 4);
    if (token === 'MMMM') return MONTHS[date.getUTCMonth()]!;
    if (token === 'MM') return pad(date.getUTCMonth() + 1);
    return pad(date.getUTCDate());
  });
}
