import { describe, expect, it } from 'vitest';
import { monthAt, monthDays } from './said-months';

const at = (text: string, i = 0) => monthAt(text.split(' '), i);

describe('monthAt: a month in a search', () => {
  it('reads a month, after "in" or "during", with its year when one follows', () => {
    expect(at('december')).toEqual({ said: { month: 12 }, used: 1 });
    expect(at('in december')).toEqual({ said: { month: 12 }, used: 2 });
    expect(at('January 2027')).toEqual({ said: { month: 1, year: 2027 }, used: 2 });
    expect(at('during sept 2025')).toEqual({ said: { month: 9, year: 2025 }, used: 3 });
  });

  it('leaves "may" and "march" alone where they are a word or the town', () => {
    expect(at('may need work')).toBeNull();
    expect(at('in may')).toEqual({ said: { month: 5 }, used: 2 });
    expect(at('may 2027')).toEqual({ said: { month: 5, year: 2027 }, used: 2 });
    expect(at('march')).toBeNull();
    expect(at('in march')).toBeNull();
    // "house prices march 2024": the town's sales of 2024.
    expect(at('march 2025')).toBeNull();
    expect(at('in march 2025')).toEqual({ said: { month: 3, year: 2025 }, used: 3 });
    expect(at('dec')).toBeNull();
  });

  it('reads a day with its month, in the ways buyers write one', () => {
    // A buyer's walk: "14 december" left "14" a word to find (0 lots, then lots at No. 14).
    const day = { said: { month: 12, day: 14 } };
    expect(at('14 december')).toEqual({ ...day, used: 2 });
    expect(at('14th december')).toEqual({ ...day, used: 2 });
    expect(at('14th of dec')).toEqual({ ...day, used: 3 });
    expect(at('december 14th')).toEqual({ ...day, used: 2 });
    expect(at('dec 14')).toEqual({ ...day, used: 2 });
    expect(at('on 14 december', 1)).toEqual({ ...day, used: 2 });
    expect(at('14 dec 2026')).toEqual({ said: { month: 12, day: 14, year: 2026 }, used: 3 });
    expect(at('dec 14 2026')).toEqual({ said: { month: 12, day: 14, year: 2026 }, used: 3 });
    expect(at('14/12/2026')).toEqual({ said: { month: 12, day: 14, year: 2026 }, used: 1 });
    expect(at('1.3.27')).toEqual({ said: { month: 3, day: 1, year: 2027 }, used: 1 });
    expect(at('dec 2026')).toEqual({ said: { month: 12, year: 2026 }, used: 2 });
    expect(at('in 14 march', 0)).toEqual({ said: { month: 3, day: 14 }, used: 3 });
    // Not a day: bedrooms after a month, a range of bedrooms, a day the month never has.
    expect(at('december 2 bed')).toEqual({ said: { month: 12 }, used: 1 });
    expect(at('2-3 bed')).toBeNull();
    expect(at('2/3')).toBeNull();
    expect(at('31 june')).toBeNull();
    expect(at('30/02/2027')).toBeNull();
    expect(at('dec')).toBeNull();
    expect(at('14 mar road')).toBeNull();
  });

  it('reads days of one month said as a range, the month before or after them', () => {
    // "from 14 to 20 december" was no date: 0 lots, and "Leave out “december”" offered.
    const week = { month: 12, day: 14, end: { month: 12, day: 20 } };
    expect(at('from 14 to 20 december')).toEqual({ said: week, used: 5 });
    expect(at('14 to 20 december')).toEqual({ said: week, used: 4 });
    expect(at('14-20 december')).toEqual({ said: week, used: 2 });
    expect(at('14th–20th dec')).toEqual({ said: week, used: 2 });
    expect(at('14th to 20th of december')).toEqual({ said: week, used: 5 });
    expect(at('between 14 and 20 december')).toEqual({ said: week, used: 5 });
    expect(at('december 14 to 20')).toEqual({ said: week, used: 4 });
    expect(at('from dec 14-20 2026')).toEqual({
      said: { ...week, year: 2026, end: { ...week.end, year: 2026 } },
      used: 4,
    });
    // Not a range: the last day first, a day the month never has, bedrooms after a month, a
    // range of days of no month, a bound that is one end only.
    expect(at('20 to 14 december')).toBeNull();
    expect(at('30-31 november')).toBeNull();
    expect(at('december 2 to 3 bed')).toEqual({ said: { month: 12 }, used: 1 });
    expect(at('between 14 and 20')).toBeNull();
    expect(at('until 14 to 20 december')).toBeNull();
    // With the month first, a place may follow the days; a street's name is no month.
    expect(at('december 14-20 leeds')).toEqual({ said: week, used: 2 });
    expect(at('december 14 to 20 leeds')).toEqual({ said: week, used: 4 });
    expect(at('14-20 july road')).toBeNull();
    expect(at('14-20 may street')).toBeNull();
    // A leap day at the range's end: the next February that has one.
    expect(
      monthDays({ month: 2, day: 28, end: { month: 2, day: 29 } }, '2026-12-06', 'ahead'),
    ).toEqual({ from: '2028-02-28', to: '2028-02-29' });
    expect(
      monthDays({ month: 12, day: 14, end: { month: 12, day: 20 } }, '2026-12-06', 'ahead'),
    ).toEqual({ from: '2026-12-14', to: '2026-12-20' });
  });

  it('reads "march" before a year as the month only in a lot search', () => {
    // "march 2027" was the town's lots of 2027 (0 lots); "house prices march 2024" its sales.
    expect(monthAt(['march', '2027'], 0, { marchWithYear: true })).toEqual({
      said: { month: 3, year: 2027 },
      used: 2,
    });
    expect(at('march 2027')).toBeNull();
    expect(monthAt(['march'], 0, { marchWithYear: true })).toBeNull();
  });

  it('reads no month in a street’s name, nor a month alone right after a bound word', () => {
    // "july road" offered "Sales, sold 01 July 2026 to 31 July 2026".
    expect(at('july road')).toBeNull();
    expect(at('flat 2 september court', 2)).toBeNull();
    expect(at('june 2025 close')).toBeNull();
    // "since june" is June until now, not June alone: read from "since", never from "june".
    expect(at('sold since june', 2)).toBeNull();
    expect(at('until december', 1)).toBeNull();
    expect(at('since june road')).toBeNull();
  });

  it('reads a bound word and its month as one end of the days, "from … to …" as both', () => {
    expect(at('since january')).toEqual({ said: { month: 1, bound: 'since' }, used: 2 });
    expect(at('from june 2025')).toEqual({
      said: { month: 6, year: 2025, bound: 'from' },
      used: 3,
    });
    expect(at('after may')).toEqual({ said: { month: 5, bound: 'after' }, used: 2 });
    expect(at('until march')).toEqual({ said: { month: 3, bound: 'until' }, used: 2 });
    expect(at('before june 2025')).toEqual({
      said: { month: 6, year: 2025, bound: 'before' },
      used: 3,
    });
    expect(at('from june to august')).toEqual({
      said: { month: 6, end: { month: 8 } },
      used: 4,
    });
    expect(at('between may 2025 and july 2025')).toEqual({
      said: { month: 5, year: 2025, end: { month: 7, year: 2025 } },
      used: 6,
    });
    expect(at('between june')).toBeNull();
    expect(at('since 2020')).toBeNull();
  });
});

