import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import {
  districtsOf,
  roadWithoutSalesIn,
  soldCount,
  soldResults,
} from '../helpers/sold-price-search';

/**
 * How buyers write an address on a sold-price site: "high street leeds", a street then its town
 * without a comma. It was searched as one street name (0 sales, no offer: "street" even read as
 * the Somerset town of Street). Two towns ("leeds or bradford") offered Bradford's sales under
 * Leeds's name too, and "house and flat in leeds" was no reading at all.
 */

const { t, get } = seededDirectoryApp();

const LEEDS = 'england/west-yorkshire/leeds';
const YORK = 'england/north-yorkshire/york';

/** The street of Leeds (a "… ROAD") with the most sales in the seed, and one house number on it. */
async function leedsRoad(): Promise<{ street: string; paon: string }> {
  const { rows } = await t.db.query<{ street: string; paon: string }>(
    `SELECT street, min(paon) AS paon FROM sold_house_prices
      WHERE postcode_district = ANY($1::text[]) AND street LIKE '% ROAD' AND paon ~ '^[0-9]+$'
      GROUP BY street ORDER BY count(*) DESC, street LIMIT 1`,
    [await districtsOf(t, LEEDS)],
  );
  return { street: rows[0]!.street.toLowerCase(), paon: rows[0]!.paon };
}

describe('a street then its town, in the sold-price search box', () => {
  it('“<street> leeds” is that street in Leeds, every sale of it', async () => {
    const { street } = await leedsRoad();
    const typed = await get(
      `/sold-house-prices?${new URLSearchParams({ search: `${street} leeds` })}`,
    );
    expect(typed.status).toBe(302);
    const to = new URLSearchParams({ search: street, location: 'Leeds' }).toString();
    expect(typed.headers.location).toBe(`/sold-house-prices?${to}`);
    const expected = await soldCount(t, 'postcode_district = ANY($1::text[]) AND street ILIKE $2', [
      await districtsOf(t, LEEDS),
      `%${street}%`,
    ]);
    expect(expected).toBeGreaterThan(0);
    expect((await soldResults(t, to)).stats.count).toBe(expected);
  });

  it('keeps a house number and a shortened street type', async () => {
    const { street, paon } = await leedsRoad();
    const short = street.replace(/ road$/, ' rd');
    for (const words of [`${paon} ${street}`, short]) {
      const res = await get(
        `/sold-house-prices?${new URLSearchParams({ search: `${words} leeds` })}`,
      );
      expect(res.status, words).toBe(302);
      expect(res.headers.location).toBe(
        `/sold-house-prices?${new URLSearchParams({ search: words, location: 'Leeds' })}`,
      );
    }
  });

  it('a house number with no sale on a street of the town offers that street’s sales', async () => {
    const { street } = await leedsRoad();
    const districts = await districtsOf(t, LEEDS);
    // A number no sale of that street in Leeds has.
    const { rows } = await t.db.query<{ n: string }>(
      `SELECT (coalesce(max(paon::int), 0) + 1)::text AS n FROM sold_house_prices
        WHERE postcode_district = ANY($1::text[]) AND street ILIKE $2 AND paon ~ '^[0-9]+$'`,
      [districts, `%${street}%`],
    );
    const found = await soldResults(
      t,
      new URLSearchParams({ search: `${rows[0]!.n} ${street} leeds` }).toString(),
    );
    expect(found.stats.count).toBe(0);
    // It offered only "All sales in Leeds".
    expect(found.partlyRead?.offers[0]).toEqual({
      label: `Sales in Leeds, matching “${street}”`,
      search: `?${new URLSearchParams({ search: street, location: 'Leeds' })}`,
      count: await soldCount(t, 'postcode_district = ANY($1::text[]) AND street ILIKE $2', [
        districts,
        `%${street}%`,
      ]),
    });
  });

  it('a street name that ends in a town’s name stays a street: “church street” is not Street', async () => {
    const res = await get('/sold-house-prices?search=church+street');
    expect(res.status).toBe(200);
    const found = await soldResults(t, 'search=church+street');
    expect(found.locationLabel ?? null).toBeNull();
    const expected = await soldCount(t, "street ILIKE '%church street%'");
    expect(expected).toBeGreaterThan(0);
    expect(found.stats.count).toBe(expected);
  });

  it('a street the town has no sale on stays a search, and offers the town’s sales', async () => {
    // A street of the seeded names with sales elsewhere and none in York.
    const street = await roadWithoutSalesIn(t, await districtsOf(t, YORK));
    const qs = new URLSearchParams({ search: `${street} york` }).toString();
    expect((await get(`/sold-house-prices?${qs}`)).status).toBe(200);
    const found = await soldResults(t, qs);
    expect(found.stats.count).toBe(0);
    expect(found.partlyRead?.offers[0]).toMatchObject({
      label: 'All sales in York',
      search: '?location=York',
      count: await soldCount(t, 'postcode_district = ANY($1::text[])', [
        await districtsOf(t, YORK),
      ]),
    });
  });

  it('what follows the town is no street: “flats in leeds with garden” offers Leeds’ flats', async () => {
    const found = await soldResults(t, 'search=flats+in+leeds+with+garden');
    expect(found.stats.count).toBe(0);
    const labels = found.partlyRead!.offers.map((o) => o.label);
    expect(labels[0]).toBe('Flats and maisonettes in Leeds');
    expect(labels.join(' | ')).not.toMatch(/garden/);
  });
});

describe('a town and its county, in the sold-price search box', () => {
  it('“street somerset” is the town of Street, not the streets called Street in Somerset', async () => {
    // It was sent to the streets holding "street" in Somerset; then it offered the town; now
    // the county says where the town is, and the search is the town's (decision 124).
    const res = await get('/sold-house-prices?search=street+somerset');
    expect(res.status).toBe(302);
    expect(new URL(res.headers.location!, 'http://x.test').searchParams.get('location')).toBe(
      'Street',
    );
  });

  it('a town said before its county is that town: “bath somerset”', async () => {
    // Read from the end alone, it offered "All sales in Somerset"; then "All sales in Bath".
    const res = await get('/sold-house-prices?search=bath+somerset');
    expect(res.status).toBe(302);
    expect(new URL(res.headers.location!, 'http://x.test').searchParams.get('location')).toBe(
      'Bath',
    );
  });
});

describe('two towns, and two kinds of home, in the sold-price search box', () => {
  it('“leeds or bradford” offers each town’s sales under its own name', async () => {
    const found = await soldResults(t, 'search=leeds+or+bradford');
    expect(found.stats.count).toBe(0);
    const [leeds, bradford] = found.partlyRead!.offers;
    expect(leeds).toMatchObject({
      label: 'All sales in Leeds',
      search: '?location=Leeds',
      count: await soldCount(t, 'postcode_district = ANY($1::text[])', [
        await districtsOf(t, LEEDS),
      ]),
    });
    expect(bradford).toMatchObject({
      label: 'All sales in Bradford',
      search: '?location=Bradford',
      count: await soldCount(t, 'postcode_district = ANY($1::text[])', [
        await districtsOf(t, 'england/west-yorkshire/bradford'),
      ]),
    });
  });

  it('“house and flat in leeds” is Leeds’ houses and flats', async () => {
    const typed = await get('/sold-house-prices?search=house+and+flat+in+leeds');
    expect(typed.status).toBe(302);
    expect(typed.headers.location).toBe(
      '/sold-house-prices?location=Leeds&property_type=D%2CS%2CT%2CF',
    );
  });
});
