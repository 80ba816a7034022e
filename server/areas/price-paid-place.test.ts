import { describe, expect, it } from 'vitest';
import { placeNameCase } from './price-paid-place.server';

describe('placeNameCase', () => {
  it('writes Land Registry’s capitals as place names are written', () => {
    expect(placeNameCase('GRASSINGTON')).toBe('Grassington');
    expect(placeNameCase('STOKE-ON-TRENT')).toBe('Stoke-on-Trent');
    expect(placeNameCase('NEWTON-LE-WILLOWS')).toBe('Newton-le-Willows');
    expect(placeNameCase('BARTON UPON HUMBER')).toBe('Barton upon Humber');
    expect(placeNameCase("BISHOP'S STORTFORD")).toBe("Bishop's Stortford");
    expect(placeNameCase('ST. ALBANS')).toBe('St. Albans');
    expect(placeNameCase('THE LEE')).toBe('The Lee');
  });
});
