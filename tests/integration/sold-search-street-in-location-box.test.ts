import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { districtsOf, soldCount, soldResults } from '../helpers/sold-price-search';

/**
 * A street typed in the sold prices' Location box ("Postcode, town or county"), as buyers do:
 * "Grosvenor Road" and "grosvenor road leeds" found 0 sales there ("No sold prices match this
 * search. Try a wider area…") while the Street box found dozens. The box reads a street as the
 * Street box does.
 */

const { t, get } = seededDirectoryApp();

const LEEDS = 'england/west-yorkshire/leeds';

/** Leeds' "… ROAD" with the most sales in the seed, in lower case. */
async function leedsRoad(): Promise<string> {
  const { rows } = await t.db.query<{ street: string }>(
    `SELECT street FROM sold_house_prices
      WHERE postcode_district = ANY($1::text[]) AND street LIKE '% ROAD'
      GROUP BY street ORDER BY count(*) DESC, street LIMIT 1`,
    [await districtsOf(t, LEEDS)],
  );
  return rows[0]!.street.toLowerCase();
}

const typedInLocation = (params: Record<string, string>) =>
  get(`/sold-house-prices?${new URLSearchParams(params)}`);

describe('a street in the sold prices’ Location box', () => {
  it('“<street> leeds” is that street in Leeds, as in the Street box', async () => {
    const street = await leedsRoad();
    const res = await typedInLocation({ location: `${street} leeds` });
    expect(res.status).toBe(302);
    const to = new URLSearchParams({ location: 'Leeds', search: street }).toString();
    expect(res.headers.location).toBe(`/sold-house-prices?${to}`);
    const expected = await soldCount(t, 'postcode_district = ANY($1::text[]) AND street ILIKE $2', [
      await districtsOf(t, LEEDS),
      `%${street}%`,
    ]);
    expect(expected).toBeGreaterThan(0);
    expect((await soldResults(t, to)).stats.count).toBe(expected);
  });

  it('a street alone is every sale on it, with the other filters kept', async () => {
    const street = await leedsRoad();
    const res = await typedInLocation({ location: street, property_type: 'T' });
    expect(res.status).toBe(302);
    const to = new URLSearchParams({ property_type: 'T', search: street }).toString();
    expect(res.headers.location).toBe(`/sold-house-prices?${to}`);
    const expected = await soldCount(t, "street ILIKE $1 AND property_type = 'T'", [`%${street}%`]);
    expect(expected).toBeGreaterThan(0);
    const found = await soldResults(t, to);
    expect(found.stats.count).toBe(expected);
    for (const sale of found.items) {
      expect(sale.street?.toLowerCase()).toContain(street);
      expect(sale.property_type).toBe('T');
    }
  });

  it('words that are neither a place nor a street some sale is on stay as typed', async () => {
    for (const words of ['Zzyzx Road', 'Qwertyuiop']) {
      const res = await typedInLocation({ location: words });
      expect(res.status, words).toBe(200);
      expect(res.text, words).toContain('No sold prices match this search');
    }
  });
});
