import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { soldResults } from '../helpers/sold-price-search';

/**
 * A link's prices are read as buyers write them: "guide_price_max=150,000" and "150k" read as
 * £150 (the digits before the comma or the letter) and found almost nothing. A value that is no
 * price, number or day ("-5", "2025-02-30") is still left out, and the page now says so: it lists
 * more than the link asked for.
 */

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

const text = (html: string) => html.replace(/<[^>]+>/g, '');
/** The filter form's Within box on a page, as sent. */
const radiusSelect = async (path: string) =>
  /<select name="radius"[\s\S]*?<\/select>/.exec((await get(path)).text)?.[0] ?? '';

describe('a price in a link', () => {
  it('“150,000”, “150k” and “£150,000” are £150,000 on the lot search', async () => {
    const written = await listings('guide_price_max=150000');
    expect(written.total).toBeGreaterThan(0);
    for (const said of ['150%2C000', '150k', '%C2%A3150%2C000']) {
      const found = await listings(`guide_price_max=${said}`);
      expect(found.query.guide_price_max, said).toBe(150_000);
      expect(found.total, said).toBe(written.total);
      expect(found.leftOut, said).toBeUndefined();
    }
  });

  it('and on the sold prices', async () => {
    const written = await soldResults(t, 'location=Leeds&max_price=150000');
    for (const said of ['150%2C000', '150k']) {
      const found = await soldResults(t, `location=Leeds&max_price=${said}`);
      expect(found.query.max_price, said).toBe(150_000);
      expect(found.stats.count, said).toBe(written.stats.count);
    }
  });
});

describe('a value in a link that is none', () => {
  it('the lot search leaves it out and says which', async () => {
    const all = await listings('');
    const found = await listings('guide_price_min=-5&auction_to=2025-02-30&bedrooms=2');
    expect(found.leftOut).toMatchObject([
      { name: 'guide_price_min', value: '-5' },
      { name: 'auction_to', value: '2025-02-30' },
    ]);
    expect(found.query.bedrooms).toBe(2);
    expect(found.total).toBeLessThanOrEqual(all.total);
    const html = text((await get('/listings?guide_price_min=-5&auction_to=2025-02-30')).text);
    expect(html).toContain(
      'We could not read a guide price from “-5” or closing up to “2025-02-30”, so this search leaves them out.',
    );
  });

  it('a type, tenure or method it does not know is left out and said, the others kept', async () => {
    // "property_type=apartment" listed every lot in Leeds, houses among them, saying nothing.
    const found = await listings(
      'location=Leeds&property_type=apartment,flats&tenure=leasehold&tenure=rented&auction_method=raffle',
    );
    expect(found.leftOut).toMatchObject([
      { name: 'property_type', value: 'apartment' },
      { name: 'tenure', value: 'rented' },
      { name: 'auction_method', value: 'raffle' },
    ]);
    expect(found.query.property_type).toEqual(['flats']);
    expect(found.query.tenure).toEqual(['Leasehold']);
    const html = text((await get('/listings?location=Leeds&property_type=apartment')).text);
    expect(html).toContain(
      'We could not read a property type “apartment”, so this search leaves it out.',
    );
    expect((await listings('property_type=houses&tenure=Freehold')).leftOut).toBeUndefined();
  });

  it('an auction house, closing time, lot status or map point it does not know is said too', async () => {
    // A buyer's walk: "auction_house=abc", "closing=yesterday", "lot_status=sold,available" and
    // "near=abc" each showed every lot for sale and said nothing.
    const all = await listings('');
    const found = await listings(
      'auction_house=abc&closing=yesterday&lot_status=sold%2Cavailable&near=abc',
    );
    expect(found.leftOut).toMatchObject([
      { name: 'auction_house', value: 'abc' },
      { name: 'closing', value: 'yesterday' },
      { name: 'lot_status', value: 'sold,available' },
      { name: 'near', value: 'abc' },
    ]);
    expect(found.total).toBe(all.total);
    const html = text((await get('/listings?auction_house=-1')).text);
    expect(html).toContain(
      'We could not read an auction house “-1”, so this search leaves it out.',
    );
    const known = 'auction_house=1&closing=this_week&lot_status=past&near=me';
    expect((await listings(known)).leftOut).toBeUndefined();
  });

  it('an auction house number no house has is left out and said, not a chip over no lots', async () => {
    // A buyer's walk (decision 170): "auction_house=9999" showed a chip "Auction house 9999" and
    // "No lots match".
    const all = await listings('');
    const found = await listings('auction_house=9999');
    expect(found.leftOut).toMatchObject([{ name: 'auction_house', value: '9999' }]);
    expect(found.total).toBe(all.total);
    expect(found.chips.map((c) => c.label)).not.toContain('Auction house 9999');
    const html = text((await get('/listings?auction_house=9999')).text);
    expect(html).toContain(
      'We could not read an auction house “9999”, so this search leaves it out.',
    );
  });

  it('the sold prices say the same of a price or a day', async () => {
    const found = await soldResults(t, 'location=Leeds&min_price=-5&date_from=2025-02-30');
    expect(found.leftOut).toMatchObject([
      { name: 'min_price', value: '-5' },
      { name: 'date_from', value: '2025-02-30' },
    ]);
    const html = text((await get('/sold-house-prices?location=Leeds&min_price=abc')).text);
    expect(html).toContain('We could not read a price from “abc”, so this search leaves it out.');
    // A buyer's walk: "property_type=X" showed every sale and said nothing.
    const types = await soldResults(t, 'location=Leeds&property_type=X&tenure=Y&new_build=maybe');
    expect(types.leftOut).toMatchObject([
      { name: 'property_type', value: 'X' },
      { name: 'tenure', value: 'Y' },
      { name: 'new_build', value: 'maybe' },
    ]);
    expect(
      (await soldResults(t, 'property_type=D,S&tenure=F&new_build=only')).leftOut,
    ).toBeUndefined();
  });

  it('a blank or a real value says nothing: the forms send those', async () => {
    expect(
      (await listings('guide_price_min=&guide_price_max=0&bedrooms=0')).leftOut,
    ).toBeUndefined();
    expect((await soldResults(t, 'min_price=&date_to=2024-02-29')).leftOut).toBeUndefined();
  });
});

describe('a distance searched without one chosen', () => {
  it('round a point (“Near me”), the form says the 5 miles searched, not “This area only”', async () => {
    const select = await radiusSelect('/listings?near=53.80000,-1.55000');
    expect(select).toMatch(/<option value="" selected="">5 miles<\/option>/);
    expect(select).not.toContain('This area only');
  });

  it('a distance from no place is not shown as chosen: it searched every lot', async () => {
    const select = await radiusSelect('/listings?radius=10');
    expect(select).toMatch(/<option value="" selected="">This area only<\/option>/);
    expect(select).not.toMatch(/value="10" selected/);
  });
});
