import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import type { SoldPricesData } from '#shared/payloads/area-data';

/**
 * An order said in words is that order. "cheapest flats in leeds" was searched as text (no lot
 * holds "cheapest"), so the buyer met "No lots match this search"; on the sold-price search it was
 * a street search. Now "cheapest", "most expensive", "newest" and "ending soon" sort the results,
 * beside the place and filters the other words name.
 */

const { get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

describe('an order said in the lot search', () => {
  it('“cheapest flats in leeds” is Leeds’ flats, cheapest first', async () => {
    const to = await sentTo('/listings?search=cheapest+flats+in+leeds');
    expect(to).toMatchObject({ property_type: 'flats', order_by: 'price_asc' });
    expect(to.search).toBeUndefined();
    const data = await listings(new URLSearchParams(to).toString());
    expect(data.place?.label).toMatch(/^Leeds/);
    expect(data.total).toBeGreaterThan(1);
    const prices = data.items.map((lot) => lot.sold_price ?? lot.guide_price_min ?? Infinity);
    expect(ascending(prices), prices.join(' ')).toBe(true);
    // The count says the order: on a phone the folded form does not show the Sort box.
    const page = await get(`/listings?${new URLSearchParams(to)}`);
    expect(page.text.replaceAll('<!-- -->', '')).toContain(
      `>${data.total.toLocaleString('en-GB')} lots, cheapest first<`,
    );
    const plain = await get('/listings?location=Leeds&property_type=flats');
    expect(plain.text.replaceAll('<!-- -->', '')).toContain(`>${data.total} lots<`);
  });

  it('reads each order from either box; an order typed replaces the one chosen', async () => {
    const cases = [
      ['search=most+expensive+houses+in+leeds', 'price_desc'],
      ['search=newest+lots+in+leeds', 'newest'],
      ['location=ending+soon+in+leeds', 'auction_date_asc'],
    ] as const;
    for (const [qs, order] of cases)
      expect((await sentTo(`/listings?${qs}`)).order_by, qs).toBe(order);
    // The form sends an empty order when none is chosen: the words decide.
    expect((await sentTo('/listings?search=cheapest+flats&order_by=')).order_by).toBe('price_asc');
    // The words are the newer ask (decision 142): typed over "Newest first", "cheapest" was lost.
    expect(await sentTo('/listings?search=cheapest+flats&order_by=newest')).toEqual({
      order_by: 'price_asc',
      property_type: 'flats',
    });
  });

  it('a search that finds nothing offers its words read as filters, cheapest first included', async () => {
    const data = await listings('search=cheapest+flats+in+leeds+zzqx');
    expect(data.total).toBe(0);
    expect(data.relax[0]?.action).toBe('Leave out “zzqx”');
    // It leads to the words' reading: Leeds, flats, cheapest first. Before, "cheapest" was a word
    // no lot holds as well, and the offer was to leave it out.
    const to = Object.fromEntries(new URLSearchParams(data.relax[0]!.search));
    expect(to).toMatchObject({ location: 'Leeds', order_by: 'price_asc', property_type: 'flats' });
    expect(to.search).toBeUndefined();
    const followed = await listings(data.relax[0]!.search.replace(/^\?/, ''));
    expect(followed.total).toBe(data.relax[0]!.count);
    expect(followed.total).toBeGreaterThan(0);
  });
  it('a reading names its date order as the lots’ status has it', async () => {
    // Among every lot, past and to come, "ending soonest" is by closing date from the earliest.
    // The words read as filters were offered as "… closing soonest first", which among lots that
    // closed a year ago is not what the link does.
    const data = await listings('lot_status=all&search=garden+flat+ending+soonest');
    expect(data.total).toBe(0);
    const offer = data.relax[0]!;
    expect(offer.action).toBe(
      'Search Flats and maisonettes, All lots, earliest closing date first, “garden”',
    );
    expect(Object.fromEntries(new URLSearchParams(offer.search))).toMatchObject({
      lot_status: 'all',
      order_by: 'auction_date_asc',
    });
    expect((await listings(offer.search.replace(/^\?/, ''))).total).toBe(offer.count);
  });
});

describe('an order said in the sold-price search', () => {
  it('“cheapest flats sold in Leeds” is Leeds’ flat sales, cheapest first', async () => {
    const to = await sentTo('/sold-house-prices?search=cheapest+flats+sold+in+Leeds');
    expect(to).toEqual({ location: 'Leeds', property_type: 'F', order_by: 'price_asc' });
    const res = await get(`/sold-house-prices/_payload.json?${new URLSearchParams(to)}`);
    expect(res.status).toBe(200);
    const data = res.body.loaderData['sold-house-prices'] as SoldPricesData;
    const prices = data.items.map((sale) => Number(sale.price));
    expect(prices.length).toBeGreaterThan(1);
    expect(ascending(prices), prices.join(' ')).toBe(true);
  });

  it('reads the orders sales have, and leaves a closing time to the text', async () => {
    expect(await sentTo('/sold-house-prices?search=most+expensive+houses+in+York')).toEqual({
      location: 'York',
      property_type: 'D,S,T',
      order_by: 'price_desc',
    });
    // The newest sales are the default order: nothing to add.
    expect(await sentTo('/sold-house-prices?search=latest+sales+in+York')).toEqual({
      location: 'York',
    });
    expect(
      await sentTo('/sold-house-prices?search=cheapest+flats+in+York&order_by=date_desc'),
    ).toMatchObject({ order_by: 'price_asc' });
    // Typed over another order chosen, the words are the newer ask (decision 142).
    expect(
      await sentTo('/sold-house-prices?search=cheapest+flats+in+York&order_by=date_asc'),
    ).toMatchObject({ order_by: 'price_asc' });
    expect(
      await sentTo('/sold-house-prices?search=latest+sales+in+York&order_by=price_asc'),
    ).toEqual({ location: 'York' });
    expect((await get('/sold-house-prices?search=ending+soon+in+York')).status).not.toBe(302);
  });
});
