import {
  COUNTIES,
  GREATER_LONDON_OUTLINE,
  distanceKm,
  insidePolygon,
  type County,
} from './counties';
import { MAJOR_TOWNS, type MajorTown } from './major-towns';
import { COUNTRIES, type CountryCode, type Region } from './regions';
import { slugify } from '#schema/slug';
import { COUNTY_CORRECTIONS } from './county-corrections';

/** One GB place from GeoNames, flattened. */
export interface CityRecord {
  name: string;
  /** ENG, SCT, WLS or NIR. */
  country: string;
  featureCode: string;
  population: number;
  lat: number;
  lng: number;
}

/** A `locations` row. */
export interface LocationRow {
  slug: string;
  name: string;
  kind: 'country' | 'region' | 'county' | 'town';
  parentSlug: string | null;
  lat: number;
  lng: number;
  population: number | null;
}

export interface Town {
  /** `england/greater-london/camden-town`. */
  slug: string;
  name: string;
  country: CountryCode;
  county: County;
  /** `england/greater-london`. */
  countySlug: string;
  region: Region;
  lat: number;
  lng: number;
  population: number | null;
  /** Set for the curated towns that carry postcodes, lots and sold prices. */
  major: MajorTown | null;
}

export interface Places {
  /** Countries, then counties, then towns: parents always come before children. */
  locations: LocationRow[];
  towns: Town[];
  /** The curated towns, in MAJOR_TOWNS order. */
  majorTowns: Town[];
}

const COUNTRY_CENTRES: Record<CountryCode, [number, number]> = {
  ENG: [52.56, -1.46],
  SCT: [56.8, -4.2],
  WLS: [52.33, -3.77],
  NIR: [54.61, -6.7],
};

/**
 * A curated town anchors the county of the places around it; a county centroid's pull is
 * scaled by the county's size.
 */
const ANCHOR_RADIUS_KM = 9;

/** "London" itself is represented by the greater-london county, not a town inside it. */
const SKIPPED = new Set(['London']);

function countrySlug(code: CountryCode): string {
  return COUNTRIES.find((c) => c.code === code)!.slug;
}

function isCountry(code: string): code is CountryCode {
  return COUNTRIES.some((c) => c.code === code);
}

/**
 * Builds the country → county → town hierarchy from GeoNames places. Curated towns get the
 * county the table gives; other places go to Greater London when inside its outline, otherwise
 * to the nearest county anchor in the same country.
 */
export function buildPlaces(
  cities: readonly CityRecord[],
  /** Border towns filed under their own county (county-corrections.ts); none, for its test. */
  corrections: Readonly<Record<string, string>> = COUNTY_CORRECTIONS,
): Places {
  const correctedCounty = (key: string): string | undefined =>
    Object.hasOwn(corrections, key) ? corrections[key] : undefined;
  const countyBySlug = new Map(COUNTIES.map((c) => [c.slug, c]));

  // Resolve curated towns first: the same-named place nearest their county's centroid.
  const majorByCity = new Map<CityRecord, MajorTown>();
  for (const major of MAJOR_TOWNS) {
    const county = countyBySlug.get(major.county);
    if (!county) throw new Error(`Unknown county ${major.county} for ${major.name}`);
    let best: CityRecord | undefined;
    let bestKm = Infinity;
    for (const city of cities) {
      if (city.name !== major.name || city.country !== county.country) continue;
      const km = distanceKm(city.lat, city.lng, county.lat, county.lng);
      if (km < bestKm) [best, bestKm] = [city, km];
    }
    if (!best) throw new Error(`Curated town ${major.name} not found in ${county.country}`);
    if (majorByCity.has(best)) throw new Error(`Curated town ${major.name} listed twice`);
    majorByCity.set(best, major);
  }

  const anchors = [...majorByCity].map(([city, major]) => ({
    lat: city.lat,
    lng: city.lng,
    county: countyBySlug.get(major.county)!,
  }));

  const countyFor = (city: CityRecord & { country: CountryCode }): County => {
    const major = majorByCity.get(city);
    if (major) return countyBySlug.get(major.county)!;
    if (city.country === 'ENG' && insidePolygon(city.lat, city.lng, GREATER_LONDON_OUTLINE)) {
      const corrected = correctedCounty(`greater-london/${slugify(city.name)}`);
      return countyBySlug.get(corrected ?? 'greater-london')!;
    }
    let best: County | undefined;
    let bestScore = Infinity;
    for (const county of COUNTIES) {
      if (county.country !== city.country || county.slug === 'greater-london') continue;
      const score = distanceKm(city.lat, city.lng, county.lat, county.lng) / county.radiusKm;
      if (score < bestScore) [best, bestScore] = [county, score];
    }
    for (const anchor of anchors) {
      if (anchor.county.country !== city.country || anchor.county.slug === 'greater-london') {
        continue;
      }
      const score = distanceKm(city.lat, city.lng, anchor.lat, anchor.lng) / ANCHOR_RADIUS_KM;
      if (score < bestScore) [best, bestScore] = [anchor.county, score];
    }
    // A border town the rule files under its neighbour (county-corrections.ts).
    const corrected = correctedCounty(`${best!.slug}/${slugify(city.name)}`);
    return corrected ? countyBySlug.get(corrected)! : best!;
  };

  // Curated towns claim their slug first; other duplicates keep the most populous place.
  const ordered = cities
    .filter((c): c is CityRecord & { country: CountryCode } => isCountry(c.country))
    .filter((c) => !SKIPPED.has(c.name) || majorByCity.has(c))
    .map((city, index) => ({ city, index }))
    .sort(
      (a, b) =>
        Number(majorByCity.has(b.city)) - Number(majorByCity.has(a.city)) ||
        b.city.population - a.city.population ||
        a.index - b.index,
    );

  const townsBySlug = new Map<string, Town>();
  for (const { city } of ordered) {
    const county = countyFor(city);
    const countySlug = `${countrySlug(county.country)}/${county.slug}`;
    const slug = `${countySlug}/${slugify(city.name)}`;
    if (townsBySlug.has(slug) || slugify(city.name) === '') continue;
    townsBySlug.set(slug, {
      slug,
      name: city.name,
      country: city.country,
      county,
      countySlug,
      region: county.region,
      lat: city.lat,
      lng: city.lng,
      population: city.population > 0 ? city.population : null,
      major: majorByCity.get(city) ?? null,
    });
  }
  const towns = [...townsBySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));

  const locations: LocationRow[] = [];
  for (const country of COUNTRIES) {
    const [lat, lng] = COUNTRY_CENTRES[country.code];
    locations.push({
      slug: country.slug,
      name: country.name,
      kind: 'country',
      parentSlug: null,
      lat,
      lng,
      population: null,
    });
  }
  const usedCounties = new Set(towns.map((t) => t.county.slug));
  for (const county of COUNTIES) {
    if (!usedCounties.has(county.slug)) continue;
    const parent = countrySlug(county.country);
    locations.push({
      slug: `${parent}/${county.slug}`,
      name: county.name,
      kind: 'county',
      parentSlug: parent,
      lat: county.lat,
      lng: county.lng,
      population: null,
    });
  }
  for (const town of towns) {
    locations.push({
      slug: town.slug,
      name: town.name,
      kind: 'town',
      parentSlug: town.countySlug,
      lat: town.lat,
      lng: town.lng,
      population: town.population,
    });
  }

  const majorTowns = MAJOR_TOWNS.map((major) => towns.find((t) => t.major === major)!);
  return { locations, towns, majorTowns };
}
