import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import {
  districtsOf,
  roadWithoutSalesIn,
  soldCount,
  soldResults,
} from '../helpers/sold-price-search';

/**
 * A sold-price search whose filters together matched no sale ("flats in York for up to £60,000",
 * "high street" in Kensington) ended with "Try a wider area, another property type or a longer
 * date range.", and nothing to follow. Its empty page now offers the search with each filter left
 * out, then the place alone, each with the sales its link finds, as the lot search's does.
 */

const { t, get } = seededDirectoryApp();

const YORK = 'england/north-yorkshire/york';

describe('a sold-price search whose filters together match no sale', () => {
  it('offers each filter left out and the place alone, counted as following them finds', async () => {
    const districts = await districtsOf(t, YORK);
    const inYork = 'postcode_district = ANY($1::text[])';
    // The type whose cheapest York sale is dearest, and a price just under it: no sale of that
    // type for so little, sales of other types did.
    const dearest = await t.db.query<{ type: string; p: number }>(
      `SELECT property_type AS type, min(price)::int AS p FROM sold_house_prices
        WHERE ${inYork} AND property_type IN ('D', 'S', 'T', 'F')
        GROUP BY property_type ORDER BY min(price) DESC LIMIT 1`,
      [districts],
    );
    const { type } = dearest.rows[0]!;
    const max = dearest.rows[0]!.p - 1;
    const ofType = await soldCount(t, `${inYork} AND property_type = $2`, [districts, type]);
    const cheap = await soldCount(t, `${inYork} AND price <= $2`, [districts, max]);
    const all = await soldCount(t, inYork, [districts]);
    expect(ofType).toBeGreaterThan(0);
    expect(cheap).toBeGreaterThan(0);
    const noun = {
      D: 'Detached houses',
      S: 'Semi-detached houses',
      T: 'Terraced houses',
      F: 'Flats and maisonettes',
    }[type];

    const qs = `location=York&property_type=${type}&max_price=${max}`;
    const found = await soldResults(t, qs);
    expect(found.stats.count).toBe(0);
    // Most sales first, the place alone last (it has the most, but says least of what was asked).
    const byCount = [
      // The price left out, its sales from the cheapest, nearest what was asked (decision 137).
      {
        label: `${noun} in York, cheapest first`,
        search: `?location=York&property_type=${type}&order_by=price_asc`,
        count: ofType,
      },
      {
        label: `Sales in York, for up to £${max.toLocaleString('en-GB')}`,
        search: `?location=York&max_price=${max}`,
        count: cheap,
      },
    ].sort((a, b) => b.count - a.count);
    expect(found.fewerFilters).toEqual([
      ...byCount,
      { label: 'All sales in York', search: '?location=York', count: all },
    ]);
    for (const offer of found.fewerFilters!)
      expect((await soldResults(t, offer.search.slice(1))).stats.count, offer.label).toBe(
        offer.count,
      );

    const page = await get(`/sold-house-prices?${qs}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('No sale matches all of these filters. Try one of these:');
    expect(page.text).toContain(
      `href="/sold-house-prices?location=York&amp;property_type=${type}&amp;order_by=price_asc"`,
    );
    expect(page.text).not.toContain('Try a wider area, another property type');
  });

  it('a street the place has no sale on offers the place’s sales', async () => {
    const districts = await districtsOf(t, YORK);
    const street = await roadWithoutSalesIn(t, districts);
    const found = await soldResults(
      t,
      new URLSearchParams({ search: street, location: 'York' }).toString(),
    );
    expect(found.stats.count).toBe(0);
    expect(found.fewerFilters).toEqual([
      {
        label: 'All sales in York',
        search: '?location=York',
        count: await soldCount(t, 'postcode_district = ANY($1::text[])', [districts]),
      },
    ]);
  });

  it('keeps the order and view the visitor chose on every offer', async () => {
    const found = await soldResults(
      t,
      'location=York&property_type=F&max_price=1&order_by=price_asc&view=list',
    );
    expect(found.fewerFilters!.length).toBeGreaterThan(0);
    for (const offer of found.fewerFilters!) {
      const params = new URLSearchParams(offer.search);
      expect([params.get('order_by'), params.get('view')], offer.label).toEqual([
        'price_asc',
        'list',
      ]);
    }
  });

  it('never offers every sale of the country: “Clear filters” does that', async () => {
    // "july road" (no such street) offered "All sales (200,000)".
    const found = await soldResults(t, 'search=xqzv+road');
    expect(found.stats.count).toBe(0);
    expect(found.fewerFilters).toBeUndefined();
  });

  it('a search that finds sales, or whose place names no sale at all, offers none', async () => {
    expect((await soldResults(t, 'location=York&property_type=F')).fewerFilters).toBeUndefined();
    // Scotland: Land Registry records no sale there, as the page says; no filter is to blame.
    const scot = await soldResults(t, 'location=Edinburgh&property_type=F');
    expect(scot.stats.count).toBe(0);
    expect(scot.fewerFilters).toBeUndefined();
  });
});
