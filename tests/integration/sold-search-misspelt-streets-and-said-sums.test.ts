import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import {
  districtsOf,
  expectCountedAsFollowed,
  roadWithoutSalesIn,
  searchQs,
  soldCount,
  soldEmptyNote,
  soldResults,
} from '../helpers/sold-price-search';
import type { SoldSearchOffers } from '#shared/payloads/area-data';

/**
 * A seventh walk of the sold-price search box (decision 137): "park avnue leeds" offered only
 * Leeds; "the crescent york" began "No street or place called …"; "staton road" offered nothing;
 * "under half a million" was words, and "over 1 million york", none in York, offered York's sales
 * newest first under "No sale matches all of these filters".
 */

const { t, get } = seededDirectoryApp();

const LEEDS = 'england/west-yorkshire/leeds';
const YORK = 'england/north-yorkshire/york';

const emptyNote = (qs: string) => soldEmptyNote(get, qs);

const countedAsFollowed = (offers: SoldSearchOffers['offers']) =>
  expectCountedAsFollowed(t, offers);

/** A "… ROAD" of the seeded names with sales in the districts given (lower case), the first. */
async function roadWithSalesIn(districts: string[]): Promise<string> {
  const { rows } = await t.db.query<{ name: string }>(
    `SELECT lower(street) AS name FROM sold_house_prices
      WHERE street LIKE '% ROAD' AND street NOT LIKE '% % ROAD'
        AND postcode_district = ANY($1::text[])
      ORDER BY street LIMIT 1`,
    [districts],
  );
  return rows[0]!.name;
}

describe('a misspelt street ending, then the town, without a comma', () => {
  it('offers the street meant in the town', async () => {
    const road = await roadWithSalesIn(await districtsOf(t, LEEDS));
    const typed = `${road.replace(/road$/, 'raod')} leeds`;
    const found = await soldResults(t, searchQs(typed));
    // It offered only all of Leeds.
    expect(found.streetNowhere?.meant, typed).toBe(true);
    const [offer] = found.streetNowhere!.offers;
    expect(offer!.label.toLowerCase()).toBe(`${road} in leeds`);
    await countedAsFollowed(found.streetNowhere!.offers);
    expect(await emptyNote(searchQs(typed))).toMatch(
      /Did you mean .+ in Leeds \(\d[\d,]* sales?\)/,
    );
  });

  it('offers the towns whose sales are on it when the town has none', async () => {
    const road = await roadWithoutSalesIn(t, await districtsOf(t, LEEDS));
    const typed = `${road.replace(/road$/, 'raod')} leeds`;
    const found = await soldResults(t, searchQs(typed));
    expect(found.streetNowhere?.elsewhere?.place).toBe('Leeds');
    expect(found.streetNowhere?.elsewhere?.street.toLowerCase()).toBe(road);
    await countedAsFollowed(found.streetNowhere!.offers);
    expect(await emptyNote(searchQs(typed))).toContain('None of its sales is in Leeds');
  });
});

describe('“the crescent” and a town', () => {
  it('says no street is called The Crescent, and offers the town’s Crescents', async () => {
    expect(await soldCount(t, 'street ILIKE $1', ['%the crescent%'])).toBe(0);
    // The town with the most sales on a Crescent ("the crescent york" on the walk's data).
    const { rows } = await t.db.query<{ town: string }>(
      `SELECT initcap(town_city) AS town FROM sold_house_prices WHERE street LIKE '% CRESCENT'
        GROUP BY town_city ORDER BY count(*) DESC, town_city LIMIT 1`,
    );
    const town = rows[0]!.town;
    const typed = searchQs(`the crescent ${town.toLowerCase()}`);
    const found = await soldResults(t, typed);
    expect(found.streetNowhere?.street).toBe('The Crescent');
    expect(found.streetNowhere?.offers[0]?.label).toBe(`Every street named … Crescent in ${town}`);
    await countedAsFollowed(found.streetNowhere!.offers);
    const note = await emptyNote(typed);
    // It began "No street or place called ‘the crescent york’".
    expect(note).toMatch(/^No sale we hold is on a street called ‘The Crescent’/);
    expect(note).toContain(`All sales in ${town}`);
  });
});

