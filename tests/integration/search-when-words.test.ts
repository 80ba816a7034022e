import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import type { ListingsData } from '#shared/payloads/directory-data';
import { saidDays } from '#schema/said-when';
import { londonDayOf } from '#schema/london-time';

/**
 * When the lots close, said in words, is that filter. "auctions next week" was searched as text
 * (no lot holds "week"), so the buyer met "No lots match this search" as if nothing were for sale.
 * Now "today", "tomorrow", "this weekend", "this week", "next week", "this month" and "next month"
 * are the closing days, beside the place and filters the other words name.
 */

const { get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

/** The UK day a card's lot closes on: an online sale's end, else the auction day. */
const closesOn = (lot: ListingsData['items'][number]) =>
  londonDayOf(new Date((lot.auction_end_date ?? lot.auction_date)!));

describe('closing days said in the lot search', () => {
  it('“auctions next week” is the lots closing Monday to Sunday next week', async () => {
    const days = saidDays('next_week', londonDayOf(new Date()));
    const to = await sentTo('/listings?search=auctions+next+week');
    // The words, not this week's dates: saved, the search still means next week in a month.
    expect(to).toEqual({ closing: 'next_week' });
    const data = await listings(new URLSearchParams(to).toString());
    const all = await listings('');
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(all.total);
    for (const lot of data.items) {
      expect(closesOn(lot) >= days.from && closesOn(lot) <= days.to, closesOn(lot)).toBe(true);
    }
    // The lots the same days hold when a buyer sets them by hand, no more and no fewer.
    const byHand = await listings(`auction_from=${days.from}&auction_to=${days.to}`);
    expect(byHand.total).toBe(data.total);
  });

  it('reads the days beside a place, a type and an order, from either box', async () => {
    const tomorrow = saidDays('tomorrow', londonDayOf(new Date()));
    const to = await sentTo('/listings?search=cheapest+flats+in+leeds+closing+tomorrow');
    expect(to).toMatchObject({
      property_type: 'flats',
      order_by: 'price_asc',
      closing: 'tomorrow',
    });
    const data = await listings(new URLSearchParams(to).toString());
    for (const lot of data.items) expect(closesOn(lot)).toBe(tomorrow.from);
    expect(to.location).toMatch(/^Leeds/);
    expect(to.search).toBeUndefined();
    expect(await sentTo('/listings?location=houses+in+york+next+month')).toMatchObject({
      property_type: 'houses',
      closing: 'next_month',
    });
  });

  it('one day is one chip, “Closes on …”', async () => {
    const res = await get('/listings?auction_from=2027-01-04&auction_to=2027-01-04');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Closes on 4 Jan 2027');
    expect(res.text).not.toContain('Closes from 4 Jan 2027');
  });

  it('names the days in one chip, and offers them in the form', async () => {
    const res = await get('/listings?closing=this_week');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Closing in the next 7 days');
    expect(res.text).toMatch(/<option value="this_week" selected="">In the next 7 days<\/option>/);
    expect(res.text).not.toContain('Closes from');
  });

  it('days typed replace the days the buyer set; words with no time in them stay text', async () => {
    // The words are the newer ask (decision 142): "next week" typed over days in February.
    const set = await sentTo(
      '/listings?search=flats+next+week&auction_from=2027-02-01&auction_to=2027-02-07',
    );
    expect(set).toEqual({ closing: 'next_week', property_type: 'flats' });
    const days = await sentTo('/listings?search=auctions+in+march+2027&closing=this_week');
    expect(days).toMatchObject({ auction_from: '2027-03-01', auction_to: '2027-03-31' });
    expect(days.closing).toBeUndefined();
    const street = await get('/listings?search=Week+Street');
    expect(street.status).toBe(200);
  });

  it('is not read on the sold-price search: Price Paid records no closing days', async () => {
    const res = await get('/sold-house-prices?search=houses+in+york+next+week');
    expect(res.headers.location ?? '').not.toMatch(/auction_|next_week/);
  });
});
