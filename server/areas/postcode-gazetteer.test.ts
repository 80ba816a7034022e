import { describe, expect, it } from 'vitest';
import { gazetteerCollector, gazetteerColumns } from './postcode-gazetteer';

const read = (csv: string) => {
  const [header, ...rows] = csv.split('\n');
  const columns = gazetteerColumns(header!);
  if (!columns) return null;
  const collector = gazetteerCollector(columns);
  for (const row of rows) collector.add(row);
  return collector.done();
};

describe('a postcode gazetteer', () => {
  it('reads the ONS Postcode Directory’s columns, leaving out terminated postcodes and no-points', () => {
    const g = read(
      [
        'pcd,pcds,doterm,lat,long',
        '"LS6 1AA","LS6 1AA","","53.8200","-1.5800"',
        '"LS6 1AB","LS6 1AB","","53.8220","-1.5820"',
        '"LS6 2ZZ","LS6 2ZZ","201104","53.9","-1.6"',
        '"LS6 3AA","LS6 3AA","","99.999999","0.000000"',
      ].join('\n'),
    )!;
    expect(g.districts).toEqual([{ slug: 'ls6', lat: 53.821, lng: -1.581, postcodes: 2 }]);
    expect(g.sectors).toEqual([{ slug: 'ls6/1', lat: 53.821, lng: -1.581, postcodes: 2 }]);
    expect([g.rows, g.skipped]).toEqual([4, 2]);
  });

  it('reads a file of postcodes as others publish them: any case, a BOM, “In Use?”', () => {
    const g = read(
      [
        '\uFEFFPostcode,In Use?,Latitude,Longitude',
        'm14 5aa,Yes,53.45,-2.22',
        'M145AB,Yes,53.46,-2.23',
        'M14 6ZZ,No,53.5,-2.3',
        'not a postcode,Yes,53.4,-2.2',
      ].join('\n'),
    )!;
    expect(g.districts.map((d) => [d.slug, d.postcodes])).toEqual([['m14', 2]]);
    expect(g.sectors.map((s) => s.slug)).toEqual(['m14/5']);
    expect(g.skipped).toBe(2);
  });

  it('is no gazetteer without a postcode, a latitude and a longitude column', () => {
    expect(gazetteerColumns('postcode,town')).toBeNull();
    expect(gazetteerColumns('lat,long')).toBeNull();
    expect(gazetteerColumns('PCDS,LAT,LONG')).not.toBeNull();
  });
});
