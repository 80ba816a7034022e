import { describe, expect, it } from 'vitest';
import { flatNumberIn, flatSaon, floorFlatSaon } from './said-flat-number';

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

  it('reads a lettered flat before a house number (Price Paid’s FLAT A)', () => {
    // "flat a, 126 grosvenor road, leeds" found no sale: "a" was no flat's number.
    expect(flatNumberIn('flat a, 126 grosvenor road')).toEqual({
      flat: 'flat a',
      rest: '126 grosvenor road',
    });
    expect(flatNumberIn('Flat B 12 mill lane york')?.flat).toBe('Flat B');
    for (const text of [
      'flat a short walk from leeds',
      'flat above shop',
      'flat b leeds',
      'flat a',
      'flat a, leeds',
      'flat a 2 bed leeds',
    ])
      expect(flatNumberIn(text), text).toBeNull();
    // A flat said between the street and the town leaves one comma where it was.
    expect(flatNumberIn('126 grosvenor road, flat 2, leeds')?.rest).toBe(
      '126 grosvenor road, leeds',
    );
  });

  it('reads a flat by its floor before a house number', () => {
    expect(flatNumberIn('ground floor flat, 41 gladstone street')).toEqual({
      flat: 'ground floor flat',
      rest: '41 gladstone street',
    });
    expect(flatNumberIn('1st floor flat 12 mill lane')?.flat).toBe('1st floor flat');
    for (const text of [
      'first floor flat leeds',
      'ground floor flats in york',
      'ground floor flat, leeds',
      'first floor flat 2 bed leeds',
      'ground floor flat 200k leeds',
    ])
      expect(flatNumberIn(text), text).toBeNull();
  });
});

describe('flatSaon', () => {
  it('is the SAON as Price Paid writes it, without the word before a number', () => {
    expect(flatSaon('flat 4')).toBe('4');
    expect(flatSaon('Apartment 12b')).toBe('12B');
    expect(flatSaon('flat a')).toBe('A');
    expect(flatSaon('flat no. 5')).toBe('5');
    expect(flatSaon('ground floor flat')).toBe('GROUND FLOOR FLAT');
    expect(flatSaon('1st  floor flat')).toBe('FIRST FLOOR FLAT');
    expect(floorFlatSaon('Top floor flat')).toBe('TOP FLOOR FLAT');
    expect(floorFlatSaon('ground flat')).toBeNull();
  });
});
