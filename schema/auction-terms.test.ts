import { describe, expect, it } from 'vitest';
import { termUnits, withoutUnit } from './auction-terms';

describe('terms of lot descriptions', () => {
  it('are one unit to leave out, the other words one each', () => {
    expect(termUnits(['Ground', 'rent', 'investment'])).toEqual(['ground rent', 'investment']);
    expect(termUnits(['flat', 'buy', 'to', 'let', 'leeds'])).toEqual([
      'flat',
      'buy to let',
      'leeds',
    ]);
    expect(termUnits(['rent', 'ground'])).toEqual(['rent', 'ground']);
  });

  it('take a kind of lot said in several words as one unit', () => {
    // "Leave out “sea”" searched "house by the": every house.
    expect(termUnits(['house', 'by', 'the', 'sea'])).toEqual(['house', 'by the sea']);
    expect(termUnits(['Probate', 'sale', 'leeds'])).toEqual(['probate sale', 'leeds']);
    // One word of a kind stays a word.
    expect(termUnits(['sea', 'view', 'cottage'])).toEqual(['sea view', 'cottage']);
    expect(termUnits(['pub', 'garden'])).toEqual(['pub', 'garden']);
  });

  it('are left out whole, the rest as written', () => {
    expect(withoutUnit(['Ground', 'rent', 'Investment'], 'ground rent')).toEqual(['Investment']);
    expect(withoutUnit(['garden', 'Flat', 'garden'], 'garden')).toEqual(['Flat']);
    // A word of a term alone is no run of it.
    expect(withoutUnit(['ground', 'floor'], 'ground rent')).toEqual(['ground', 'floor']);
  });
});
