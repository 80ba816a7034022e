/** Calendar helpers in UTC, with just enough British Summer Time for auction start times. */
import { MONTHS } from '#shared/format/utc-date';

export const DAY_MS = 86_400_000;

/** Midnight UTC at the start of `date`'s UTC day. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** `YYYY-MM-DD`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `12 March 2026`. */
export function ukDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `March 2026`. */
export function monthYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function lastSundayUtc(year: number, month: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return addDays(last, -last.getUTCDay());
}

/** True when British Summer Time applies at `date`. */
export function isBritishSummerTime(date: Date): boolean {
  const year = date.getUTCFullYear();
  const start = lastSundayUtc(year, 2).getTime() + 3_600_000;
  const end = lastSundayUtc(year, 9).getTime() + 3_600_000;
  return date.getTime() >= start && date.getTime() < end;
}

/** The instant when a London clock shows `hour:minute` on `day` (any time within that UTC day). */
export function londonTime(day: Date, hour: number, minute = 0): Date {
  const base = startOfUtcDay(day);
  const utc = new Date(base.getTime() + (hour * 60 + minute) * 60_000);
  return isBritishSummerTime(utc) ? addMinutes(utc, -60) : utc;
}

/** 24 December to 1 January: no auction house sells or closes a sale then. */
const isChristmasBreak = (date: Date) =>
  (date.getUTCMonth() === 11 && date.getUTCDate() >= 24) ||
  (date.getUTCMonth() === 0 && date.getUTCDate() === 1);

/**
 * Moves a date to the next working day: past a weekend, and past the Christmas break (sales on
 * Boxing Day and closing on Christmas Day were seeded before).
 */
export function nextWeekday(date: Date): Date {
  let day = date;
  while (isChristmasBreak(day)) day = addDays(day, 1);
  const dow = day.getUTCDay();
  if (dow === 6) return addDays(day, 2);
  if (dow === 0) return addDays(day, 1);
  return day;
}
