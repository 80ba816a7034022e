import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { soldResults } from '../helpers/sold-price-search';
import { all, closesBetween, typeIn, TYPES } from '../helpers/lot-truth';

/**
 * Buyers type years: "house prices leeds 2024", "flats in manchester 2025". A year was read as a
 * sum of money ("up to £2,025": no sale and no lot). It is now the years of sale in the sold-price
 * search and the years of the auctions in the lot search.
 */

const { t, get } = seededDirectoryApp();
const { redirectedTo, listings } = searchAnswers(get);

describe('a year in the sold-price search', () => {
  it('“flats in ls6 2024” is the flats sold in that district in that year, every one of them', async () => {
    // The district and year with the most flats sold, so the test reads the seed it is given.
    const { rows } = await t.db.query<{ district: string; year: number; n: number }>(
      `SELECT postcode_district AS district, extract(year FROM date_of_transfer)::int AS year,
              count(*)::int AS n
         FROM sold_house_prices WHERE property_type = 'F'
        GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
    );
    const { district, year, n } = rows[0]!;
    const label = district.toUpperCase();
    const params = await redirectedTo(`/sold-house-prices?search=flats+in+${district}+${year}`);
    expect(Object.fromEntries(params)).toEqual({
      location: label,
      property_type: 'F',
      date_from: `${year}-01-01`,
      date_to: `${year}-12-31`,
    });
    const data = await soldResults(t, params.toString());
    expect(n).toBeGreaterThan(0);
    expect(data.stats.count).toBe(n);
    expect(data.query.max_price).toBeUndefined();
  });

  it('“sold prices leeds since 2023” is Leeds’s sales from the first day of 2023', async () => {
    const params = await redirectedTo('/sold-house-prices?search=sold+prices+leeds+since+2023');
    expect(params.get('date_from')).toBe('2023-01-01');
    expect(params.has('date_to')).toBe(false);
    expect(params.get('location')).toBe('Leeds');
  });

  it('a year typed beside dates chosen replaces them, both ends', async () => {
    // Was 2019-01-01 to 2024-12-31: the year's end joined to the date set. Then the dates set
    // were kept and the year lost; the words are the newer ask (decision 142).
    const params = await redirectedTo(
      '/sold-house-prices?search=flats+2024&location=LS6&date_from=2019-01-01',
    );
    expect(params.get('date_from')).toBe('2024-01-01');
    expect(params.get('date_to')).toBe('2024-12-31');
    expect(params.get('property_type')).toBe('F');
  });

  it('years before the sales held say so, with a search of every date', async () => {
    const { rows } = await t.db.query<{ first: number }>(
      `SELECT extract(year FROM min(date_of_transfer))::int AS first FROM sold_house_prices`,
    );
    const before = rows[0]!.first - 1;
    const qs = `location=LS6&date_from=${before}-01-01&date_to=${before}-12-31`;
    const data = await soldResults(t, qs);
    expect(data.stats.count).toBe(0);
    expect(data.datesOutside?.from.slice(0, 4)).toBe(String(before + 1));
    const res = await get(`/sold-house-prices?${qs}`);
    expect(res.text).toContain('We hold HM Land Registry sales from');
    expect(res.text).toContain('href="/sold-house-prices?location=LS6"');
    // Dates inside the sales held that find none say nothing of the sales held.
    const inside = await soldResults(t, 'location=LS6&min_price=900000000');
    expect(inside.datesOutside).toBeUndefined();
  });
});

describe('a year in the lot search', () => {
  it('“flats leeds 2025” is the flats auctioned that year, results and all', async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    const params = await redirectedTo(`/listings?search=flats+leeds+${lastYear}`);
    expect(params.get('location')).toBe('Leeds');
    expect(params.get('property_type')).toBe('flats');
    expect(params.get('auction_from')).toBe(`${lastYear}-01-01`);
    expect(params.get('auction_to')).toBe(`${lastYear}-12-31`);
    // A year gone by: its auctions are results, which the default (for sale) would hide.
    expect(params.get('lot_status')).toBe('all');
    expect(params.has('guide_price_max')).toBe(false);

    const data = await listings(
      (await redirectedTo(`/listings?search=flats+${lastYear}`)).toString(),
    );
    expect(data.chips.map((c) => c.label)).toContain(`Closing dates in ${lastYear}`);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auction_properties a
        WHERE ${all(typeIn(...TYPES.flats), closesBetween(`${lastYear}-01-01`, `${lastYear}-12-31`))}`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(data.total).toBe(rows[0]!.n);
  });
});
