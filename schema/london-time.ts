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
 * no or an unreadable value. Online lots close minutes apart, so a bidder needs the time.
 */
export function formatLondonClock(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : clock(at);
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

/** `2026-11-24T17:30`: an instant as a London `datetime-local` value. */
export function londonInputValue(at: Date): string {
  const p = Object.fromEntries(
    PARTS()
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** `9 December 2026, 12:04 GMT`: a day as the page writes it, with the instant's London time. */
export function dayAndClock(day: string, iso: string | null | undefined): string {
  const time = formatLondonClock(iso);
  return time ? `${day}, ${time}` : day;
}
