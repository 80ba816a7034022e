import { describe, expect, it } from 'vitest';
import { didYouMean, matchPlace, type PlaceEntry } from './place-match';
import { testPlace } from './place-entry-fixture';

const place = testPlace;

const PLACES: PlaceEntry[] = [
  place('england', 'England', 'country', null, null),
  place('wales', 'Wales', 'country', null, null),
  place('england/greater-london', 'Greater London', 'county', null, 'England'),
  place('england/greater-london/richmond', 'Richmond', 'town', 8_360, 'Greater London'),
  place('england/north-yorkshire', 'North Yorkshire', 'county', null, 'England'),
  // As in the seeded data: no postcodes of ours there, so the London one comes first.
  {
    ...place('england/north-yorkshire/richmond', 'Richmond', 'town', 8_413, 'North Yorkshire'),
    hasPostcodes: false,
  },
  place('england/west-yorkshire', 'West Yorkshire', 'county', null, 'England'),
  place('england/west-yorkshire/leeds', 'Leeds', 'town', 455_123, 'West Yorkshire'),
  place('england/isle-of-wight', 'Isle of Wight', 'county', null, 'England'),
  place('england/isle-of-wight/newport', 'Newport', 'town', 24_884, 'Isle of Wight'),
  place('england/essex/newport', 'Newport', 'town', 2_352, 'Essex'),
  place('wales/gwent/newport', 'Newport', 'town', 306_844, 'Gwent'),
  place('wales/dyfed/newport', 'Newport', 'town', 851, 'Dyfed'),
  place(
    'england/greater-london/kingston-upon-thames',
    'Kingston upon Thames',
    'town',
    10_001,
    'Greater London',
  ),
  place('england/east-riding-of-yorkshire', 'East Riding of Yorkshire', 'county', null, 'England'),
  place(
    'england/east-riding-of-yorkshire/kingston-upon-hull',
    'Kingston upon Hull',
    'town',
    314_018,
    'East Riding of Yorkshire',
  ),
];

const slugOf = (text: string) => matchPlace(PLACES, text)?.slug ?? null;
const offered = (text: string) => didYouMean(PLACES, text).map((p) => `${p.name}, ${p.parentName}`);

describe('a place named with where it is, as buyers write it', () => {
  it('reads the form the site shows namesakes in: "Newport (Isle of Wight)"', () => {
    // "Another Newport? Newport (Isle of Wight)": typed back, it was "No place called …".
    expect(slugOf('Newport (Isle of Wight)')).toBe('england/isle-of-wight/newport');
    expect(slugOf('newport(essex)')).toBe('england/essex/newport');
  });

  it('reads the county or country the place is in, not only its parent as we name it', () => {
    expect(slugOf('Richmond, London')).toBe('england/greater-london/richmond');
    expect(slugOf('Richmond, Greater London')).toBe('england/greater-london/richmond');
    // Both Newports of Wales are in it: the one a buyer means is the city.
    expect(slugOf('Newport, Wales')).toBe('wales/gwent/newport');
    expect(slugOf('Newport, England')).toBe('england/isle-of-wight/newport');
  });

  it('reads where it is said after the name without a comma, as buyers type it', () => {
    // Was no place at all: "newport wales" found 0 lots and offered to leave out "newport".
    expect(slugOf('newport wales')).toBe('wales/gwent/newport');
    expect(slugOf('richmond london')).toBe('england/greater-london/richmond');
    expect(slugOf('richmond north yorkshire')).toBe('england/north-yorkshire/richmond');
    expect(slugOf('newport isle of wight')).toBe('england/isle-of-wight/newport');
    // "Kingston" alone names two towns (none is taken); said with where it is, it is one.
    expect(slugOf('kingston')).toBeNull();
    expect(slugOf('kingston london')).toBe('england/greater-london/kingston-upon-thames');
    expect(slugOf('Kingston, East Riding of Yorkshire')).toBe(
      'england/east-riding-of-yorkshire/kingston-upon-hull',
    );
    // A whole name is never split: "West Yorkshire" is the county, not a West in Yorkshire.
    expect(slugOf('west yorkshire')).toBe('england/west-yorkshire');
    expect(slugOf('leeds wales')).toBeNull();
    expect(slugOf('richmond west yorkshire')).toBeNull();
  });

  it('still finds nothing where the place is not', () => {
    expect(slugOf('Leeds, Wales')).toBeNull();
    expect(slugOf('Richmond, West Yorkshire')).toBeNull();
  });

  it('offers the places of that name when the rest is not understood', () => {
    // Was an empty "Did you mean": nothing offered, a dead end.
    expect(offered('Leeds, West Yorks')).toEqual(['Leeds, West Yorkshire']);
    expect(offered('Richmond, Surrey')).toEqual([
      'Richmond, Greater London',
      'Richmond, North Yorkshire',
    ]);
    expect(offered('leedz, west yorks')).toEqual(['Leeds, West Yorkshire']);
  });
});
