import { describe, expect, it } from 'vitest';
import type { PlaceEntry } from './place-match';
import { areaWordsAround, namedSpans, spanKey, townsOutsideSaidArea } from './said-areas';

const at = (
  slug: string,
  name: string,
  kind: PlaceEntry['kind'],
  [lat, lng]: [number, number],
  parentName: string | null = null,
): PlaceEntry => ({
  slug,
  name,
  kind,
  parentName,
  population: kind === 'town' ? 1_000 : null,
  lat,
  lng,
});

const PLACES: PlaceEntry[] = [
  at('england', 'England', 'country', [52.5, -1.5]),
  at('wales', 'Wales', 'country', [52.3, -3.7]),
  at('england/greater-london', 'Greater London', 'county', [51.5, -0.12], 'England'),
  at('england/greater-london/ealing', 'Ealing', 'town', [51.51, -0.3], 'Greater London'),
  at('england/warwickshire', 'Warwickshire', 'county', [52.3, -1.6], 'England'),
  at(
    'england/warwickshire/stratford-upon-avon',
    'Stratford-upon-Avon',
    'town',
    [52.19, -1.71],
    'Warwickshire',
  ),
  at('england/devon', 'Devon', 'county', [50.7, -3.8], 'England'),
  at('england/devon/bow', 'Bow', 'town', [50.8, -3.8], 'Devon'),
  at('england/devon/sidmouth', 'Sidmouth', 'town', [50.68, -3.24], 'Devon'),
  at('england/somerset', 'Somerset', 'county', [51.1, -2.9], 'England'),
  at('england/bristol', 'Bristol', 'county', [51.45, -2.6], 'England'),
  at('england/bristol/bristol', 'Bristol', 'town', [51.45, -2.59], 'Bristol'),
  at('wales/south-glamorgan/cardiff', 'Cardiff', 'town', [51.48, -3.18], 'South Glamorgan'),
];

const named = (text: string) => namedSpans(PLACES, text.split(' '));
const outside = (text: string) => [...townsOutsideSaidArea(named(text))];

describe('a town and an area said together', () => {
  it('a town far outside the county said is not the one meant', () => {
    // "stratford london" read as Stratford-upon-Avon: lots 130 km from London were offered.
    expect(outside('stratford london')).toEqual([spanKey({ from: 0, size: 1 })]);
    expect(outside('flat bow london')).toEqual([spanKey({ from: 1, size: 1 })]);
  });

  it('keeps a town in the area, or near it', () => {
    expect(outside('ealing london')).toEqual([]);
    expect(outside('cottage devon sidmouth')).toEqual([]);
    // Bristol is no part of Somerset, but it is where a buyer of "bristol somerset" means.
    expect(outside('bristol somerset')).toEqual([]);
    expect(outside('stratford')).toEqual([]);
  });

  it('reads the area words around the place found as saying where it is', () => {
    /** The area words read with the place found at word `from` (one word long). */
    const around = (text: string, from: number, slug: string) =>
      areaWordsAround(PLACES, named(text), { from, size: 1, slug });
    expect(around('house wales cardiff', 2, 'wales/south-glamorgan/cardiff')).toEqual([
      { from: 1, size: 1 },
    ]);
    expect(around('cottage devon sidmouth', 2, 'england/devon/sidmouth')).toEqual([
      { from: 1, size: 1 },
    ]);
    expect(around('bristol somerset', 0, 'england/bristol/bristol')).toEqual([
      { from: 1, size: 1 },
    ]);
    // An area the place is not in stays words.
    expect(around('cardiff devon', 0, 'wales/south-glamorgan/cardiff')).toEqual([]);
  });
});
