import { describe, expect, it } from 'vitest';
import { formatGazetteerReport } from './import-postcodes-cli.server';
import type { Gazetteer, GazetteerPlace } from './postcode-gazetteer';

const places = (n: number) => Array.from({ length: n }, () => ({}) as GazetteerPlace);

/** What `npm run import:postcodes` prints: counts in words an operator reads, one of a thing singular. */
describe('import:postcodes report', () => {
  const gazetteer = (rows: number, districts: number): Gazetteer => ({
    rows,
    skipped: 0,
    districts: places(districts),
    sectors: [],
  });

  it('one of a thing is singular: "1 postcode area", not "1 postcode areas"', () => {
    const report = {
      areasAdded: 1,
      districtsAdded: 1,
      sectorsAdded: 1,
      districtsKept: 0,
      lotsPlaced: 1,
    };
    expect(formatGazetteerReport(gazetteer(1, 1), report, true).split('\n')).toEqual([
      '1 postcode read, 0 left out (terminated, no point, or no postcode)',
      '1 district in the file: 0 held already',
      'Would add 1 district, 1 sector, 1 postcode area',
      'Would place 1 lot stored without a place',
      '',
    ]);
  });

  it('more are plural, with thousands grouped', () => {
    const report = {
      areasAdded: 0,
      districtsAdded: 2,
      sectorsAdded: 14,
      districtsKept: 1,
      lotsPlaced: 0,
    };
    expect(formatGazetteerReport(gazetteer(2_650_000, 3), report, false)).toBe(
      '2,650,000 postcodes read, 0 left out (terminated, no point, or no postcode)\n' +
        '3 districts in the file: 1 held already\n' +
        'Added 2 districts, 14 sectors, 0 postcode areas\n' +
        'Placed 0 lots stored without a place\n',
    );
  });
});
