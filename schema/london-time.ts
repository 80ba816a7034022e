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
