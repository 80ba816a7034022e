import { describe, expect, it } from 'vitest';
import { loadGbCities } from './cities.server';
import { GREATER_LONDON_OUTLINE, insidePolygon } from './counties';
import { MAJOR_TOWNS } from './major-towns';
import { buildPlaces } from './places';
import { COUNTY_CORRECTIONS } from './county-corrections';
import { slugify } from '#schema/slug';

describe('slugify', () => {
  it('makes URL-safe slugs', () => {
    expect(slugify('Kingston upon Thames')).toBe('kingston-upon-thames');
    expect(slugify("Bishop's Castle")).toBe('bishops-castle');
    expect(slugify('Harland & Pryce')).toBe('harland-and-pryce');
    expect(slugify('Bo’ness')).toBe('boness');
    expect(slugify('Ystradgynlais  ')).toBe('ystradgynlais');
  });
});

describe('Greater London outline', () => {
  it('contains central and outer London but not the home counties', () => {
    expect(insidePolygon(51.5074, -0.1278, GREATER_LONDON_OUTLINE)).toBe(true); // Charing Cross
    expect(insidePolygon(51.3763, -0.0982, GREATER_LONDON_OUTLINE)).toBe(true); // Croydon
    expect(insidePolygon(51.5753, 0.1857, GREATER_LONDON_OUTLINE)).toBe(true); // Romford
    expect(insidePolygon(51.6553, -0.396, GREATER_LONDON_OUTLINE)).toBe(false); // Watford
    expect(insidePolygon(51.4466, 0.2142, GREATER_LONDON_OUTLINE)).toBe(false); // Dartford
    expect(insidePolygon(51.2362, -0.5704, GREATER_LONDON_OUTLINE)).toBe(false); // Guildford
  });
});

describe('buildPlaces', () => {
  const places = buildPlaces(loadGbCities());
  const bySlug = new Map(places.locations.map((l) => [l.slug, l]));

  it('orders parents before children and every parent exists', () => {
    const seen = new Set<string>();
    for (const l of places.locations) {
      if (l.parentSlug) expect(seen.has(l.parentSlug), l.slug).toBe(true);
      expect(seen.has(l.slug)).toBe(false);
      seen.add(l.slug);
    }
  });

  it('keeps real coordinates and populations from GeoNames', () => {
    const manchester = bySlug.get('england/greater-manchester/manchester')!;
    expect(manchester.lat).toBeCloseTo(53.48, 1);
    expect(manchester.lng).toBeCloseTo(-2.24, 1);
    expect(manchester.population).toBeGreaterThan(300_000);
    expect(places.towns.length).toBeGreaterThan(4000);
  });

  it('resolves every curated town with its county', () => {
    expect(places.majorTowns).toHaveLength(MAJOR_TOWNS.length);
    places.majorTowns.forEach((town, i) => {
      expect(town.major).toBe(MAJOR_TOWNS[i]);
      expect(town.county.slug).toBe(MAJOR_TOWNS[i]!.county);
    });
  });

  it('puts London places under Greater London and neighbours outside it', () => {
    for (const slug of [
      'england/greater-london/camden-town',
      'england/greater-london/croydon',
      'england/greater-london/romford',
      'england/greater-london/richmond',
      'england/hertfordshire/watford',
      'england/kent/dartford',
      'england/north-yorkshire/richmond',
      'england/kent/ashford',
      'england/surrey/ashford',
    ]) {
      expect(bySlug.get(slug)?.kind, slug).toBe('town');
    }
    expect(places.towns.some((t) => t.name === 'London')).toBe(false);
  });

  it('keeps towns in their own country', () => {
    for (const town of places.towns) expect(town.county.country).toBe(town.country);
  });

  it('files border towns under their own county, not the neighbour the nearest-county rule picks', () => {
    // "Frome, Wiltshire", "Saltash, Devon", "Lowestoft, Norfolk", "Scunthorpe, East Riding".
    for (const slug of [
      'england/somerset/frome',
      'england/cornwall/saltash',
      'england/suffolk/lowestoft',
      'england/lincolnshire/scunthorpe',
      'england/durham/hartlepool',
      'england/dorset/lyme-regis',
      'england/derbyshire/glossop',
      'england/west-yorkshire/todmorden',
      'england/surrey/egham',
      'england/oxfordshire/henley-on-thames',
    ])
      expect(bySlug.get(slug)?.kind, slug).toBe('town');
    expect(bySlug.has('england/wiltshire/frome')).toBe(false);
  });

  it('applies each county correction to one town the rule files under the county it names', () => {
    // In any of the four nations: the key leaves the country out.
    const moved = new Set(places.towns.map((t) => t.slug.split('/').slice(1).join('/')));
    for (const [key, county] of Object.entries(COUNTY_CORRECTIONS)) {
      const name = key.split('/')[1]!;
      expect(moved.has(`${county}/${name}`), key).toBe(true);
      expect(county, key).not.toBe(key.split('/')[0]);
    }
    // None is a key the rule no longer gives (it would be dead, the town filed wrong again).
    const rebuilt = buildPlaces(loadGbCities(), {});
    const ruled = new Set(rebuilt.towns.map((t) => t.slug.split('/').slice(1).join('/')));
    for (const key of Object.keys(COUNTY_CORRECTIONS)) expect(ruled.has(key), key).toBe(true);
  });
});
