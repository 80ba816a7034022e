import { describe, expect, it } from 'vitest';
import { REGIONS } from '#server/db/seed/directory/regions';
import { auctionInRegionSql } from './region-lots-sql.server';

const sqlFor = (region: string) => {
  const params: unknown[] = [];
  const sql = auctionInRegionSql(region, (v) => {
    params.push(v);
    return `$${params.length}`;
  });
  return { sql, params };
};

describe('auctionInRegionSql', () => {
  it('knows the places of every region a house may say it covers', () => {
    for (const region of REGIONS) {
      const { sql, params } = sqlFor(region);
      expect(sql, region).toContain('LIKE ANY');
      // Prefixes of counties or nations: never empty, so a sale's lots can be found there.
      expect((params[2] as string[]).length, region).toBeGreaterThan(0);
    }
    expect(sqlFor('West Midlands').params[2]).toContain('england/west-midlands/%');
  });

  it('a region it does not know is the house’s word, for sales with no placed lots', () => {
    const { sql, params } = sqlFor('Atlantis');
    expect(sql).not.toContain('LIKE ANY');
    expect(params).toEqual(['Atlantis']);
  });
});
