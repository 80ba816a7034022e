import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { districtsOf, soldCount, soldResults } from '../helpers/sold-price-search';

/**
 * HM Land Registry records no bedrooms. "2 bed flat leeds" in the sold-price search found no sale
 * and said "Try a wider area, another property type or a longer date range.": a dead end. It
 * still searches nothing silently without the bedrooms, but its empty page now says why and
 * offers Leeds' flats, counted as following the offer finds.
 */

const { t, get } = seededDirectoryApp();
const LEEDS = 'england/west-yorkshire/leeds';

describe('bedrooms in the sold-price search', () => {
  it('say Land Registry records none, and offer the same search without them', async () => {
    const districts = await districtsOf(t, LEEDS);
    const flats = await soldCount(
      t,
      `postcode_district = ANY($1::text[]) AND property_type = 'F'`,
      [districts],
    );
    expect(flats).toBeGreaterThan(0);
    for (const words of ['2 bed flat leeds', 'flats in leeds up to 2 bedrooms']) {
      const data = await soldResults(t, `search=${encodeURIComponent(words)}`);
      expect(data.stats.count, words).toBe(0);
      expect(data.partlyRead?.bedroomsLeftOut, words).toBe(true);
      const first = data.partlyRead!.offers[0]!;
      expect(first.label, words).toMatch(/^Flats and maisonettes in Leeds/);
      expect(first.count).toBe(flats);
      const followed = await soldResults(t, first.search.replace(/^\?/, ''));
      expect(followed.stats.count).toBe(flats);
    }
    const page = await get(`/sold-house-prices?search=${encodeURIComponent('3 bed house leeds')}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('HM Land Registry does not record bedrooms.');
  });
});
