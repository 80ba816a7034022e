import { describe, expect, it } from 'vitest';
import { loadGbCities } from '#server/db/seed/directory/cities.server';
import { buildPlaces } from '#server/db/seed/directory/places';
import { COUNTY_ABBREVIATIONS } from '#server/areas/county-abbreviations';
import { TOWN_ABBREVIATIONS } from '#server/areas/town-abbreviations';
import { placeKey } from '#server/areas/place-match';
import { PLACE_GROUPS } from './place-groups';
import { UK_REGIONS, regionMembers } from './uk-regions';

const listed = new Set(buildPlaces(loadGbCities()).locations.map((l) => l.slug));
const regions = new Set(UK_REGIONS.map((r) => r.slug));

describe('names grouping places of our list', () => {
  it('group only places the seed lists, and take no slug of its own places', () => {
    for (const group of PLACE_GROUPS) {
      expect(listed.has(group.slug), group.slug).toBe(false);
      const missing = (group.groups ?? []).filter((slug) => !listed.has(slug));
      expect(missing, group.name).toEqual([]);
      expect(new Set(group.groups).size, `${group.name} lists a place twice`).toBe(
        group.groups!.length,
      );
    }
  });

  it('are searched as their members', () => {
    const avon = regionMembers('england/avon').within;
    expect(avon).toContain('england/bristol');
    expect(avon).toContain('england/somerset/bath');
    expect(avon).toContain('england/somerset/weston-super-mare');
    expect(avon).toContain('england/gloucestershire/yate');
    expect(avon).not.toContain('england/somerset/taunton');
    expect(regionMembers('scotland/highland').within).toContain('scotland/inverness');
    expect(regionMembers('england/humberside').within).toContain('england/lincolnshire/grimsby');
    // Towns moved to their own county stay in the groups they belong to (decision 166).
    expect(regionMembers('england/north-lincolnshire').within).toContain(
      'england/lincolnshire/broughton',
    );
    expect(regionMembers('england/humberside').within).toContain('england/lincolnshire/broughton');
    expect(regionMembers('england/tyneside').within).toContain('england/tyne-and-wear/newburn');
    expect(regionMembers('england/black-country').within).toContain(
      'england/west-midlands/brownhills',
    );
    expect(regionMembers('scotland/inverclyde').within).toContain('scotland/renfrewshire/greenock');
  });

  it('abbreviate only counties and regions we hold', () => {
    for (const [written, slug] of Object.entries(COUNTY_ABBREVIATIONS))
      expect(listed.has(slug) || regions.has(slug), written).toBe(true);
  });

  it('shorten only towns we hold, and none a place of ours is called', () => {
    const named = new Set(buildPlaces(loadGbCities()).locations.map((l) => placeKey(l.name)));
    for (const [written, slug] of Object.entries(TOWN_ABBREVIATIONS)) {
      expect(listed.has(slug), written).toBe(true);
      expect(named.has(written), written).toBe(false);
    }
  });
});
