import { describe, expect, it } from 'vitest';
import { daysAhead } from './said-ahead';

// A Monday in December.
const TODAY = '2026-12-07';
const days = (text: string, today = TODAY) => daysAhead(text, today)?.days ?? null;

describe('daysAhead: closing days said ahead of today', () => {
  it('so many days, weeks or months from today, in figures or words', () => {
    expect(days('flats next 30 days')).toEqual({ from: TODAY, to: '2027-01-06' });
    expect(days('closing in the next two weeks')).toEqual({ from: TODAY, to: '2026-12-21' });
    expect(days('closing in 2 weeks')).toEqual({ from: TODAY, to: '2026-12-21' });
    expect(days('within 14 days leeds')).toEqual({ from: TODAY, to: '2026-12-21' });
    expect(days('within a week')).toEqual({ from: TODAY, to: '2026-12-14' });
    expect(days('in the next month')).toEqual({ from: TODAY, to: '2027-01-07' });
    expect(days('next 0 days')).toBeNull();
  });

  it('a weekday after a closing word, "on" or "this" is the coming one, today if it is that day', () => {
    expect(days('closing friday')).toEqual({ from: '2026-12-11', to: '2026-12-11' });
    expect(days('ends on monday')).toEqual({ from: TODAY, to: TODAY });
    expect(days('auctions on sunday leeds')).toEqual({ from: '2026-12-13', to: '2026-12-13' });
    expect(days('this saturday')).toEqual({ from: '2026-12-12', to: '2026-12-12' });
  });

  it('a weekday alone, after another "on", or "next friday", is not read', () => {
    expect(days('friday street')).toBeNull();
    expect(days('next friday')).toBeNull();
    expect(days('viewing on saturday')).toBeNull();
    expect(days('shop on monday')).toBeNull();
  });

  it('the feasts on their days and in January; no count of years ahead', () => {
    // On Christmas Day, "before christmas" is next year's (it was a range ending before it began).
    expect(days('before christmas', '2026-12-25')).toEqual({
      from: '2026-12-25',
      to: '2027-12-24',
    });
    expect(days('after new year', '2027-01-04')).toEqual({ from: '2027-01-04' });
    expect(days('in the new year', '2027-01-04')).toEqual({ from: '2027-01-04' });
    expect(days('before new year', '2027-01-04')).toEqual({ from: '2027-01-04', to: '2027-12-31' });
    expect(days('within 999 months')).toBeNull();
    expect(days('within 12 months')).toEqual({ from: TODAY, to: '2027-12-07' });
  });

  it('before, by or after Christmas; after or in the new year', () => {
    expect(days('closing before christmas')).toEqual({ from: TODAY, to: '2026-12-24' });
    expect(days('by xmas')).toEqual({ from: TODAY, to: '2026-12-25' });
    expect(days('after christmas')).toEqual({ from: '2026-12-26' });
    expect(days('after new year')).toEqual({ from: '2027-01-01' });
    expect(days('in the new year leeds')).toEqual({ from: '2027-01-01' });
    expect(days('before the new year')).toEqual({ from: TODAY, to: '2026-12-31' });
    // Said after Christmas: the next one, and "after christmas" is from today.
    expect(days('before christmas', '2026-12-28')).toEqual({
      from: '2026-12-28',
      to: '2027-12-24',
    });
    expect(days('after christmas', '2026-12-28')).toEqual({ from: '2026-12-28' });
  });

  it('a name or a distance is no time: friday street, christmas common, 3 days walk', () => {
    expect(days('house on friday street')).toBeNull();
    expect(days('cottage by christmas common')).toBeNull();
    expect(days('on saturday market leeds')).toBeNull();
    expect(days('flat in 3 days walk')).toBeNull();
    expect(days('house within 10 days walk of the sea')).toBeNull();
    expect(days('before christmas 2025')).toBeNull();
    // "time" after the count is the phrase's own word.
    expect(daysAhead('flats in 2 weeks time', TODAY)).toEqual({
      days: { from: TODAY, to: '2026-12-21' },
      rest: 'flats',
    });
    expect(daysAhead("flats in 2 weeks' time", TODAY)?.rest).toBe('flats');
  });

  it('leaves the other words, and reads nothing when two times are said', () => {
    expect(daysAhead('2 bed flats leeds closing friday', TODAY)?.rest).toBe('2 bed flats leeds');
    expect(days('closing friday before christmas')).toBeNull();
    expect(days('new year house')).toBeNull();
  });
});
