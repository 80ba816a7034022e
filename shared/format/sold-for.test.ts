import { describe, expect, it } from 'vitest';
import { resultOnDay } from './sold-for';

describe('resultOnDay', () => {
  const sale = { auction_date: '2027-01-20T10:30:00Z', result_at: '2026-12-02T00:00:00Z' };

  it('says the day a lot sold, or was withdrawn or postponed, away from its auction’s day', () => {
    expect(resultOnDay({ ...sale, lot_status: 'Sold', sold_when: 'before' })).toEqual({
      label: 'Sold on',
      day: '02 December, 2026',
    });
    expect(resultOnDay({ ...sale, lot_status: 'Withdrawn' })).toEqual({
      label: 'Withdrawn on',
      day: '02 December, 2026',
    });
    expect(resultOnDay({ ...sale, lot_status: ' postponed' })?.label).toBe('Postponed on');
  });

  it('says nothing for a result on the auction’s day, a hammer sale or a lot with no result', () => {
    const onTheDay = { ...sale, result_at: sale.auction_date };
    expect(resultOnDay({ ...onTheDay, lot_status: 'Withdrawn' })).toBeNull();
    expect(resultOnDay({ ...sale, lot_status: 'Sold', sold_when: 'at' })).toBeNull();
    expect(resultOnDay({ ...sale, lot_status: 'Unsold' })).toBeNull();
    expect(resultOnDay({ ...sale, lot_status: null })).toBeNull();
    expect(resultOnDay({ lot_status: 'Withdrawn', auction_date: sale.auction_date })).toBeNull();
  });
});
