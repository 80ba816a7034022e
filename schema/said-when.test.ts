import { describe, expect, it } from 'vitest';
import { saidDays } from './said-when';
import { plusDays } from './uk-clock';

// 2026-11-25 is a Wednesday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
describe('saidDays', () => {
  it('counts each time from the UK day it is said on, next week running Monday to Sunday', () => {
    const wednesday = '2026-11-25';
    expect(saidDays('today', wednesday)).toEqual({ from: wednesday, to: wednesday });
    expect(saidDays('tomorrow', wednesday)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(saidDays('this_week', wednesday)).toEqual({ from: wednesday, to: '2026-12-01' });
    expect(saidDays('this_weekend', wednesday)).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(saidDays('next_week', wednesday)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(saidDays('this_month', wednesday)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(saidDays('next_month', wednesday)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('on a Sunday, this week is the week ahead and this weekend the whole of it', () => {
    const sunday = '2026-11-29';
    expect(saidDays('this_week', sunday)).toEqual({ from: sunday, to: '2026-12-05' });
    expect(saidDays('this_weekend', sunday)).toEqual({ from: '2026-11-28', to: sunday });
    expect(saidDays('next_week', sunday)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(saidDays('this_weekend', '2026-11-28')).toEqual({ from: '2026-11-28', to: sunday });
  });

  it('in the next 7 days is seven days, today the first: Friday to Thursday', () => {
    const friday = '2026-12-04';
    expect(saidDays('this_week', friday)).toEqual({ from: friday, to: '2026-12-10' });
  });

  it('in the next 7 days and next week are never the same days, nor one within the other', () => {
    // On Sunday 6 December 2026 `closing=this_week` and `closing=next_week` listed the same 81
    // lots: "the next 7 days" ran to the next Sunday, so it held every day of next week.
    const days = (when: 'this_week' | 'next_week', today: string) => {
      const { from, to } = saidDays(when, today);
      const all: string[] = [];
      for (let d = from; d <= to; d = plusDays(d, 1)) all.push(d);
      return all;
    };
    // Monday 7 December 2026 to Sunday 13 December: every weekday.
    for (let i = 0; i < 7; i++) {
      const today = plusDays('2026-12-07', i);
      const week = days('this_week', today);
      const next = days('next_week', today);
      expect(week, today).toHaveLength(7);
      expect(
        next.some((d) => !week.includes(d)),
        today,
      ).toBe(true);
      expect(
        week.some((d) => !next.includes(d)),
        today,
      ).toBe(true);
    }
    expect(saidDays('this_week', '2026-12-06')).toEqual({ from: '2026-12-06', to: '2026-12-12' });
    expect(saidDays('next_week', '2026-12-06')).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    // Said on a Monday, the next 7 days are that Monday's week, and next week the one after.
    expect(saidDays('this_week', '2026-12-07')).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(saidDays('next_week', '2026-12-07')).toEqual({ from: '2026-12-14', to: '2026-12-20' });
  });

  it('crosses the year and reads the month lengths right', () => {
    expect(saidDays('next_month', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(saidDays('this_month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(saidDays('next_week', '2026-12-30')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
  });
});
