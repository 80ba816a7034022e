import { describe, expect, it } from 'vitest';
import { houseLike, houseNameSaid } from './unlisted-house.server';

describe('houseNameSaid', () => {
  it('is the name said before what a house calls itself, as typed', () => {
    expect(houseNameSaid('SDL auctions')).toBe('SDL');
    expect(houseNameSaid('savills property auctions leeds')).toBe('savills');
    expect(houseNameSaid('flats at sdl auctions')).toBe('sdl');
    expect(houseNameSaid('barnard marcus auctioneers')).toBe('barnard marcus');
    expect(houseNameSaid('john pye and sons auction house')).toBe('john pye and sons');
  });

  it('is null when no name comes before it', () => {
    for (const said of [
      'auctions in leeds',
      'property auctions',
      'auctions',
      'sdl',
      'flats in leeds',
    ])
      expect(houseNameSaid(said), said).toBeNull();
  });
});

describe('houseLike', () => {
  const houses = [
    { id: 29, name: 'Quayside Property Auctions' },
    { id: 5, name: 'Ludgate Hammer & Co' },
    { id: 7, name: 'Aire & Calder Auctions' },
  ];

  it('is the listed house whose own name the name said is a typo or two of', () => {
    expect(houseLike(houses, 'quaysde')?.id).toBe(29);
    expect(houseLike(houses, 'Ludgate Hamer')?.id).toBe(5);
    expect(houseLike(houses, 'aire calder')?.id).toBe(7);
    // The first words of a house's own name are that house, said exactly or with a typo.
    expect(houseLike(houses, 'ludgate')).toEqual({
      id: 5,
      name: 'Ludgate Hammer & Co',
      start: true,
    });
    expect(houseLike(houses, 'ludgat')).toMatchObject({ id: 5, start: false });
    expect(houseLike(houses, 'quaysde')?.start).toBe(false);
  });

  it('is null for a name far from every house, and a short name allows one typo only', () => {
    expect(houseLike(houses, 'sdl')).toBeNull();
    expect(houseLike(houses, 'savills')).toBeNull();
    expect(houseLike([{ id: 1, name: 'Pugh Auctions' }], 'pyne')).toBeNull();
    expect(houseLike([{ id: 1, name: 'Pugh Auctions' }], 'puhg')?.id).toBe(1);
  });
});
