import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { readHead } from '../helpers/page-head';

/**
 * A sold-price search narrowed by type, dates or price says so beside its count and in its
 * description: on a phone the form folds away, and "8 sales in SR5 2, average £104,312" read as
 * all of SR5 2's sales when it counted only its flats of the last 24 months.
 */

const { t, get } = seededDirectoryApp();

describe('a narrowed sold-price search', () => {
  it('names its filters beside the count and in the description', async () => {
    const { rows } = await t.db.query<{ sector: string; n: number; all: number }>(
      `SELECT postcode_sector AS sector, count(*) FILTER (WHERE property_type = 'F')::int AS n,
              count(*)::int AS all
         FROM sold_house_prices GROUP BY 1
       HAVING count(*) > count(*) FILTER (WHERE property_type = 'F')
       ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const { sector, n, all } = rows[0]!;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(all);
    const label = sector.replace('/', ' ').toUpperCase();
    const res = await get(
      `/sold-house-prices?location=${encodeURIComponent(label)}&property_type=F&date_from=2000-01-01`,
    );
    expect(res.status).toBe(200);
    const html = res.text.replaceAll('<!-- -->', '');
    expect(html).toContain(`${n} sale${n === 1 ? '' : 's'}`);
    expect(html).toContain('Flats and maisonettes · sold since 01 January 2000');
    const head = readHead(html);
    expect(head.description).toContain(
      `${n} sale${n === 1 ? '' : 's'} of flats and maisonettes in ${label}, sold since 01 January 2000,`,
    );
  });
});
