import { describe, expect, it } from 'vitest';
import { saidDays } from './said-when';

// 2026-11-25 is a Wednesday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
describe('saidDays', () => {
  it('counts each time from the UK day it is said on, next week running Monday to Sunday', () => {
    const wednesday = '2026-11-25';
    expect(saidDays('today', wednesday)).toEqual({ from: wednesday, to: wednesday });
    expect(saidDays('tomorrow', wednesday)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(saidDays('this_week', wednesday)).toEqual({ from: wednesday, to: '2026-12-02' });
    expect(saidDays('this_weekend', wednesday)).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(saidDays('next_week', wednesday)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(saidDays('this_month', wednesday)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(saidDays('next_month', wednesday)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('on a Sunday, this week is the week ahead and this weekend the whole of it', () => {
    const sunday = '2026-11-29';
    expect(saidDays('this_week', sunday)).toEqual({ from: sunday, to: '2026-12-06' });
    expect(saidDays('this_weekend', sunday)).toEqual({ from: '2026-11-28', to: sunday });
    expect(saidDays('next_week', sunday)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(saidDays('this_weekend', '2026-11-28')).toEqual({ from: '2026-11-28', to: sunday });
  });

  it('in the next 7 days takes in the same weekday next week, which closes within seven days', () => {
    const friday = '2026-12-04';
    expect(saidDays('this_week', friday)).toEqual({ from: friday, to: '2026-12-11' });
  });

  it('crosses the year and reads the month lengths right', () => {
    expect(saidDays('next_month', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(saidDays('this_month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(saidDays('next_week', '2026-12-30')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
  });
});
