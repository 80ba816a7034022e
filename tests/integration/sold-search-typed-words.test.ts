import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import {
  districtsOf,
  roadWithoutSalesIn,
  soldCount,
  soldEmptyNote,
  soldResults,
} from '../helpers/sold-price-search';
import { londonDayOf } from '#schema/london-time';

/**
 * A buyer's walk of the sold-price search box (decision 132): a postcode area typed there ("ls")
 * listed the sales of every street holding those letters (Nelson Road, Liverpool), and "£500k+",
 * "semis in leeds", "terraces in york" and "sold last year" found no sale at all. "high street
 * bath", a street Bath has no sale on, said "No street or place called ‘high street bath’", and
 * so did a house number no sale of the street has.
 */

const { t, get } = seededDirectoryApp();

const LEEDS = 'england/west-yorkshire/leeds';
const YORK = 'england/north-yorkshire/york';

/** Where typing `text` in the sold-price search box leads (it must redirect). */
async function redirectOf(text: string): Promise<string> {
  const res = await get(`/sold-house-prices?${new URLSearchParams({ search: text })}`);
  expect(res.status, text).toBe(302);
  return res.headers.location as string;
}

describe('a postcode area typed in the sold-price search box', () => {
  it('“ls” and “LS” are the LS postcode area, every sale of its districts', async () => {
    const { rows } = await t.db.query<{ d: string }>(
      "SELECT slug AS d FROM postcodes WHERE kind = 'district' AND parent_slug = 'ls'",
    );
    const districts = rows.map((r) => r.d);
    expect(districts.length).toBeGreaterThan(0);
    for (const typed of ['ls', 'LS', ' Ls '])
      expect(await redirectOf(typed), typed).toBe('/sold-house-prices?location=LS');
    const found = await soldResults(t, 'location=LS');
    expect(found.locationLabel).toMatch(/^LS \(.+\) postcode area$/);
    const expected = await soldCount(t, 'postcode_district = ANY($1::text[])', [districts]);
    expect(expected).toBeGreaterThan(0);
    expect(found.stats.count).toBe(expected);
    // Not a sale outside the area: the street search listed Nelson Roads of Liverpool first.
    expect(found.items.every((s) => /^LS\d/.test(s.postcode ?? ''))).toBe(true);
  });

  it('a street, a comma and a postcode area is that street within the area', async () => {
    expect(await redirectOf('high street, ls')).toBe(
      `/sold-house-prices?${new URLSearchParams({ search: 'high street', location: 'LS' })}`,
    );
  });

  it('two letters that are no postcode area we hold stay words', async () => {
    // "QQ" is no area: a search for it, not a redirect.
    const res = await get('/sold-house-prices?search=qq');
    expect(res.status).toBe(200);
  });
});

describe('prices and types as buyers write them', () => {
  it('“£500k+ in leeds” is Leeds’ sales of £500,000 or more', async () => {
    const to = await redirectOf('£500k+ in leeds');
    expect(to).toBe(
      `/sold-house-prices?${new URLSearchParams({ location: 'Leeds', min_price: '500000' })}`,
    );
    const expected = await soldCount(t, 'postcode_district = ANY($1::text[]) AND price >= $2', [
      await districtsOf(t, LEEDS),
      500_000,
    ]);
    expect(expected).toBeGreaterThan(0);
    expect((await soldResults(t, to.split('?')[1]!)).stats.count).toBe(expected);
  });

  it('“semis in leeds” is Leeds’ semi-detached houses, “terraces” terraced ones', async () => {
    const districts = await districtsOf(t, LEEDS);
    for (const [typed, code] of [
      ['semis in leeds', 'S'],
      ['terraces in leeds', 'T'],
    ] as const) {
      const to = await redirectOf(typed);
      expect(to, typed).toBe(
        `/sold-house-prices?${new URLSearchParams({ location: 'Leeds', property_type: code })}`,
      );
      const expected = await soldCount(
        t,
        'postcode_district = ANY($1::text[]) AND property_type = $2',
        [districts, code],
      );
      expect(expected).toBeGreaterThan(0);
      expect((await soldResults(t, to.split('?')[1]!)).stats.count, typed).toBe(expected);
    }
  });
});

