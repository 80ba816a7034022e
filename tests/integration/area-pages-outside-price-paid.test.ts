import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { readHead } from '../helpers/page-head';

/**
 * Place and postcode pages in Scotland and Northern Ireland, where HM Land Registry records no
 * sales: they say why there are no sold prices and where those are published, instead of
 * "Sales recorded 0", dashes for prices and a link to a sold-price search that cannot find any.
 */

const { t, get } = seededDirectoryApp();

/** The most populous town of a country's places, with its postcode district of the most lots. */
async function pagesIn(country: string): Promise<{ town: string; name: string; district: string }> {
  const { rows } = await t.db.query<{ town: string; name: string; district: string }>(
    `SELECT l.slug AS town, l.name, p.slug AS district FROM locations l
       JOIN postcodes p ON p.location_slug = l.slug AND p.kind = 'district'
      WHERE l.kind = 'town' AND l.slug LIKE $1 || '/%'
      ORDER BY l.population DESC NULLS LAST, p.slug LIMIT 1`,
    [country],
  );
  return rows[0]!;
}

// The whole sentence: Northern Ireland's was cut short ("… publishes Northern Ireland’s.").
const cases = [
  {
    country: 'scotland',
    publisher: 'Registers of Scotland publishes the prices of Scottish sales.',
  },
  {
    country: 'northern-ireland',
    publisher: 'Land &amp; Property Services publishes the prices of Northern Irish sales.',
  },
];

describe('area pages where Land Registry records no sales', () => {
  for (const { country, publisher } of cases) {
    it(`${country}: the town and postcode pages say why there are no sold prices`, async () => {
      const { town, name, district } = await pagesIn(country);
      for (const [path, label] of [
        [`/locations/${town}`, name],
        [`/postcodes/${district}`, district.toUpperCase()],
      ] as const) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.text, path).toContain(
          'HM Land Registry records sales in England and Wales only',
        );
        expect(res.text, path).toContain(publisher);
        // No figures that read as "nothing sold here", and no search that cannot find any.
        expect(res.text, path).not.toContain('Sales recorded');
        expect(res.text, path).not.toContain(`All sold prices in ${label}`);
        expect(res.text, path).not.toContain('href="/sold-house-prices?location=');
        const head = readHead(res.text);
        expect(head.title, path).not.toMatch(/sold prices/i);
        expect(head.description, path).not.toMatch(/sold prices/i);
      }
    });
  }

  it('a town in England still shows its sales figures and links to its sold prices', async () => {
    const { town, name } = await pagesIn('england');
    const res = await get(`/locations/${town}`);
    expect(res.text).toContain('Sales recorded');
    expect(res.text).toContain(`All sold prices in ${name}`);
    expect(res.text).not.toContain('HM Land Registry records sales in England and Wales only');
  });
});
