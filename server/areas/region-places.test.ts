import { describe, expect, it } from 'vitest';
import { matchPlace, placesStartingWith, placeValue, type PlaceEntry } from './place-match';
import { regionPlaces } from './region-places';
import { testPlace as place } from './place-entry-fixture';

const PLACES: PlaceEntry[] = [
  place('england', 'England', 'country', null, null),
  place('wales', 'Wales', 'country', null, null),
  place('england/cheshire', 'Cheshire', 'county', null, 'England'),
  place('england/merseyside', 'Merseyside', 'county', null, 'England'),
  place('england/west-midlands', 'West Midlands', 'county', null, 'England'),
  place('england/west-yorkshire', 'West Yorkshire', 'county', null, 'England'),
  place('england/west-yorkshire/leeds', 'Leeds', 'town', 455_123, 'West Yorkshire'),
  place('england/south-yorkshire/wales', 'Wales', 'town', 6_000, 'South Yorkshire'),
  place('england/greater-london', 'Greater London', 'county', null, 'England'),
];
const ALL = [...PLACES, ...regionPlaces(PLACES)];
const slugOf = (text: string) => matchPlace(ALL, text)?.slug ?? null;

describe('regions in the place list', () => {
  it('are named as buyers write them', () => {
    for (const text of [
      'north west',
      'North West',
      'north-west',
      'North West England',
      'NW England',
      'northwest',
      'the North West',
    ])
      expect(slugOf(text), text).toBe('england/north-west');
    expect(slugOf('Yorkshire')).toBe('england/yorkshire-and-the-humber');
    expect(slugOf('yorkshire & the humber')).toBe('england/yorkshire-and-the-humber');
    expect(slugOf('south east')).toBe('england/south-east');
    expect(slugOf('East Midlands')).toBe('england/east-midlands');
    expect(slugOf('the Midlands')).toBe('england/midlands');
    expect(slugOf('East of England')).toBe('england/east-of-england');
    expect(slugOf('West Country')).toBe('england/south-west');
  });

  it('leave the places that had the words first as they were', () => {
    // Postcode letters stay postcodes (the lot search reads them before places); the county keeps its name.
    expect(slugOf('NW')).toBeNull();
    expect(slugOf('West Midlands')).toBe('england/west-midlands');
    expect(slugOf('West Midlands region')).toBe('england/west-midlands-region');
    expect(slugOf('London')).toBe('england/greater-london');
    expect(slugOf('Wales')).toBe('wales');
    expect(slugOf('West Yorkshire')).toBe('england/west-yorkshire');
  });

  it('are found again by their name, and offered as the words are typed', () => {
    const nw = ALL.find((p) => p.slug === 'england/north-west')!;
    expect(placeValue(ALL, nw)).toBe('North West England');
    expect(nw.kind).toBe('region');
    // Centred among the counties we hold of it.
    expect(nw.lat).toBe(53);
    expect(placesStartingWith(ALL, 'north w', 5).map((p) => p.name)).toContain(
      'North West England',
    );
    expect(placesStartingWith(ALL, 'york', 5).map((p) => p.name)).toContain(
      'Yorkshire and the Humber',
    );
  });
});
