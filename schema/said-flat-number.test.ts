import { describe, expect, it } from 'vitest';
import { flatNumberIn } from './said-flat-number';

describe('flatNumberIn', () => {
  it('reads a flat, apartment or unit number as part of an address', () => {
    expect(flatNumberIn('flat 4 high street york')).toEqual({
      flat: 'flat 4',
      rest: 'high street york',
    });
    expect(flatNumberIn('Apartment 12b, 3 quay street')).toEqual({
      flat: 'Apartment 12b',
      rest: '3 quay street',
    });
    expect(flatNumberIn('unit 2 mill lane')?.flat).toBe('unit 2');
    // It read "apt. 4 high street york" as a street called "Apt 4 High Street".
    expect(flatNumberIn('apt. 4 high street york')).toEqual({
      flat: 'apt. 4',
      rest: 'high street york',
    });
    expect(flatNumberIn('flat no. 5, 12 mill lane')?.flat).toBe('flat no. 5');
  });

  it('leaves the type said with bedrooms, prices, years or no number', () => {
    for (const text of [
      'flat 2 bed leeds',
      'flat 2 bedroom york',
      'flat 200k leeds',
      'flat 2024 york',
      'flats in leeds',
      '2 bed flat ls6',
    ])
      expect(flatNumberIn(text), text).toBeNull();
  });
});
