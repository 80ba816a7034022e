import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from './canonical-path';

describe('canonicalPagePath', () => {
  it('leaves a long postcode path alone without reading it (a run of + backtracked for seconds)', () => {
    const long = `/postcodes/${'+'.repeat(64_000)}a`;
    const started = performance.now();
    expect(canonicalPagePath(long)).toBeNull();
    // Not a timing assertion on the product: a bound far above any honest run, so a quadratic
    // trim (about 2·10^9 steps here, seconds) fails it while normal noise cannot.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.each([
    ['/Listings', '/listings'],
    ['/AUCTIONEERS', '/auctioneers'],
    ['/postcodes/LS6', '/postcodes/ls6'],
    ['/locations/England/West-Yorkshire/Leeds', '/locations/england/west-yorkshire/leeds'],
    ['/Listings/_payload.json', '/listings/_payload.json'],
    // With a trailing slash, one answer for both (a crawl found two 301s in a row).
    ['/Listings/', '/listings'],
    ['/listings//', '/listings'],
    ['/postcodes/LS6/', '/postcodes/ls6'],
    ['/postcodes/LS6%201AA/', '/postcodes/ls6/1'],
    // A postcode typed with a space (or as a whole postcode) is its sector page.
    ['/postcodes/LS6%201', '/postcodes/ls6/1'],
    ['/postcodes/ls6%201', '/postcodes/ls6/1'],
    ['/postcodes/ls6-1', '/postcodes/ls6/1'],
    ['/postcodes/LS6%201AA', '/postcodes/ls6/1'],
    ['/postcodes/ec1a1bb', '/postcodes/ec1a/1'],
    ['/postcodes/SW1A%20%201AA%20', '/postcodes/sw1a/1'],
    // Percent-escapes keep their spelling: only the letters around them change.
    ['/Caf%C3%A9', '/caf%C3%A9'],
    // The home page's other names go straight home, whatever their case.
    ['/INDEX.html', '/'],
    ['/Home/', '/'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each([
    '/',
    '/listings',
    '/postcodes/ls6',
    '/postcodes/ls6/1',
    '/postcodes/ls61',
    '/caf%C3%A9',
    '/assets/entry-AbC123.js',
    '/media/lots/Photo-1.svg',
    '/API/auth/me',
    '/graphql',
    '/builds/meta/AbC.json',
    '/sitemaps/Lots-1.xml',
    '//Evil.test/x',
    '/\\Evil.test',
  ])('leaves %s alone', (path) => {
    expect(canonicalPagePath(path)).toBeNull();
  });
});
