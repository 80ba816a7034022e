import type { Crumb } from './json-ld';

/**
 * An auction house page's trail, Home left out (the page's BreadcrumbList adds it): the list of
 * houses, then the house by its name.
 */
export const houseCrumbs = (house: { id: number | string; name: string }): Crumb[] => [
  { name: 'Auction houses', path: '/auctioneers' },
  { name: house.name, path: `/auctioneers/${house.id}` },
];
