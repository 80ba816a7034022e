import { describe, expect, it } from 'vitest';
import { MILES_TO_KM, placeHeading, townAndCounty } from './place';
import { placeWhere } from '#server/areas/place-where';
import { LEEDS_PLACE } from './test-places';

const base = LEEDS_PLACE;

describe('placeWhere', () => {
  it('a town or county covers its own lots and those of every place under it, nothing else', () => {
    expect(placeWhere(base)).toEqual({
      _or: [
        { location_slug: { _eq: 'england/west-yorkshire/leeds' } },
        { location_slug: { _like: 'england/west-yorkshire/leeds/%' } },
      ],
    });
  });

  it('postcodes match their own columns: district, sector prefix, an area’s districts', () => {
    expect(placeWhere({ ...base, kind: 'district', label: 'LS6', slug: 'ls6' })).toEqual({
      postcode_district: { _eq: 'ls6' },
    });
    expect(placeWhere({ ...base, kind: 'sector', label: 'LS6 2', slug: 'ls6/2' })).toEqual({
      postcode_district: { _eq: 'ls6' },
      postcode: { _ilike: 'LS6 2%' },
    });
    expect(
      placeWhere({ ...base, kind: 'area', label: 'LS', slug: 'ls', districts: ['ls1', 'ls2'] }),
    ).toEqual({ postcode_district: { _in: ['ls1', 'ls2'] } });
  });

  it('a full postcode is a circle around its centre that always holds its own lots', () => {
    const where = placeWhere({
      ...base,
      kind: 'postcode',
      label: 'LS6 2AB',
      slug: 'LS6 2AB',
      radiusMiles: 1,
    });
    expect(where).toEqual({
      _or: [
        { postcode: { _eq: 'LS6 2AB' } },
        { _near: { lat: 53.8, lng: -1.55, km: MILES_TO_KM } },
      ],
    });
  });

  it('a wide place within a radius is its own lots, the circle, and its land widened by the radius', () => {
    const land = { west: 0, south: 51, east: 1, north: 51.5 };
    const where = placeWhere({
      ...base,
      kind: 'county',
      slug: 'england/kent',
      radiusMiles: 10,
      areaBoxes: [land],
    }) as { _or: [unknown, unknown, { _within_boxes: Array<Record<string, number>> }] };
    expect(where._or).toHaveLength(3);
    const [box] = where._or[2]._within_boxes;
    // 10 miles is 0.145° of latitude, and more of longitude at 51°N.
    expect(box!.south).toBeCloseTo(51 - 10 / 69.05, 6);
    expect(box!.north).toBeCloseTo(51.5 + 10 / 69.05, 6);
    expect(box!.west).toBeLessThan(-0.2);
    expect(box!.east).toBeGreaterThan(1.2);
    // Without a radius, the place's own lots alone.
    expect(
      placeWhere({ ...base, kind: 'county', slug: 'england/kent', areaBoxes: [land] }),
    ).toEqual({
      _or: [
        { location_slug: { _eq: 'england/kent' } },
        { location_slug: { _like: 'england/kent/%' } },
      ],
    });
  });
});

describe('placeHeading', () => {
  it('says what the search covers and where it is', () => {
    expect(placeHeading(base)).toBe('Lots in Leeds, West Yorkshire');
    expect(placeHeading({ ...base, radiusMiles: 5 })).toBe(
      'Lots within 5 miles of Leeds, West Yorkshire',
    );
    const unit = { ...base, kind: 'postcode' as const, label: 'LS6 2AB', context: 'Leeds' };
    expect(placeHeading({ ...unit, radiusMiles: 1 })).toBe(
      'Lots near LS6 2AB, Leeds (within 1 mile)',
    );
    expect(placeHeading({ ...base, kind: 'area', label: 'LS', context: 'Leeds' })).toBe(
      'Lots in the LS (Leeds) postcode area',
    );
    expect(placeHeading({ ...base, kind: 'county', label: 'Kent', context: null })).toBe(
      'Lots in Kent',
    );
  });

  it('does not say a name twice where a town is its own county ("Bristol, Bristol")', () => {
    const bristol = { ...base, label: 'Bristol', context: 'Bristol' };
    expect(placeHeading(bristol)).toBe('Lots in Bristol');
    expect(placeHeading({ ...bristol, radiusMiles: 5 })).toBe('Lots within 5 miles of Bristol');
    expect(townAndCounty('Bristol', 'Bristol')).toBe('Bristol');
    expect(townAndCounty('Leeds', 'West Yorkshire')).toBe('Leeds, West Yorkshire');
    expect(townAndCounty('Leeds', null)).toBe('Leeds');
  });
});
