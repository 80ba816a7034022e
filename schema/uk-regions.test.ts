import { describe, expect, it } from 'vitest';
import { COUNTIES } from '#server/db/seed/directory/counties';
import { regionMembers, regionOfPlace, UK_REGIONS } from './uk-regions';

const regionOf = (slug: string) => regionOfPlace(slug)?.name;

describe("England's regions", () => {
  it('put the counties where the ONS puts them', () => {
    for (const county of ['cheshire', 'cumbria', 'greater-manchester', 'lancashire', 'merseyside'])
      expect(regionOf(`england/${county}`), county).toBe('North West England');
    expect(regionOf('england/northumberland')).toBe('North East England');
    expect(regionOf('england/durham')).toBe('North East England');
    expect(regionOf('england/lincolnshire')).toBe('East Midlands');
    expect(regionOf('england/rutland')).toBe('East Midlands');
    expect(regionOf('england/herefordshire')).toBe('West Midlands region');
    expect(regionOf('england/bedfordshire')).toBe('East of England');
    expect(regionOf('england/hertfordshire')).toBe('East of England');
    expect(regionOf('england/isle-of-wight')).toBe('South East England');
    expect(regionOf('england/oxfordshire')).toBe('South East England');
    expect(regionOf('england/gloucestershire')).toBe('South West England');
    expect(regionOf('england/bristol')).toBe('South West England');
    expect(regionOf('england/north-yorkshire/york')).toBe('Yorkshire and the Humber');
  });

  it('place the towns of the two counties that straddle regions', () => {
    // Teesside is the North East though filed under North Yorkshire; Whitby is still Yorkshire.
    expect(regionOf('england/north-yorkshire/middlesbrough')).toBe('North East England');
    expect(regionOf('england/north-yorkshire/redcar')).toBe('North East England');
    expect(regionOf('england/north-yorkshire/whitby')).toBe('Yorkshire and the Humber');
    // North and North East Lincolnshire are Yorkshire and the Humber; Lincoln is the East Midlands.
    expect(regionOf('england/lincolnshire/grimsby')).toBe('Yorkshire and the Humber');
    expect(regionOf('england/lincolnshire/scunthorpe')).toBe('Yorkshire and the Humber');
    expect(regionOf('england/lincolnshire/lincoln')).toBe('East Midlands');
    expect(regionMembers('england/yorkshire-and-the-humber').except).toContain(
      'england/north-yorkshire/middlesbrough',
    );
    expect(regionMembers('england/east-midlands').except).toContain('england/lincolnshire/grimsby');
  });

  it('hold every English county once, as the seed files it', () => {
    const english = COUNTIES.filter((c) => c.country === 'ENG');
    for (const county of english) {
      const holding = UK_REGIONS.filter((r) => r.counties.includes(`england/${county.slug}`));
      // Greater London is the London region and a county at once: "London" finds it.
      if (county.slug === 'greater-london') expect(holding).toEqual([]);
      else
        expect(
          holding.map((r) => r.name),
          county.slug,
        ).toHaveLength(1);
      if (holding[0]) expect(holding[0].name.startsWith(county.region), county.slug).toBe(true);
    }
  });

  it('"the Midlands" is both Midlands regions', () => {
    const { within } = regionMembers('england/midlands');
    expect(within).toContain('england/derbyshire');
    expect(within).toContain('england/west-midlands');
    expect(within).not.toContain('england/cheshire');
  });
});
