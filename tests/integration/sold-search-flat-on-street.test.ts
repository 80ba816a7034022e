import { beforeAll, describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import {
  districtsOf,
  expectCountedAsFollowed,
  roadWithoutSalesIn,
  searchQs,
  soldCount,
  soldEmptyNote,
  soldResults,
  titled,
} from '../helpers/sold-price-search';

/**
 * A flat's address typed in the sold-price search box (decision 140): "flat 4 high street york"
 * said "sales are searched by street and place, not by flat number" over the street's sales, and
 * "flat 4, 12 high street york" left the flat out unsaid. A buyer typing a flat's address wants
 * that flat's sales (a flat resells): its SAON ("FLAT 4", "Apartment 4", "4"), however typed, with
 * the street's one click away, and a flat with none said so.
 */

const { t, get } = seededDirectoryApp();
const { sentTo } = searchAnswers(get);

const YORK = 'england/north-yorkshire/york';
/** A street held nowhere, for the short endings: no seeded name holds it. */
const NOWHERE = 'quillbrook';

const sales = (n: number) => `${n.toLocaleString('en-GB')} sale${n === 1 ? '' : 's'}`;

/** Where a search is sent, and what that page shows. */
async function followed(text: string) {
  const sent = await sentTo(`/sold-house-prices?${searchQs(text)}`);
  return { sent, found: await soldResults(t, new URLSearchParams(sent).toString()) };
}

/**
 * The sales in York on streets holding `street` of flat `flat` (at house `paon`, when given), the
 * SAON read as a buyer means it: FLAT, APARTMENT, APT or UNIT and the number, or the number alone.
 */
async function flatSales(street: string, flat: string, paon?: string): Promise<number> {
  return soldCount(
    t,
    `street ILIKE $1 AND postcode_district = ANY($2::text[])
       AND (upper(saon) ~ ('^(FLAT|APARTMENT|APT\\.?|UNIT) ' || $3 || '$') OR upper(saon) = $3)
       ${paon ? 'AND paon = $4' : ''}`,
    [`%${street}%`, await districtsOf(t, YORK), flat, ...(paon ? [paon] : [])],
  );
}

/** The sales in York on streets holding `street`. */
const streetSales = async (street: string) =>
  soldCount(t, 'street ILIKE $1 AND postcode_district = ANY($2::text[])', [
    `%${street}%`,
    await districtsOf(t, YORK),
  ]);

/** York's most resold numbered flat in a numbered house on a "… Street" or "… Road". */
async function resoldFlat(): Promise<{ street: string; paon: string; flat: string }> {
  const { rows } = await t.db.query<{ street: string; paon: string; flat: string }>(
    `SELECT lower(street) AS street, paon, substring(saon FROM 6) AS flat FROM sold_house_prices
      WHERE postcode_district = ANY($1::text[]) AND saon ~ '^FLAT [0-9]+$' AND paon ~ '^[0-9]+$'
        AND street ~ '^[A-Z]{5,} (STREET|ROAD)$'
      GROUP BY street, paon, saon ORDER BY count(*) DESC, street, paon, saon LIMIT 1`,
    [await districtsOf(t, YORK)],
  );
  expect(rows[0], 'a flat in York').toBeDefined();
  return rows[0]!;
}

/** The first number from 1 that no sale's SAON or PAON on the street in York has. */
async function numberUnsold(street: string): Promise<string> {
  const { rows } = await t.db.query<{ n: string }>(
    `SELECT min(n)::text AS n FROM generate_series(1, 999) AS n
      WHERE NOT EXISTS (SELECT 1 FROM sold_house_prices
                         WHERE street ILIKE $1 AND postcode_district = ANY($2::text[])
                           AND (saon ~ ('(^|\\D)' || n || '$') OR paon = n::text))`,
    [`%${street}%`, await districtsOf(t, YORK)],
  );
  return rows[0]!.n;
}

describe('a flat’s number said with its street', () => {
  it('“flat N <street> york” is that flat’s sales in York, the street’s one click away', async () => {
    const { street, flat } = await resoldFlat();
    const { sent, found } = await followed(`flat ${flat} ${street} york`);
    expect(sent).toMatchObject({ location: 'York', search: `flat ${flat} ${street}` });
    expect(found.stats.count).toBe(await flatSales(street, flat));
    expect(found.stats.count).toBeGreaterThan(0);
    for (const sale of found.items) expect(sale.saon).toBe(`Flat ${flat}`);
    const offers = found.flatOnStreet!.offers;
    expect(offers.map((o) => o.label)).toEqual([`All sales on ${titled(street)}, York`]);
    expect(offers[0]!.count).toBe(await streetSales(street));
    await expectCountedAsFollowed(t, offers);
    const html = (await get(`/sold-house-prices?${new URLSearchParams(sent)}`)).text;
    expect(html).toContain(`These are the sales of Flat ${flat} on ${titled(street)} in York.`);
  });

  it('reads the flat, the house number, the street and the town, however spelt', async () => {
    const { street, paon, flat } = await resoldFlat();
    const short = street.replace(/ street$/, ' st').replace(/ road$/, ' rd');
    const expected = await flatSales(street, flat, paon);
    expect(expected).toBeGreaterThan(0);
    for (const typed of [
      `flat ${flat}, ${paon} ${street}, york`,
      `FLAT ${flat} ${paon} ${street.toUpperCase()} YORK`,
      `apartment ${flat} ${paon} ${short} york`,
      `apt. ${flat}, ${paon} ${street} york`,
      `${paon} ${street} flat ${flat} york`,
    ]) {
      const { sent, found } = await followed(typed);
      expect(sent.location, typed).toBe('York');
      expect(found.stats.count, typed).toBe(expected);
      // The house's sales and the street's, each counted.
      expect(found.flatOnStreet?.offers.map((o) => o.count)).toEqual([
        await soldCount(
          t,
          'street ILIKE $1 AND postcode_district = ANY($2::text[]) AND paon = $3',
          [`%${street}%`, await districtsOf(t, YORK), paon],
        ),
        await streetSales(street),
      ]);
    }
  });

  it('a flat with no sale says so and offers the street’s sales, counted', async () => {
    const { street } = await resoldFlat();
    const flat = await numberUnsold(street);
    expect(await flatSales(street, flat)).toBe(0);
    const { sent, found } = await followed(`flat ${flat} ${street} york`);
    expect(found.stats.count).toBe(0);
    await expectCountedAsFollowed(t, found.flatOnStreet!.offers);
    expect(await soldEmptyNote(get, new URLSearchParams(sent).toString())).toBe(
      `No sale of Flat ${flat} on ${titled(street)} in York is recorded. Try All sales on ${titled(street)}, York (${sales(await streetSales(street))}).`,
    );
  });

  it('“flat N, H <street> york” with no sale at the house names every part', async () => {
    const { street, flat } = await resoldFlat();
    const house = await numberUnsold(street);
    const { sent, found } = await followed(`flat ${flat}, ${house} ${street} york`);
    expect(sent).toMatchObject({ location: 'York', search: `flat ${flat}, ${house} ${street}` });
    expect(found.stats.count).toBe(0);
    expect(await soldEmptyNote(get, new URLSearchParams(sent).toString())).toBe(
      `No sale of Flat ${flat} at ${house} ${titled(street)} in York is recorded. Try All sales on ${titled(street)}, York (${sales(await streetSales(street))}).`,
    );
  });
});

describe('a flat in a named building', () => {
  it('“flat N <building> <street> york”, commas or none, is that flat’s sales', async () => {
    const { rows } = await t.db.query<{ building: string; street: string; flat: string }>(
      `SELECT lower(paon) AS building, lower(street) AS street, substring(saon FROM 6) AS flat
         FROM sold_house_prices
        WHERE postcode_district = ANY($1::text[]) AND saon ~ '^FLAT [0-9]+$'
          AND paon ~ '^[A-Z]+ [A-Z]+$' AND street ~ '^[A-Z]{5,} (STREET|ROAD)$'
        GROUP BY paon, street, saon ORDER BY count(*) DESC, paon, street, saon LIMIT 1`,
      [await districtsOf(t, YORK)],
    );
    const { building, street, flat } = rows[0]!;
    const expected = await flatSales(street, flat, building.toUpperCase());
    expect(expected).toBeGreaterThan(0);
    for (const typed of [
      `flat ${flat} ${building} ${street} york`,
      `Flat ${flat}, ${titled(building)}, ${titled(street)}, York`,
    ]) {
      // It said "No sale we hold is on a street called ‘<Building> <Street>’".
      const { sent, found } = await followed(typed);
      expect(sent.location, typed).toBe('York');
      expect(found.stats.count, typed).toBe(expected);
      expect(found.flatOnStreet?.house).toBe(titled(building));
      await expectCountedAsFollowed(t, found.flatOnStreet!.offers);
    }
  });
});

/**
 * A building's address typed: searched as typed, or sent to the town's page of it; never to a
 * type, and finding the building's sales.
 */
async function expectBuildingSales(typed: string, expected: number) {
  const res = await get(`/sold-house-prices?${searchQs(typed)}`);
  expect([200, 302], typed).toContain(res.status);
  const qs =
    res.status === 302
      ? new URL(res.headers.location!, 'http://x.test').search.slice(1)
      : searchQs(typed);
  expect(new URLSearchParams(qs).get('property_type'), typed).toBeNull();
  expect((await soldResults(t, qs)).stats.count, typed).toBe(expected);
}

describe('a building named with a type’s word', () => {
  it('“<Name> House, <street>” and “<Name> Apartments, <street>, <town>” are that building’s sales', async () => {
    // Found by a buyer's walk: "House" and "Apartments" were read as types, and the rest as a
    // street: "0 sales · Houses · matching ‘Riverside Beech Avenue’", of a block of flats.
    for (const kind of ['HOUSE', 'APARTMENTS']) {
      const { rows } = await t.db.query<{ building: string; street: string; town: string }>(
        `SELECT lower(paon) AS building, lower(street) AS street, lower(town_city) AS town
           FROM sold_house_prices
          WHERE paon ~ ('^[A-Z]{4,} ' || $1 || '$') AND street ~ '^[A-Z]{4,} (STREET|ROAD|AVENUE)$'
          GROUP BY paon, street, town_city ORDER BY count(*) DESC, paon, street LIMIT 1`,
        [kind],
      );
      const { building, street, town } = rows[0]!;
      const expected = await soldCount(t, 'paon = $1 AND street = $2', [
        building.toUpperCase(),
        street.toUpperCase(),
      ]);
      expect(expected).toBeGreaterThan(0);
      for (const typed of [
        `${titled(building)}, ${titled(street)}`,
        `${titled(building)}, ${titled(street)}, ${titled(town)}`,
      ]) {
        await expectBuildingSales(typed, expected);
      }
    }
  });

  it('“The <Name> House, <street>” is that house’s sales, “the” included', async () => {
    // "The Old School House, Vicarage Street" was read as houses on "old school vicarage street"
    // (0 sales): "the" is no word of a filter, but it was counted as one.
    const { rows } = await t.db.query<{ building: string; street: string }>(
      `SELECT lower(paon) AS building, lower(street) AS street FROM sold_house_prices
        WHERE paon ~ '^THE ([A-Z]+ )+HOUSE$' AND street ~ '^[A-Z]{4,} [A-Z]{4,}$'
        GROUP BY paon, street ORDER BY count(*) DESC, paon, street LIMIT 1`,
    );
    const { building, street } = rows[0]!;
    const expected = await soldCount(t, 'paon = $1 AND street = $2', [
      building.toUpperCase(),
      street.toUpperCase(),
    ]);
    expect(expected).toBeGreaterThan(0);
    await expectBuildingSales(`${titled(building)}, ${titled(street)}`, expected);
  });

  it('filters said before a street and a comma are still those filters', async () => {
    // A review found "new build houses, north road" read as a building called so: 0 sales.
    const { rows } = await t.db.query<{ street: string }>(
      `SELECT lower(street) AS street FROM sold_house_prices
        WHERE street ~ '^[A-Z]{5,} ROAD$' AND old_new = 'Y' AND property_type = 'D'
        GROUP BY street ORDER BY count(*) DESC, street LIMIT 1`,
    );
    const street = titled(rows[0]!.street);
    for (const [typed, expected] of [
      [`new build houses, ${street}`, { new_build: 'only', property_type: 'D,S,T' }],
      [`semi detached houses, ${street}`, { property_type: 'S' }],
      [`house prices, ${street}`, {}],
    ] as const) {
      const sent = await sentTo(`/sold-house-prices?${searchQs(typed)}`);
      expect(sent, typed).toMatchObject(expected);
      expect(sent.search?.toLowerCase(), typed).toBe(street.toLowerCase());
    }
  });
});

describe('a filter said before a flat’s address', () => {
  it('“leasehold flat N <street> york” reads no building called “leasehold”', async () => {
    const { street, flat } = await resoldFlat();
    const typed = `leasehold flat ${flat} ${street} york`;
    const found = await soldResults(t, searchQs(typed));
    expect(found.flatOnStreet, typed).toBeUndefined();
    expect(found.partlyRead?.flatLeftOut).toBe(`flat ${flat}`);
    const [first] = found.partlyRead!.offers;
    expect(new URLSearchParams(first!.search).get('tenure')).toBe('Leasehold');
    await expectCountedAsFollowed(t, found.partlyRead!.offers);
  });
});

describe('a flat whose SAON is written otherwise', () => {
  const STREET = 'WREXLEIGH ROAD';
  beforeAll(async () => {
    // Price Paid writes one flat "Apartment 7" and "7": both are flat 7, in any case.
    const { rows } = await t.db.query<{ postcode: string }>(
      `SELECT postcode FROM sold_house_prices
        WHERE postcode_district = ANY($1::text[]) AND town_city = 'YORK' LIMIT 1`,
      [await districtsOf(t, YORK)],
    );
    await t.db.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode,
          property_type, old_new, duration, paon, saon, street, town_city, ppd_category)
        SELECT '{FLAT-ON-STREET-' || i || '}', 150000 + i, current_date - 30 * i, $1, 'F', 'N',
          'L', '3', saon, $2, 'YORK', 'A'
        FROM unnest(ARRAY['Apartment 7', '7', 'FLAT 70'], ARRAY[1, 2, 3]) AS s(saon, i)`,
      [rows[0]!.postcode, STREET],
    );
  });

  it('“flat 7 …” finds “Apartment 7” and “7”, not “FLAT 70”', async () => {
    const street = STREET.toLowerCase();
    const { found } = await followed(`flat 7 ${street} york`);
    expect(found.stats.count).toBe(await flatSales(street, '7'));
    expect(found.items.map((s) => s.saon).sort()).toEqual(['7', 'Apartment 7']);
  });
});

describe('a flat’s number without a street to search it on', () => {
  it('“flat 4 york” offers York, saying a flat is searched with its street', async () => {
    const found = await soldResults(t, searchQs('flat 4 york'));
    expect(found.partlyRead?.flatLeftOut).toBe('flat 4');
    // It offered "Sales, matching “york”": every York Road in the country.
    expect(found.partlyRead!.offers.map((o) => o.search)).toEqual(['?location=York']);
    await expectCountedAsFollowed(t, found.partlyRead!.offers);
    expect(await soldEmptyNote(get, searchQs('flat 4 york'))).toMatch(
      /^No sale matches ‘flat 4 york’: a flat’s number \(‘flat 4’\) is searched only with the street it is on and its town\. Try All sales in York/,
    );
  });

  it('“flat 4 <road> york”, none of the road’s sales in York, names the flat too', async () => {
    const road = await roadWithoutSalesIn(t, await districtsOf(t, YORK));
    const said = new RegExp(
      `^No sales are recorded on ‘${road}’ in York, nor of ‘flat 4’ there\\.`,
    );
    expect(await soldEmptyNote(get, searchQs(`flat 4 ${road} york`))).toMatch(said);
    // With commas the town is the Location: it said "No sales are recorded on ‘flat 4 … road’".
    const sent = await sentTo(`/sold-house-prices?${searchQs(`flat 4, ${road}, york`)}`);
    expect(sent).toMatchObject({ location: 'York', search: `flat 4 ${road}` });
    expect(await soldEmptyNote(get, new URLSearchParams(sent).toString())).toMatch(said);
  });
});

describe('a street held nowhere, its short ending typed', () => {
  it.each([
    ['pl', 'Place'],
    ['sq', 'Square'],
    ['ter', 'Terrace'],
    ['gr', 'Grove'],
    ['cres', 'Crescent'],
    ['av', 'Avenue'],
    ['rd', 'Road'],
  ])('“%s” is named as the addresses write it', async (short, full) => {
    expect(await soldCount(t, 'street ILIKE $1', [`%${NOWHERE}%`])).toBe(0);
    for (const typed of [`${NOWHERE} ${short}`, `${NOWHERE} ${short} york`]) {
      const found = await soldResults(t, searchQs(typed));
      expect(found.streetNowhere?.street, typed).toBe(`${titled(NOWHERE)} ${full}`);
      expect(await soldEmptyNote(get, searchQs(typed))).toMatch(
        new RegExp(`^No sale we hold is on a street called ‘${titled(NOWHERE)} ${full}’`),
      );
    }
  });
});

describe('a flat by its letter or its floor, as Price Paid writes most flats', () => {
  type Flat = { street: string; paon: string; saon: string; district: string };
  /** The most resold flat of a SAON pattern in a numbered house on a street of two words. */
  async function resold(saon: string): Promise<Flat> {
    const { rows } = await t.db.query<Flat>(
      `SELECT lower(street) AS street, paon, saon, upper(postcode_district) AS district
         FROM sold_house_prices
        WHERE saon ~ $1 AND paon ~ '^[0-9]+$' AND street ~ '^[A-Z]{5,} [A-Z]{4,}$'
        GROUP BY street, paon, saon, postcode_district
        ORDER BY count(*) DESC, street, paon, saon LIMIT 1`,
      [saon],
    );
    expect(rows[0], `a flat whose SAON is ${saon}`).toBeDefined();
    return rows[0]!;
  }

  /** The sales of that flat in its district. */
  const sales = ({ street, paon, saon, district }: Flat) =>
    soldCount(
      t,
      'street = upper($1) AND paon = $2 AND saon = $3 AND postcode_district = lower($4)',
      [street, paon, saon, district],
    );

  it('“flat a, 12 <street>, <district>” is flat A’s sales (it found none: “a” was no number)', async () => {
    const flat = await resold('^FLAT [A-H]$');
    const { street, paon, saon, district } = flat;
    const letter = saon.slice(-1);
    const expected = await sales(flat);
    expect(expected).toBeGreaterThan(0);
    for (const typed of [
      `flat ${letter.toLowerCase()}, ${paon} ${street}, ${district.toLowerCase()}`,
      `Flat ${letter} ${paon} ${titled(street)} ${district}`,
    ]) {
      const { sent, found } = await followed(typed);
      expect(sent.location?.toUpperCase(), typed).toBe(district);
      expect(found.stats.count, typed).toBe(expected);
      for (const sale of found.items) expect(sale.saon?.toUpperCase()).toBe(saon);
    }
  });

  it('“ground floor flat, 12 <street>, <district>” is that flat’s sales, said as a sentence says it', async () => {
    const flat = await resold('^(GROUND|FIRST) FLOOR FLAT$');
    const { street, paon, saon, district } = flat;
    const expected = await sales(flat);
    expect(expected).toBeGreaterThan(0);
    const floor = saon.toLowerCase().replace('first floor', '1st floor');
    const { sent, found } = await followed(`${floor}, ${paon} ${street}, ${district}`);
    expect(sent.location?.toUpperCase()).toBe(district);
    expect(found.stats.count).toBe(expected);
    for (const sale of found.items) expect(sale.saon?.toUpperCase()).toBe(saon);
    const html = (await get(`/sold-house-prices?${new URLSearchParams(sent)}`)).text;
    expect(html).toContain(
      `These are the sales of the ${saon.toLowerCase()} at ${paon} ${titled(street)} in ${district}.`,
    );
  });
});
