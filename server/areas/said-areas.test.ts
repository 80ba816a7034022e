import { describe, expect, it } from 'vitest';
import type { PlaceEntry } from './place-match';
import { areaWordsAround, namedSpans, spanKey, townsNotMeant } from './said-areas';

const at = (
  slug: string,
  name: string,
  kind: PlaceEntry['kind'],
  [lat, lng]: [number, number],
  parentName: string | null = null,
  population = 1_000,
): PlaceEntry => ({
  slug,
  name,
  kind,
  parentName,
  population: kind === 'town' ? population : null,
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
  ...(
    [
      ['greater-manchester/manchester', 'Manchester', [53.48, -2.24], 552_000],
      ['greater-manchester/sale', 'Sale', [53.42, -2.32], 134_000],
      ['greater-manchester/wigan', 'Wigan', [53.55, -2.63], 107_000],
      ['merseyside/liverpool', 'Liverpool', [53.41, -2.98], 486_000],
      ['west-yorkshire/leeds', 'Leeds', [53.8, -1.55], 536_000],
      ['west-yorkshire/bradford', 'Bradford', [53.79, -1.75], 349_000],
      ['cheshire/altrincham', 'Altrincham', [53.39, -2.35], 52_000],
    ] as const
  ).map(([slug, name, [lat, lng], people]) =>
    at(`england/${slug}`, name, 'town', [lat, lng], null, people),
  ),
];

const named = (text: string) => namedSpans(PLACES, text.split(' '));
const notMeant = (text: string) => [...townsNotMeant(named(text))];

describe('a town and an area said together', () => {
  it('a town far outside the county said is not the one meant', () => {
    // "stratford london" read as Stratford-upon-Avon: lots 130 km from London were offered.
    expect(notMeant('stratford london')).toEqual([spanKey({ from: 0, size: 1 })]);
    // ("bow london" is London's Bow now, a neighbourhood over the Devon village: decision 150.)
    expect(notMeant('flat sidmouth london')).toEqual([spanKey({ from: 1, size: 1 })]);
  });

  it('keeps a town in the area, or near it', () => {
    expect(notMeant('ealing london')).toEqual([]);
    expect(notMeant('cottage devon sidmouth')).toEqual([]);
    // Bristol is no part of Somerset, but it is where a buyer of "bristol somerset" means.
    expect(notMeant('bristol somerset')).toEqual([]);
    expect(notMeant('stratford')).toEqual([]);
  });

  it('a town said after a smaller one in it or near it says where that one is', () => {
    // "sale manchester" found the lots of Manchester holding "sale" (one shop's "sales area").
    expect(notMeant('sale manchester')).toEqual([spanKey({ from: 1, size: 1 })]);
    // Near it, though filed under another county.
    expect(notMeant('altrincham manchester')).toEqual([spanKey({ from: 1, size: 1 })]);
    // In the same county, however far.
    expect(notMeant('flat wigan manchester')).toEqual([spanKey({ from: 2, size: 1 })]);
    // Two cities, a town far from the next, or the larger said first: each is a place said.
    expect(notMeant('bradford leeds')).toEqual([]);
    expect(notMeant('probate sale liverpool')).toEqual([]);
    expect(notMeant('manchester sale')).toEqual([]);
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
    expect(around('sale manchester', 0, 'england/greater-manchester/sale')).toEqual([
      { from: 1, size: 1 },
    ]);
    // An area the place is not in stays words, as does a town that is not its post town.
    expect(around('cardiff devon', 0, 'wales/south-glamorgan/cardiff')).toEqual([]);
    expect(around('sale liverpool', 0, 'england/greater-manchester/sale')).toEqual([]);
  });
});