describe('a misspelt first word of a street', () => {
  it('“staton road” offers Station Road, counted, only offered', async () => {
    expect(await soldCount(t, 'street ILIKE $1', ['%staton road%'])).toBe(0);
    expect(await soldCount(t, 'street = $1', ['STATION ROAD'])).toBeGreaterThan(0);
    const found = await soldResults(t, searchQs('staton road'));
    expect(found.stats.count).toBe(0);
    expect(found.streetNowhere?.meant).toBe(true);
    expect(found.streetNowhere?.offers.map((o) => o.label)).toContain('Station Road');
    await countedAsFollowed(found.streetNowhere!.offers);
    // It said "Street names are matched as HM Land Registry writes them …", nothing to follow.
    expect(await emptyNote(searchQs('staton road'))).toMatch(
      /Did you mean .*Station Road \(\d[\d,]* sales?\)/,
    );
  });
});

describe('a street ending that names a place, then a misspelt town', () => {
  it('“church street yrok” offers York, not the town of Street', async () => {
    const found = await soldResults(t, searchQs('church street yrok'));
    // It ended on "Try a wider area …": Street (Somerset) was read as the place.
    expect(found.partlyRead?.meant).toBe('York');
    const districts = await districtsOf(t, YORK);
    expect(found.partlyRead?.offers).toEqual([
      expect.objectContaining({
        label: 'All sales in York',
        count: await soldCount(t, 'postcode_district = ANY($1::text[])', [districts]),
      }),
    ]);
    expect(await emptyNote(searchQs('church street yrok'))).toContain('Did you mean York?');
  });
});

describe('a street, a comma and a misspelt town', () => {
  it('“high street, yrok” offers High Street in York, the street kept', async () => {
    const found = await soldResults(t, searchQs('high street, yrok'));
    // It offered "High Barnet", a look-alike of the whole text, without the street.
    expect(found.streetBeforeComma).toMatchObject({ street: 'high street', place: 'yrok' });
    expect(found.didYouMean?.[0]?.value).toBe('York');
    // York first, the street kept where York has sales on it (decision 138: counted, and York
    // alone where it has none, as on the seeded data).
    const [offer] = found.streetBeforeComma!.offers;
    expect(new URLSearchParams(offer!.search).get('location')).toBe('York');
    expect(new URLSearchParams(offer!.search).get('search')).toBe(
      found.streetBeforeComma!.streetFound ? 'high street' : null,
    );
    expect(await emptyNote(searchQs('high street, yrok'))).toMatch(
      /^No place called ‘yrok’.*Did you mean .*York, North Yorkshire \(\d[\d,]* sales?\)/,
    );
  });
});

