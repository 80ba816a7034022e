import { beforeAll, describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { ListingsData } from '#shared/payloads/directory-data';
import { soldResults } from '../helpers/sold-price-search';

// "new forest" names the national park and, where Land Registry records sales in it, New Forest
// District (Lymington, Ringwood, Totton): the authority is meant, searched as its postcode
// districts (decision 114), and the park keeps its full name (decision 117). The seed records no
// such authority: one is added here, as an import of Price Paid Data would add it, before the
// app first reads the authorities.

const { t, get } = seededDirectoryApp();
let district = '';

beforeAll(async () => {
  const { rows } = await t.db.query<{ slug: string }>(
    `SELECT slug FROM postcodes WHERE kind = 'district' AND location_slug LIKE 'england/hampshire/%'
      ORDER BY slug LIMIT 1`,
  );
  district = rows[0]!.slug;
  await t.db.query(
    `INSERT INTO sold_price_place_names (name_key, postcode_district, name, authority)
     VALUES (sold_price_place_key('NEW FOREST'), $1, 'NEW FOREST', true)`,
    [district],
  );
});

const listings = async (qs: string): Promise<ListingsData> => {
  const res = await get(`/listings/_payload.json?${qs}`);
  expect(res.status, qs).toBe(200);
  return res.body.loaderData.listings as ListingsData;
};

describe('a landscape’s name that is also a local authority’s', () => {
  it('is the authority: “new forest” is New Forest District’s postcode districts', async () => {
    const data = await listings('location=new+forest');
    expect(data.place).toMatchObject({ label: 'New Forest', kind: 'district' });
    expect(data.place?.districts).toEqual([district]);
  });

  it('on sold prices too: “new forest” is the sales Land Registry files under New Forest', async () => {
    const found = await soldResults(t, 'location=new+forest');
    expect(found.locationLabel).toBe('New Forest');
  });

  it('the park keeps its full name', async () => {
    const data = await listings('location=new+forest+national+park');
    expect(data.place).toMatchObject({
      label: 'New Forest National Park',
      slug: 'england/new-forest',
    });
  });

  it('a landscape no authority shares is the landscape', async () => {
    const data = await listings('location=lake+district');
    expect(data.place).toMatchObject({ slug: 'england/lake-district' });
  });
});
