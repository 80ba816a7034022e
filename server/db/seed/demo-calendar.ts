import { DAY_MS, isoDate, startOfUtcDay } from './directory/dates';

/**
 * Sold prices move only when their calendar is at least this many days behind: shifting 200,000
 * rows costs seconds on the embedded database (decision 0NN), and a week's lag in Price Paid data
 * is what the real register has anyway.
 */
export const SOLD_PRICES_MIN_SHIFT_DAYS = 7;

/** The UTC day of `date` as `YYYY-MM-DD`: how the seed names its reference day. */
export function utcDay(date: Date): string {
  return isoDate(startOfUtcDay(date));
}

/**
 * Whole days from the UTC day `referenceDay` (`YYYY-MM-DD`) to the UTC day of `today`: 0 on the
 * same day, negative when the clock is behind the reference.
 */
export function wholeDaysSince(referenceDay: string, today: Date): number {
  const reference = Date.parse(`${referenceDay}T00:00:00Z`);
  if (Number.isNaN(reference)) throw new Error(`Not a day: "${referenceDay}"`);
  return Math.round((startOfUtcDay(today).getTime() - reference) / DAY_MS);
}
