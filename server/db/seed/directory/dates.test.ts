import { describe, expect, it } from 'vitest';
import { nextWeekday } from './dates';

const day = (iso: string) =>
  nextWeekday(new Date(`${iso}T00:00:00Z`))
    .toISOString()
    .slice(0, 10);

describe('nextWeekday', () => {
  it('moves a weekend to the Monday', () => {
    expect(day('2026-11-28')).toBe('2026-11-30');
    expect(day('2026-11-29')).toBe('2026-11-30');
    expect(day('2026-11-27')).toBe('2026-11-27');
  });

  it('moves the Christmas break (24 December to 1 January) to the next working day', () => {
    expect(day('2025-12-26')).toBe('2026-01-02');
    expect(day('2026-12-25')).toBe('2027-01-04'); // 2 January 2027 is a Saturday
    expect(day('2026-01-01')).toBe('2026-01-02');
    expect(day('2026-12-23')).toBe('2026-12-23');
  });
});
