import { lazyFormatter } from './number-format';
/** Times editors enter and read are London wall-clock times (GMT or BST); the database keeps UTC. */
export const LONDON = 'Europe/London';

const shown = lazyFormatter<Date>(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LONDON,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
);

/** `Tue 24 Nov 2026, 17:30 GMT`: an instant on a London clock, with its zone. */
export const formatLondon = (iso: string | Date) => shown(new Date(iso));

const clock = lazyFormatter<Date>(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LONDON,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }),
);

/**
 * `12:04 GMT`: the time of day an auction starts or bidding closes, on a London clock; null for
 * no or an unreadable value, and for a day given without a time (no made-up time is shown).
 * Online lots close minutes apart, so a bidder needs the time.
 */
export function formatLondonClock(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || isWholeLondonDay(iso) ? null : clock(at);
}

let parts: Intl.DateTimeFormat | null = null;
/** Built on first use (decision 055). */
const PARTS = () =>
  (parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The London calendar day and clock (to the minute) of an instant, as two-digit strings. */
const londonParts = (at: Date): Record<string, string> =>
  Object.fromEntries(
    PARTS()
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );

/** `2026-11-24T17:30`: an instant as a London `datetime-local` value. */
export function londonInputValue(at: Date): string {
  const p = londonParts(at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** `2026-11-24`: the day an instant falls on in London (00:30 BST is already the next UK day). */
export const londonDayOf = (at: Date): string => londonInputValue(at).slice(0, 10);

/**
 * Whether a wall-clock date and time (`2027-02-28T10:00`, or with a space) names a real one: not
 * 30 February, not 25:00 or 10:61, which match a date-time pattern but name no time.
 */
export function isRealWallTime(wall: string): boolean {
  const [y, mo, d, h, mi, s = 0] = wall.split(/[-T: ]/).map(Number) as number[];
  const utc = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s));
  return (
    utc.getUTCFullYear() === y &&
    utc.getUTCMonth() === mo! - 1 &&
    utc.getUTCDate() === d &&
    utc.getUTCHours() === h &&
    utc.getUTCMinutes() === mi &&
    utc.getUTCSeconds() === s
  );
}

/** Said of a London wall-clock time in the hour the clocks skip (`londonWallTimeHappens`). */
export const CLOCKS_SKIP_MESSAGE =
  'That time does not happen in London: the clocks go forward an hour that night';

/**
 * Whether a London wall-clock time (`2027-03-28T01:30`, a `datetime-local` value) happens: false
 * in the hour the clocks skip when they go forward (01:00–02:00 on the last Sunday of March).
 */
export function londonWallTimeHappens(wall: string): boolean {
  const [y, mo, d, h, mi] = wall.split(/[-T:]/).map(Number) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  if (Number.isNaN(asUtc)) return true; // not a date and time at all: other checks say so
  const hhmm = wall.slice(0, 16);
  return [0, 3_600_000].some((offset) => londonInputValue(new Date(asUtc - offset)) === hhmm);
}

/**
 * The instant a London wall-clock time names (`2026-12-10T10:00` → `2026-12-10T10:00:00.000Z`,
 * `2027-06-03T10:00` → `…09:00:00.000Z`). In the hour the clocks go back, which happens twice, the
 * later (GMT) one; check `londonWallTimeHappens` first for the hour they skip.
 */
export function londonWallTimeToIso(wall: string): string {
  const [y, mo, d, h, mi, s = 0] = wall.split(/[-T: ]/).map(Number) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s);
  // The offset at the first guess; once more from there when the guess crossed a clock change.
  const guess = asUtc - londonOffsetMs(new Date(asUtc));
  return new Date(asUtc - londonOffsetMs(new Date(guess))).toISOString();
}

/** How far a London clock is ahead of UTC at `at`: 0 in GMT, an hour in BST. */
function londonOffsetMs(at: Date): number {
  const p = londonParts(at);
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!);
  return wall - Math.floor(at.getTime() / 60_000) * 60_000;
}

/**
 * A calendar day given without a time (a feed's `2027-06-03`) means that whole UK day: it is kept
 * as the day's last millisecond on a London clock (`2027-06-03T22:59:59.999Z` in BST), so a lot
 * stays open until the day is over, and `isWholeLondonDay` reads it back as a day without a time.
 */
export function endOfLondonDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const nextUtcMidnight = Date.UTC(year, month - 1, date + 1);
  // The clocks change at 01:00 UTC, so London's offset at the next UTC midnight is the evening's.
  const offset = londonOffsetMs(new Date(nextUtcMidnight));
  return new Date(nextUtcMidnight - offset - 1).toISOString();
}

/** Whether an instant is the last millisecond of a London day: a day given without a time. */
export function isWholeLondonDay(iso: string): boolean {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || at.getUTCSeconds() !== 59 || at.getUTCMilliseconds() !== 999)
    return false;
  const p = londonParts(at);
  return p.hour === '23' && p.minute === '59';
}

/** `9 December 2026, 12:04 GMT`: a day as the page writes it, with the instant's London time. */
export function dayAndClock(day: string, iso: string | null | undefined): string {
  const time = formatLondonClock(iso);
  return time ? `${day}, ${time}` : day;
}
