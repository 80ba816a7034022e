import { describe, expect, it } from 'vitest';
import { isYearWord, yearDays, yearsAt } from './said-years';

const at = (text: string, i = 0) => yearsAt(text.split(' '), i);

describe('yearsAt', () => {
  it('reads a year, a range either way round, and a bound', () => {
    expect(at('2024')).toEqual({ years: { from: 2024, to: 2024 }, used: 1 });
    expect(at('2019-2021')).toEqual({ years: { from: 2019, to: 2021 }, used: 1 });
    expect(at('2021 to 2019')).toEqual({ years: { from: 2019, to: 2021 }, used: 3 });
    expect(at('2019 - 2021')).toEqual({ years: { from: 2019, to: 2021 }, used: 3 });
    expect(at('since 2020')).toEqual({ years: { from: 2020 }, used: 2 });
    expect(at('after 2020')).toEqual({ years: { from: 2021 }, used: 2 });
    expect(at('before 2015')).toEqual({ years: { to: 2014 }, used: 2 });
    expect(at('in 2024')).toEqual({ years: { from: 2024, to: 2024 }, used: 2 });
    expect(at('from 2019 to 2021')).toEqual({ years: { from: 2019, to: 2021 }, used: 4 });
  });

  it('reads no other number, nor a bound word without a year after it', () => {
    for (const text of ['150000', '4', '1850', '2100', '£2024', '2024k', 'since', 'in leeds'])
      expect(at(text), text).toBeNull();
    expect(isYearWord('1995')).toBe(true);
    expect(isYearWord('25')).toBe(false);
  });
});

describe('yearDays', () => {
  it('is the first and last day of the years said, an open end left open', () => {
    expect(yearDays({ from: 2019, to: 2021 })).toEqual({ from: '2019-01-01', to: '2021-12-31' });
    expect(yearDays({ from: 2020 })).toEqual({ from: '2020-01-01', to: undefined });
    expect(yearDays({ to: 2014 })).toEqual({ from: undefined, to: '2014-12-31' });
  });
});
