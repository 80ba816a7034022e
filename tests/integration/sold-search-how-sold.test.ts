/**
 * How a home was sold, asked of the sold prices (decision 152): HM Land Registry records neither
 * an estate's sale nor a lender's. "probate sale" and "executors sale" offered the sales of Sale,
 * Greater Manchester; now the page says what is not recorded, links the lots at auction sold so,
 * and offers the place's sales when one is named.
 */
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchQs, soldResults } from '../helpers/sold-price-search';

const { t, get } = seededDirectoryApp();

describe('how a home was sold, on the sold-price search', () => {
  it('is said to be unrecorded, offering no town of Sale', async () => {
    for (const words of ['probate sale', 'executors sale']) {
      const page = await soldResults(t, searchQs(words));
      expect(page.stats.count, words).toBe(0);
      expect(page.partlyRead, words).toMatchObject({ howSoldLeftOut: words, offers: [] });
    }
    const html = (await get(`/sold-house-prices?${searchQs('probate sale')}`)).text;
    expect(html).toContain('does not record whether a home was sold for an estate or for a lender');
    expect(html).toContain('href="/listings?search=probate+sale"');
    expect(html).not.toContain('All sales in Sale');
  });

  it("with a place, offers the place's sales without the words", async () => {
    const page = await soldResults(t, searchQs('probate sale manchester'));
    expect(page.partlyRead?.howSoldLeftOut).toBe('probate sale');
    expect(page.partlyRead?.offers[0]).toMatchObject({ search: '?location=Manchester' });
    expect(page.partlyRead?.offers[0]!.count).toBe(
      (await soldResults(t, 'location=Manchester')).stats.count,
    );
    const flats = await soldResults(t, searchQs('repossessed flats in leeds'));
    expect(flats.partlyRead?.howSoldLeftOut).toBe('repossessed');
    expect(flats.partlyRead?.offers[0]).toMatchObject({
      search: '?location=Leeds&property_type=F',
    });
  });

  it('leaves the town of Sale as it was', async () => {
    const res = await get(`/sold-house-prices/_payload.json?${searchQs('flats in sale')}`);
    expect(res.headers['x-redirect']).toBe('/sold-house-prices?location=Sale&property_type=F');
  });
});