describe('monthDays: the days of the month said', () => {
  it('is the month to come for auctions, the month gone by for sales', () => {
    const today = '2026-11-30';
    expect(monthDays({ month: 12 }, today, 'ahead')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(monthDays({ month: 2 }, today, 'ahead')).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(monthDays({ month: 11 }, today, 'ahead').from).toBe('2026-11-01');
    expect(monthDays({ month: 12 }, today, 'back')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    // This month has not ended: Land Registry's sales of it are not yet published.
    expect(monthDays({ month: 11 }, today, 'back').from).toBe('2026-11-01');
    expect(monthDays({ month: 11 }, today, 'back', { thisMonth: false }).from).toBe('2025-11-01');
    expect(monthDays({ month: 2, year: 2028 }, today, 'back')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
  it('is one day when a day is said, and a bound beside it', () => {
    const today = '2026-12-06';
    expect(monthDays({ month: 12, day: 14 }, today, 'ahead')).toEqual({
      from: '2026-12-14',
      to: '2026-12-14',
    });
    expect(monthDays({ month: 1, day: 3 }, today, 'ahead')).toEqual({
      from: '2027-01-03',
      to: '2027-01-03',
    });
    expect(monthDays({ month: 3, day: 1, year: 2024 }, today, 'back')).toEqual({
      from: '2024-03-01',
      to: '2024-03-01',
    });
    expect(monthDays({ month: 3, day: 1, year: 2024, bound: 'before' }, today, 'back')).toEqual({
      to: '2024-02-29',
    });
    expect(monthDays({ month: 12, day: 31, year: 2026, bound: 'after' }, today, 'ahead')).toEqual({
      from: '2027-01-01',
    });
    expect(monthDays({ month: 12, day: 14, end: { month: 12, day: 20 } }, today, 'ahead')).toEqual({
      from: '2026-12-14',
      to: '2026-12-20',
    });
  });

  it('puts 29 February in a leap year, the nearest the search’s way', () => {
    // A review: "29 february" led to 2027-02-29, a day that does not exist.
    expect(monthDays({ month: 2, day: 29 }, '2026-12-06', 'ahead')).toEqual({
      from: '2028-02-29',
      to: '2028-02-29',
    });
    expect(monthDays({ month: 2, day: 29, bound: 'after' }, '2026-12-06', 'ahead')).toEqual({
      from: '2028-03-01',
    });
    expect(monthDays({ month: 2, day: 29 }, '2026-12-06', 'back')).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    expect(at('29 feb 2027')).toBeNull();
  });

  it('leaves one end open for a bound, and spans a range of months', () => {
    const today = '2026-11-30';
    // "since" looks back, whichever way the search looks; "from" and "after" the search's way.
    expect(monthDays({ month: 1, bound: 'since' }, today, 'ahead')).toEqual({ from: '2026-01-01' });
    expect(monthDays({ month: 6, bound: 'from' }, today, 'ahead')).toEqual({ from: '2027-06-01' });
    expect(monthDays({ month: 12, bound: 'after' }, today, 'ahead')).toEqual({
      from: '2027-01-01',
    });
    expect(monthDays({ month: 12, bound: 'after' }, today, 'back')).toEqual({ from: '2026-01-01' });
    expect(monthDays({ month: 11, bound: 'since' }, today, 'back', { thisMonth: false })).toEqual({
      from: '2025-11-01',
    });
    expect(monthDays({ month: 12, bound: 'until' }, today, 'ahead')).toEqual({ to: '2026-12-31' });
    expect(monthDays({ month: 3, bound: 'before', year: 2024 }, today, 'back')).toEqual({
      to: '2024-02-29',
    });
    expect(monthDays({ month: 1, bound: 'before', year: 2025 }, today, 'back')).toEqual({
      to: '2024-12-31',
    });
    // A year said only with the last month dates the first: the same year, or the year before.
    expect(monthDays({ month: 5, end: { month: 7, year: 2025 } }, today, 'ahead')).toEqual({
      from: '2025-05-01',
      to: '2025-07-31',
    });
    expect(monthDays({ month: 11, end: { month: 2, year: 2026 } }, today, 'back')).toEqual({
      from: '2025-11-01',
      to: '2026-02-28',
    });
    // "from november to february": the February after.
    expect(monthDays({ month: 11, year: 2025, end: { month: 2 } }, today, 'back')).toEqual({
      from: '2025-11-01',
      to: '2026-02-28',
    });
  });
});
