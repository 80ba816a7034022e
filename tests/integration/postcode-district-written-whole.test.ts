import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { all, FOR_SALE, lit } from '../helpers/lot-truth';
import { readHead } from '../helpers/page-head';
import type { AreaPageData } from '#shared/payloads/area-data';

/**
 * "SW1", "W1", "EC1" … "WC2" are how buyers and agents write central London's split districts
 * (SW1A … SW1Y). The lot and sold-price searches read them; /postcodes/sw1 was "Page not found".
 * It is now the page of every lettered district of it, reached from its area's page.
 */

const { t, get } = seededDirectoryApp();

/** The lettered districts we hold of a split district, by SQL of its own. */
async function lettered(whole: string): Promise<string[]> {
  const { rows } = await t.db.query<{ slug: string }>(
    `SELECT slug FROM postcodes WHERE kind = 'district' AND slug ~ ${lit(`^${whole}[a-z]$`)} ORDER BY slug`,
  );
  return rows.map((r) => r.slug);
}

const pageOf = async (path: string) =>
  (await get(`${path}/_payload.json`)).body.loaderData.postcode as AreaPageData;

describe('a central London district written whole (/postcodes/sw1)', () => {
  it('is the page of its lettered districts: their sales, their lots for sale, links to each', async () => {
    for (const whole of ['sw1', 'ec2', 'w1']) {
      const districts = await lettered(whole);
      expect(districts.length, whole).toBeGreaterThan(1);
      const res = await get(`/postcodes/${whole}`);
      expect(res.status, whole).toBe(200);
      // Several districts, each in its own part of town: named so, and in none of them alone
      // ("EC1 postcode district … in Clerkenwell").
      expect(readHead(res.text).title).toMatch(
        new RegExp(`^${whole.toUpperCase()} postcode districts: auctions and sold prices`),
      );

      const data = await pageOf(`/postcodes/${whole}`);
      const { rows: sales } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sold_house_prices WHERE postcode_district = ANY($1)`,
        [districts],
      );
      expect(data.stats.count, whole).toBe(sales[0]!.n);
      expect(sales[0]!.n).toBeGreaterThan(0);
      const labels = districts.map((d) => d.toUpperCase());
      const { rows: lots } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM auction_properties a
          WHERE ${all(FOR_SALE, `upper(split_part(a.postcode, ' ', 1)) = ANY(ARRAY[${labels.map(lit).join(', ')}])`)}`,
      );
      expect(data.lotsTotal, whole).toBe(lots[0]!.n);
      const children = data.groups.find((g) => g.title === 'Postcode districts');
      expect(children?.links.map((l) => l.path)).toEqual(districts.map((d) => `/postcodes/${d}`));
      expect(data.crumbs.map((c) => c.path)).toEqual([
        '/',
        '/postcodes',
        `/postcodes/${/^[a-z]+/.exec(whole)![0]}`,
        `/postcodes/${whole}`,
      ]);
    }
  });

  it('is reached from its area’s page and as written (SW1)', async () => {
    const area = await pageOf('/postcodes/sw');
    const wholes = area.groups.find((g) => g.title === 'Districts as a whole');
    expect(wholes?.links.map((l) => l.path)).toEqual(['/postcodes/sw1']);
    const typed = await get('/postcodes/SW1');
    expect(typed.status).toBe(301);
    expect(typed.headers.location).toBe('/postcodes/sw1');
  });

  it('leaves a district of its own (E1) as itself, and a district we do not know a 404', async () => {
    const e1 = await pageOf('/postcodes/e1');
    expect(e1.groups.find((g) => g.title === 'Postcode sectors')).toBeDefined();
    expect((await get('/postcodes/e1')).text).not.toContain('Districts as a whole');
    expect((await get('/postcodes/zz1')).status).toBe(404);
    expect((await get('/postcodes/wc9')).status).toBe(404);
  });
});
