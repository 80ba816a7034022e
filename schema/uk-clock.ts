const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a 31-day month (`month` 0-based): when UK clocks change. */
function lastSundayOneAm(year: number, month: number): number {
  const last = Date.UTC(year, month, 31, 1);
  return last - new Date(last).getUTCDay() * 24 * HOUR;
}

/**
 * How far UK clocks are ahead of UTC at an instant: an hour in British Summer Time (01:00 UTC on
 * the last Sunday of March to 01:00 UTC on the last Sunday of October), else none. Arithmetic,
 * not `Intl`, so a card's date costs nothing on a page's way to hydration (decision 055); checked
 * against `Intl`'s Europe/London in its test.
 */
export function ukOffsetMs(at: Date): number {
  const t = at.getTime();
  const year = at.getUTCFullYear();
  return t >= lastSundayOneAm(year, 2) && t < lastSundayOneAm(year, 9) ? HOUR : 0;
}

/** The instant moved by the UK offset, so that its UTC fields read the UK wall clock. */
export const onUkClock = (at: Date): Date => new Date(at.getTime() + ukOffsetMs(at));

/**
 * The instant a UK calendar day (`2027-06-03`) begins: `2027-06-02T23:00:00.000Z` in summer,
 * UTC midnight in winter. The clocks change at 01:00 UTC, so UTC midnight has the day's offset.
 */
export function ukMidnightIso(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00.000Z`);
  return new Date(utcMidnight.getTime() - ukOffsetMs(utcMidnight)).toISOString();
}

/** The calendar day `n` days after `day` (`YYYY-MM-DD`; `n` may be negative). */
export const plusDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** "December 2026" for a month (`2026-12`) or a day of it (`2026-12-04`). */
export const monthName = (monthOrDay: string) =>
  new Date(`${monthOrDay.slice(0, 7)}-01T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
