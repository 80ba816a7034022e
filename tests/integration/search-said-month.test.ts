import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { londonDayOf } from '#schema/london-time';

/**
 * A month in a search: "auctions in december" was a text search (0 lots, and only "Remove …"
 * offered) though 375 lots of the seed close in December. A month is now the days of it, in both
 * searches: the month to come for auctions, the month gone by for sales.
 */

const { get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);
const year = Number(londonDayOf(new Date()).slice(0, 4));

describe('a month said in the lot search', () => {
  it('“auctions in december” is the lots auctioned this December, named once', async () => {
    // December is never behind: the one to come is this year's.
    const to = await sentTo('/listings?search=auctions+in+december');
    expect(to).toEqual({ auction_from: `${year}-12-01`, auction_to: `${year}-12-31` });
    const data = await listings(new URLSearchParams(to).toString());
    expect(data.chips.map((c) => c.label)).toContain(`Closing dates in December ${year}`);
  });

  it('with a place, a type and a year; a month gone by includes past results', async () => {
    expect(await sentTo(`/listings?search=flats+in+leeds+january+${year + 1}`)).toEqual({
      location: 'Leeds',
      property_type: 'flats',
      auction_from: `${year + 1}-01-01`,
      auction_to: `${year + 1}-01-31`,
    });
    expect(await sentTo(`/listings?search=october+${year - 1}`)).toEqual({
      auction_from: `${year - 1}-10-01`,
      auction_to: `${year - 1}-10-31`,
      lot_status: 'all',
    });
  });

  it('a day of a month is that day’s lots: “14 december”, “dec 14th”, “14/12/2027”', async () => {
    // A buyer's walk: "14" was left a word to find (0 lots), and the first offer was the lots of
    // December whose text says 14 (No. 14), none of them closing on the 14th.
    const day = `${year}-12-14`;
    const past = londonDayOf(new Date()) > day ? { lot_status: 'all' } : {};
    for (const said of ['14+december', '14th+of+dec', 'dec+14th'])
      expect(await sentTo(`/listings?search=${said}`), said).toEqual({
        auction_from: day,
        auction_to: day,
        ...past,
      });
    const next = `${year + 1}-12-14`;
    const to = await sentTo(`/listings?search=flats+in+leeds+14/12/${year + 1}`);
    expect(to).toEqual({
      location: 'Leeds',
      property_type: 'flats',
      auction_from: next,
      auction_to: next,
    });
    const data = await listings(new URLSearchParams(to).toString());
    expect(data.chips.map((c) => c.label)).toContain(`Closes on 14 Dec ${year + 1}`);
  });

  it('days of a month as a range are those days’ lots: “from 14 to 20 december”', async () => {
    // A buyer's walk: it was no date (0 lots), and the first offer "Leave out “december”".
    const [from, to] = [`${year}-12-14`, `${year}-12-20`];
    const past = londonDayOf(new Date()) > to ? { lot_status: 'all' } : {};
    for (const said of [
      'auctions+from+14+to+20+december',
      '14-20+dec',
      'between+14th+and+20th+december',
    ])
      expect(await sentTo(`/listings?search=${said}`), said).toEqual({
        auction_from: from,
        auction_to: to,
        ...past,
      });
    const flats = await sentTo(`/listings?search=flats+in+leeds+december+14+to+20+${year + 1}`);
    expect(flats).toEqual({
      location: 'Leeds',
      property_type: 'flats',
      auction_from: `${year + 1}-12-14`,
      auction_to: `${year + 1}-12-20`,
    });
  });

  it('“march 2027” is the lots closing that March, not the town’s lots of the year', async () => {
    expect(await sentTo(`/listings?search=march+${year + 1}`)).toEqual({
      auction_from: `${year + 1}-03-01`,
      auction_to: `${year + 1}-03-31`,
    });
  });

  it('with results said, the month gone by: “sold in january”', async () => {
    // It was next January's: no lot of a sale to come is sold, so 0 lots. January is never
    // ahead of today: the one gone by is this year's.
    expect(await sentTo('/listings?search=sold+in+january')).toEqual({
      auction_from: `${year}-01-01`,
      auction_to: `${year}-01-31`,
      lot_status: 'sold',
    });
  });

  it('“flats since january” is the flats auctioned from the January gone by, results included', async () => {
    // Was a text search: 0 lots, and "Search within 10 mi of Ince, Flats and maisonettes" offered.
    const to = await sentTo('/listings?search=flats+since+january');
    expect(to).toEqual({
      property_type: 'flats',
      auction_from: `${year}-01-01`,
      lot_status: 'all',
    });
    const data = await listings(new URLSearchParams(to).toString());
    expect(data.total).toBeGreaterThan(0);
    expect(data.chips.map((c) => c.label)).toContain(`Closes from 1 Jan ${year}`);
  });

  it('“auctions until december” is the lots for sale closing by the end of December', async () => {
    expect(await sentTo('/listings?search=auctions+until+december')).toEqual({
      auction_to: `${year}-12-31`,
    });
    // Days up to a month gone by are past auctions: every result, not the lots for sale.
    expect(await sentTo('/listings?search=flats+before+june+2025')).toEqual({
      property_type: 'flats',
      auction_to: '2025-05-31',
      lot_status: 'all',
    });
    expect(await sentTo('/listings?search=sold+between+may+and+july+2025')).toEqual({
      auction_from: '2025-05-01',
      auction_to: '2025-07-31',
      lot_status: 'sold',
    });
    expect(await sentTo('/listings?search=sold+between+may+2025+and+july+2025')).toEqual({
      auction_from: '2025-05-01',
      auction_to: '2025-07-31',
      lot_status: 'sold',
    });
  });

  it('“houses in march” stays the town of March', async () => {
    expect(await sentTo('/listings?search=houses+in+march')).toEqual({
      location: 'March',
      property_type: 'houses',
    });
  });
});

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

