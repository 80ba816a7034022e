import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { pageText } from '../helpers/page-text';

const { get } = seededDirectoryApp();

/**
 * Walking the sold prices (decision 170): "QQ1 1AA" and "ZZ99 9ZZ", written as postcodes of no
 * postcode area, were said as real ones: "Sold house prices in QQ1 1AA", "0 sales in QQ1 1AA
 * recorded by HM Land Registry", and on the lot search "We hold no lots or sales in QQ1 1AA yet".
 */
describe('a postcode of no postcode area', () => {
  it('the sold prices say it is not a UK postcode, and claim no sales recorded there', async () => {
    const payload = await get('/sold-house-prices/_payload.json?location=QQ1+1AA');
    const data = payload.body.loaderData['sold-house-prices'];
    expect(data.notPostcode).toBe('There is no QQ postcode area.');
    expect(data.locationLabel).toBeNull();
    expect(data.meta.title).not.toBe('Sold house prices in QQ1 1AA');
    const text = pageText((await get('/sold-house-prices?location=ZZ99+9ZZ')).text);
    expect(text).toContain(
      '‘ZZ99 9ZZ’ is not a UK postcode. There is no ZZ postcode area. Check the postcode, or search by a town.',
    );
    expect(text).not.toMatch(/0 sales in ZZ99 9ZZ|Sold house prices in ZZ99/);
  });

  it('the lot search says the same, and a real postcode we hold nothing for is still said as one', async () => {
    const text = pageText((await get('/listings?location=QQ1+1AA')).text);
    expect(text).toContain('‘QQ1 1AA’ is not a UK postcode.');
    expect(text).not.toContain('We hold no lots or sales in QQ1 1AA');
    const real = await get('/listings/_payload.json?location=LS99+1AA');
    const unknown = real.body.loaderData.listings.unknownPlace;
    expect(unknown).toMatchObject({ text: 'LS99 1AA', postcode: true });
    expect(unknown.notPostcode).toBeUndefined();
  });

  it('typed in the lot search’s keyword box, it goes to the Location box, which says so', async () => {
    // A second walk: `/listings?search=QQ1+1AA` found no lot and said nothing.
    const res = await get('/listings?search=QQ1+1AA&property_type=flats');
    expect(res.status).toBe(302);
    expect(Object.fromEntries(new URL(res.headers.location!, 'http://x').searchParams)).toEqual({
      location: 'QQ1 1AA',
      property_type: 'flats',
    });
    // A road's name stays words to find in the lots ("close to the A1").
    const road = await get('/listings?search=a1');
    expect(road.headers.location ?? '').not.toContain('location=');
  });
});

/**
 * Walking the sold prices (decision 171): a real place we hold no sale in was described "0 sales
 * in Wimbledon recorded by HM Land Registry", which reads as none sold there.
 */
describe('a place we hold no sale in', () => {
  it('is described as none held, not as none recorded', async () => {
    const data = (await get('/sold-house-prices/_payload.json?location=Wimbledon')).body.loaderData[
      'sold-house-prices'
    ];
    expect(data.stats.count).toBe(0);
    expect(data.meta.description).toBe(
      'We hold no HM Land Registry sales in Wimbledon matching this search.',
    );
    const leeds = (await get('/sold-house-prices/_payload.json?location=Leeds')).body.loaderData[
      'sold-house-prices'
    ];
    expect(leeds.meta.description).toMatch(/^[\d,]+ sales in Leeds recorded by HM Land Registry/);
  });
});
