import { describe, expect, it } from 'vitest';
import { onUkClock, ukMidnightIso, ukOffsetMs } from './uk-clock';
// The reference: Intl's Europe/London wall clock, as the editors' forms read it.
import { londonInputValue as intlWall } from './london-time';

describe('ukOffsetMs', () => {
  it('reads the UK wall clock as Intl’s Europe/London does, every 20 minutes around each change and hourly across years', () => {
    const instants: Date[] = [];
    for (const [y, m, d] of [
      [2026, 2, 29],
      [2026, 9, 25],
      [2027, 2, 28],
      [2027, 9, 31],
      [2030, 2, 31],
      [2030, 9, 27],
    ] as const)
      for (let min = -180; min <= 180; min += 20)
        instants.push(new Date(Date.UTC(y, m, d, 1) + min * 60_000));
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2031, 0, 1); t += 7 * 3_600_000 + 60_000)
      instants.push(new Date(t));
    for (const at of instants)
      expect(onUkClock(at).toISOString().slice(0, 16), at.toISOString()).toBe(intlWall(at));
  });

  it('is an hour in summer and none in winter', () => {
    expect(ukOffsetMs(new Date('2027-06-03T23:30:00Z'))).toBe(3_600_000);
    expect(ukOffsetMs(new Date('2026-11-28T23:30:00Z'))).toBe(0);
  });
});

describe('ukMidnightIso', () => {
  it('is the instant the UK day begins, on either side of each clock change', () => {
    expect(ukMidnightIso('2027-06-03')).toBe('2027-06-02T23:00:00.000Z');
    expect(ukMidnightIso('2026-12-01')).toBe('2026-12-01T00:00:00.000Z');
    expect(ukMidnightIso('2027-03-28')).toBe('2027-03-28T00:00:00.000Z');
    expect(ukMidnightIso('2027-03-29')).toBe('2027-03-28T23:00:00.000Z');
    expect(ukMidnightIso('2027-10-31')).toBe('2027-10-30T23:00:00.000Z');
    expect(ukMidnightIso('2027-11-01')).toBe('2027-11-01T00:00:00.000Z');
  });
});
