import { describe, expect, it } from 'vitest';
import {
  dayAndClock,
  londonDayOf,
  endOfLondonDay,
  formatLondonClock,
  isWholeLondonDay,
  londonInputValue,
  londonWallTimeToIso,
} from './london-time';

describe('a day given without a time', () => {
  it('lasts until midnight on a London clock, in summer and in winter', () => {
    expect(endOfLondonDay('2027-06-03')).toBe('2027-06-03T22:59:59.999Z');
    expect(endOfLondonDay('2027-01-15')).toBe('2027-01-15T23:59:59.999Z');
  });

  it('follows the clocks on the nights they change', () => {
    // 2027: BST from 28 March, GMT again from 31 October (01:00 UTC both times).
    expect(endOfLondonDay('2027-03-27')).toBe('2027-03-27T23:59:59.999Z');
    expect(endOfLondonDay('2027-03-28')).toBe('2027-03-28T22:59:59.999Z');
    expect(endOfLondonDay('2027-10-30')).toBe('2027-10-30T22:59:59.999Z');
    expect(endOfLondonDay('2027-10-31')).toBe('2027-10-31T23:59:59.999Z');
  });

  it('reads back as the day alone: no made-up time on the page', () => {
    const day = endOfLondonDay('2027-06-03');
    expect(isWholeLondonDay(day)).toBe(true);
    expect(formatLondonClock(day)).toBeNull();
    expect(dayAndClock('03 June 2027', day)).toBe('03 June 2027');
  });

  it('leaves a real time alone, midnight included', () => {
    expect(dayAndClock('03 June 2027', '2027-06-03T10:00:00Z')).toBe('03 June 2027, 11:00 BST');
    expect(isWholeLondonDay('2027-06-03T23:00:00.000Z')).toBe(false);
    expect(isWholeLondonDay('2027-06-03T22:59:00.000Z')).toBe(false);
  });
});

describe('londonWallTimeToIso', () => {
  it('reads a London wall-clock time in GMT and in BST', () => {
    expect(londonWallTimeToIso('2026-12-10T10:00')).toBe('2026-12-10T10:00:00.000Z');
    expect(londonWallTimeToIso('2027-06-03T10:00')).toBe('2027-06-03T09:00:00.000Z');
    expect(londonWallTimeToIso('2027-06-03 10:00:30')).toBe('2027-06-03T09:00:30.000Z');
  });

  it('either side of the clock changes, and back to the same input value', () => {
    for (const wall of [
      '2027-03-28T00:30',
      '2027-03-28T02:30',
      '2027-10-31T00:30',
      '2027-10-31T02:30',
      '2027-12-31T23:59',
    ])
      expect(londonInputValue(new Date(londonWallTimeToIso(wall))), wall).toBe(wall);
  });
});

describe('londonDayOf', () => {
  it('is the day on UK clocks: summer time moves late evenings UTC into the next day', () => {
    expect(londonDayOf(new Date('2027-06-03T23:30:00Z'))).toBe('2027-06-04');
    expect(londonDayOf(new Date('2026-12-03T23:30:00Z'))).toBe('2026-12-03');
  });
});