describe('years said from today', () => {
  it('“leeds sold last year” is Leeds’ sales of the calendar year before this one', async () => {
    const year = Number(londonDayOf(new Date()).slice(0, 4)) - 1;
    const [from, to] = [`${year}-01-01`, `${year}-12-31`];
    const typed = await redirectOf('leeds sold last year');
    expect(typed).toBe(
      `/sold-house-prices?${new URLSearchParams({ location: 'Leeds', date_from: from, date_to: to })}`,
    );
    const expected = await soldCount(
      t,
      'postcode_district = ANY($1::text[]) AND date_of_transfer BETWEEN $2 AND $3',
      [await districtsOf(t, LEEDS), from, to],
    );
    expect(expected).toBeGreaterThan(0);
    const found = await soldResults(t, typed.split('?')[1]!);
    expect(found.stats.count).toBe(expected);
  });

  it('“flats sold in the past year” is the twelve months to today', async () => {
    const today = londonDayOf(new Date());
    const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4).replace('-02-29', '-02-28')}`;
    expect(await redirectOf('flats sold in the past year')).toBe(
      `/sold-house-prices?${new URLSearchParams({ property_type: 'F', date_from: from, date_to: today })}`,
    );
  });
});

describe('a street the place has no sale on', () => {
  const emptyNote = (qs: string) => soldEmptyNote(get, qs);

  it('says so, typed with or without a comma, and offers the town’s sales', async () => {
    const districts = await districtsOf(t, YORK);
    const street = await roadWithoutSalesIn(t, districts);
    expect(await soldCount(t, 'street ILIKE $1', [`%${street}%`])).toBeGreaterThan(0);
    const york = await soldCount(t, 'postcode_district = ANY($1::text[])', [districts]);
    for (const qs of [
      new URLSearchParams({ search: `${street} york` }),
      new URLSearchParams({ search: street, location: 'York' }),
    ]) {
      const found = await soldResults(t, qs.toString());
      expect(found.stats.count).toBe(0);
      expect(found.streetNotIn, qs.toString()).toMatchObject({ street, place: 'York' });
      const note = await emptyNote(qs.toString());
      // It said "No street or place called ‘… york’" (untrue: both are held), or "No sale matches
      // all of these filters" (a street is no filter a buyer set).
      expect(note).toMatch(new RegExp(`^No sales are recorded on ‘${street}’ in York\\. Try`));
      expect(note).toContain(`All sales in York`);
      expect(note).toContain(`${york.toLocaleString('en-GB')} sales`);
    }
  });

  it('a house number with no sale on a street of the town says so, and offers the street', async () => {
    const districts = await districtsOf(t, LEEDS);
    // Leeds' "… ROAD" with the most sales, and a number none of its sales there has.
    const { rows } = await t.db.query<{ street: string; n: string }>(
      `SELECT lower(street) AS street, (coalesce(max(paon::int), 0) + 1)::text AS n
         FROM sold_house_prices
        WHERE postcode_district = ANY($1::text[]) AND street LIKE '% ROAD' AND paon ~ '^[0-9]+$'
        GROUP BY street ORDER BY count(*) DESC, street LIMIT 1`,
      [districts],
    );
    const { street, n } = rows[0]!;
    const qs = new URLSearchParams({ search: `${n} ${street} leeds` }).toString();
    const found = await soldResults(t, qs);
    expect(found.stats.count).toBe(0);
    expect(found.streetNotIn).toEqual({ street, place: 'Leeds', number: n });
    const onStreet = await soldCount(t, 'postcode_district = ANY($1::text[]) AND street ILIKE $2', [
      districts,
      `%${street}%`,
    ]);
    // It said "No street or place called ‘… leeds’".
    const note = await emptyNote(qs);
    expect(note).toMatch(
      new RegExp(`^No sale is recorded at ‘${n} ${street}’ in Leeds\\. Try Sales in Leeds`),
    );
    expect(note).toContain(`(${onStreet.toLocaleString('en-GB')} sale`);
  });

  it('a street held nowhere and a place still reads as before', async () => {
    const found = await soldResults(t, 'search=zzqx+road+york');
    expect(found.streetNotIn).toBeUndefined();
  });
});
