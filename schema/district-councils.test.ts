import { describe, expect, it } from 'vitest';
import { loadGbCities } from '#server/db/seed/directory/cities.server';
import { buildPlaces } from '#server/db/seed/directory/places';
import { DISTRICT_COUNCILS } from './district-councils';
import { regionMembers } from './uk-regions';
import { slugify } from './slug';

const at = new Map(buildPlaces(loadGbCities()).locations.map((l) => [l.slug, l]));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Kilometres between two points, near enough at these distances. */
const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((a.lat - b.lat) * 111, (a.lng - b.lng) * 111 * Math.cos((a.lat * Math.PI) / 180));

describe("England's districts no town is called", () => {
  it('hold places that lie together, so no namesake from elsewhere is taken in', () => {
    for (const district of DISTRICT_COUNCILS) {
      const members = Object.entries(district.places).flatMap(([county, towns]) =>
        towns.map((t) => at.get(`england/${county}/${t}`)!),
      );
      const centre = {
        lat: median(members.map((m) => m.lat)),
        lng: median(members.map((m) => m.lng)),
      };
      const far = members.filter((m) => km(m, centre) > 40).map((m) => m.slug);
      expect(far, district.name).toEqual([]);
    }
  });

  it('are searched as their places', () => {
    const tendring = regionMembers(`england/${slugify('Tendring')}`).within;
    expect(tendring).toContain('england/essex/clacton-on-sea');
    expect(tendring).toContain('england/essex/harwich');
    expect(tendring).not.toContain('england/essex/colchester');
  });
});