describe('bedrooms and a postcode', () => {
  it('“2 bed flat” and a district offer the district’s flats, counted', async () => {
    const { rows } = await t.db.query<{ d: string }>(
      `SELECT postcode_district AS d FROM sold_house_prices WHERE property_type = 'F'
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const district = rows[0]!.d;
    const typed = searchQs(`2 bed flat ${district.toLowerCase()}`);
    const found = await soldResults(t, typed);
    // It ended on "Try a wider area …": a postcode is no place by name.
    expect(found.partlyRead?.bedroomsLeftOut).toBe(true);
    expect(found.partlyRead?.offers[0]).toMatchObject({
      label: `Flats and maisonettes in ${district.toUpperCase()}`,
      count: await soldCount(t, `postcode_district = $1 AND property_type = 'F'`, [district]),
    });
    await countedAsFollowed(found.partlyRead!.offers);
  });
});

describe('a town, then its street', () => {
  it('“leeds … road” is that road in Leeds, as “… road leeds” is', async () => {
    const road = await roadWithSalesIn(await districtsOf(t, LEEDS));
    const res = await get(`/sold-house-prices?${searchQs(`leeds ${road}`)}`);
    // It was a search for a street named "leeds … road": none.
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(
      `/sold-house-prices?${new URLSearchParams({ search: road, location: 'Leeds' })}`,
    );
  });

  it('a road the town has no sale on says so, and offers the towns whose sales are on it', async () => {
    const road = await roadWithoutSalesIn(t, await districtsOf(t, YORK));
    const found = await soldResults(t, searchQs(`york ${road}`));
    expect(found.streetNotIn).toMatchObject({ street: road, place: 'York' });
    await countedAsFollowed(found.streetNotIn!.elsewhere ?? []);
    expect(await emptyNote(searchQs(`york ${road}`))).toMatch(
      new RegExp(`^No sales are recorded on ‘${road}’ in York\\.`),
    );
  });
});

describe('a street, its town and a postcode none of its sales is in', () => {
  it('says so of the postcode, and offers the street in the town', async () => {
    const leeds = await districtsOf(t, LEEDS);
    const road = await roadWithSalesIn(leeds);
    const { rows } = await t.db.query<{ d: string }>(
      `SELECT d FROM unnest($1::text[]) d WHERE NOT EXISTS (SELECT 1 FROM sold_house_prices
         WHERE postcode_district = d AND street = upper($2)) ORDER BY d LIMIT 1`,
      [leeds, road],
    );
    const district = rows[0]!.d.toUpperCase();
    const typed = searchQs(`${road} leeds ${district.toLowerCase()}`);
    const found = await soldResults(t, typed);
    // It said "No street or place called ‘… road leeds ls…’".
    expect(found.partlyRead?.streetNotIn).toEqual({ street: road, place: district });
    const inLeeds = await soldCount(t, 'street = upper($1) AND postcode_district = ANY($2)', [
      road,
      leeds,
    ]);
    expect(found.partlyRead?.offers[0]).toMatchObject({ count: inLeeds });
    expect(await emptyNote(typed)).toMatch(
      new RegExp(`^No sales are recorded on ‘${road}’ in ${district}\\. Try Sales in Leeds`),
    );
  });
});

describe('sums said in words', () => {
  it('“under half a million”, “1 million plus leeds” and “under 100,000” are prices', async () => {
    for (const [typed, to] of [
      ['under half a million', '/sold-house-prices?max_price=500000'],
      ['over a quarter of a million in york', '/sold-house-prices?location=York&min_price=250000'],
      // "plus" was a word, and the sum before it read as the most: "for up to £1,000,000".
      ['1 million plus leeds', '/sold-house-prices?location=Leeds&min_price=1000000'],
      ['over 1mil', '/sold-house-prices?min_price=1000000'],
      // The comma parted "100,000" into "100 000": no price at all.
      [
        'flats leeds under 100,000',
        '/sold-house-prices?location=Leeds&property_type=F&max_price=100000',
      ],
    ] as const) {
      const res = await get(`/sold-house-prices?${searchQs(typed)}`);
      expect(res.status, typed).toBe(302);
      expect(res.headers.location, typed).toBe(to);
    }
  });

  it('a lowest price no sale of the town reaches offers its sales dearest first', async () => {
    const districts = await districtsOf(t, YORK);
    const where = 'postcode_district = ANY($1::text[])';
    expect(await soldCount(t, `${where} AND price >= 1000000`, [districts])).toBe(0);
    const found = await soldResults(t, 'location=York&min_price=1000000');
    expect(found.fewerFilters).toEqual([
      expect.objectContaining({
        label: 'All sales in York, dearest first',
        search: '?location=York&order_by=price_desc',
        count: await soldCount(t, where, [districts]),
      }),
    ]);
    // It said "No sale matches all of these filters", and led to York's newest sales.
    expect(await emptyNote('location=York&min_price=1000000')).toMatch(
      /^No sale in York was for £1,000,000 or more\. Try one of these:/,
    );
  });
});
