import { describe, expect, it } from 'vitest';
import { daysFromToday } from './said-from-today';

describe('daysFromToday', () => {
  // A Tuesday.
  const today = '2026-12-01';
  const days = (text: string, on = today) => daysFromToday(text, on)?.days;

  it('is last year’s calendar year, this year’s, or the twelve months to today', () => {
    for (const text of ['last year', 'sold last year', 'flats in leeds in last year'])
      expect(days(text), text).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(days('house prices leeds this year')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    for (const text of ['sold in the last year', 'past year', 'over the past 12 months'])
      expect(days(text), text).toEqual({ from: '2025-12-01', to: today });
    expect(days('past year', '2028-02-29')).toEqual({ from: '2027-02-28', to: '2028-02-29' });
  });

  it('is last week Monday to Sunday, last month its calendar month, yesterday one day', () => {
    expect(days('sold last week')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // On a Monday, last week is the one that ended yesterday.
    expect(days('last week', '2026-11-30')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(days('auction results last month')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(days('last month', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(days('lots sold yesterday')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
  });

  it('is so many days, weeks or months to today, in figures or words', () => {
    expect(days('sold in the past week')).toEqual({ from: '2026-11-24', to: today });
    expect(days('the last month')).toEqual({ from: '2026-11-01', to: today });
    expect(days('last 30 days')).toEqual({ from: '2026-11-01', to: today });
    expect(days('flats sold in the past six months')).toEqual({ from: '2026-06-01', to: today });
    expect(days('past 2 weeks')).toEqual({ from: '2026-11-17', to: today });
    expect(days('last 3 months', '2026-05-31')).toEqual({ from: '2026-02-28', to: '2026-05-31' });
    expect(days('last 2 years')).toEqual({ from: '2024-12-01', to: today });
  });

  it('leaves the other words, and reads nothing when none, two times, or none of a count is said', () => {
    expect(daysFromToday('flats sold last year in york', today)?.rest).toBe('flats sold in york');
    expect(daysFromToday('sold in the past week leeds', today)?.rest).toBe('sold leeds');
    for (const text of ['flats in york', 'last year or this year', 'last 0 days', 'last house'])
      expect(daysFromToday(text, today), text).toBeNull();
  });
});
