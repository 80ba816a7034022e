import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { SoldPricesData } from '#shared/payloads/area-data';

/**
 * A sold-price search whose words were read only partly as filters ("terraced houses in Yrok",
 * "flats in leeds with garden") found nothing and offered nothing but "Try a wider area". It now
 * offers what the lot search offers in the same case: the filters with the place the words name
 * (or misspell: "Did you mean York?"), the place alone and the filters alone, each with the sales
 * its link finds.
 */

const { get } = seededDirectoryApp();

const sold = async (search: string): Promise<SoldPricesData> => {
  const res = await get(`/sold-house-prices/_payload.json${search}`);
  expect(res.status, search).toBe(200);
  return res.body.loaderData['sold-house-prices'] as SoldPricesData;
};

async function expectOffers(search: string, place: string, type: string) {
  const data = await sold(search);
  expect(data.stats.count).toBe(0);
  const offers = data.partlyRead!.offers;
  const params = offers.map((o) => new URLSearchParams(o.search));
  expect(params.map((p) => [p.get('location'), p.get('property_type')])).toEqual([
    [place, type],
    [place, null],
    [null, type],
  ]);
  for (const o of offers) {
    expect(new URLSearchParams(o.search).get('search')).toBeNull();
    const followed = await sold(o.search);
    expect(followed.stats.count, o.label).toBe(o.count);
    expect(o.count).toBeGreaterThan(0);
  }
  return data;
}

describe('a sold-price search read only partly as filters', () => {
  it('"terraced houses in Yrok": did you mean York, with the filters, alone, and the filters alone', async () => {
    const search = `?search=${encodeURIComponent('terraced houses in Yrok')}`;
    const data = await expectOffers(search, 'York', 'T');
    expect(data.partlyRead!.meant).toBe('York');
    expect(data.partlyRead!.offers[0]!.label).toBe('Terraced houses in York');
    const html = (await get(`/sold-house-prices${search}`)).text;
    expect(html).toContain('Did you mean York?');
    expect(html).toContain('href="/sold-house-prices?location=York&amp;property_type=T"');
  });

  it('"flats in leeds with garden": Leeds with flats, Leeds, flats', async () => {
    const data = await expectOffers(
      `?search=${encodeURIComponent('flats in leeds with garden')}`,
      'Leeds',
      'F',
    );
    expect(data.partlyRead!.meant).toBeUndefined();
  });

  it('the same words typed in the Location box are offered the same way', async () => {
    await expectOffers(`?location=${encodeURIComponent('terraced houses in Yrok')}`, 'York', 'T');
  });

  it('a misspelt town alone in the search box offers the town', async () => {
    const data = await sold('?search=Yrok');
    expect(data.partlyRead).toMatchObject({ filtersRead: false, meant: 'York' });
    expect(data.partlyRead!.offers.map((o) => o.search)).toEqual(['?location=York']);
    const html = (await get('/sold-house-prices?search=Yrok')).text;
    expect(html).toContain('No street or place called ‘Yrok’. Did you mean York?');
  });
});