describe('a month said in the sold-price search', () => {
  it('this month is last year’s: its sales are not published yet', async () => {
    const month = Number(londonDayOf(new Date()).slice(5, 7));
    const mm = String(month).padStart(2, '0');
    const to = await sentTo(`/sold-house-prices?search=sold+in+${MONTHS[month - 1]}+leeds`);
    expect([to.date_from, to.location]).toEqual([`${year - 1}-${mm}-01`, 'Leeds']);
  });

  it('“house prices march 2024” is the town of March in 2024', async () => {
    expect(await sentTo('/sold-house-prices?search=house+prices+march+2024')).toEqual({
      location: 'March',
      date_from: '2024-01-01',
      date_to: '2024-12-31',
    });
  });

  it('“since”, “before” and “from … to” with months bound the sales’ dates', async () => {
    // Were words: "since january" a street search, 0 sales.
    const january = Number(londonDayOf(new Date()).slice(5, 7)) === 1 ? year - 1 : year;
    expect(await sentTo('/sold-house-prices?search=house+prices+leeds+since+january')).toEqual({
      location: 'Leeds',
      date_from: `${january}-01-01`,
    });
    expect(await sentTo('/sold-house-prices?search=flats+in+leeds+before+june+2025')).toEqual({
      location: 'Leeds',
      property_type: 'F',
      date_to: '2025-05-31',
    });
    expect(
      await sentTo('/sold-house-prices?search=leeds+from+november+2024+to+february+2025'),
    ).toEqual({ location: 'Leeds', date_from: '2024-11-01', date_to: '2025-02-28' });
  });

  it('“sold in january leeds” is the sales of the January gone by', async () => {
    // January is never ahead: the one gone by is this year's.
    expect(await sentTo('/sold-house-prices?search=sold+in+january+leeds')).toEqual({
      location: 'Leeds',
      date_from: `${year}-01-01`,
      date_to: `${year}-01-31`,
    });
  });
});
