import { beforeAll, describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { districtsOf, searchQs, soldCount, soldResults } from '../helpers/sold-price-search';

/**
 * An address as listings and letters write it, pasted into the sold-price search: "126 Grosvenor
 * Rd, Headingley, Leeds" found no sale (the locality between the street and the town was read as
 * part of the street), nor did "Flat 2 126 Grosvenor Road Headingley Leeds LS6 8EF" (a whole
 * address without commas). Each is now the house's or the flat's sales.
 */

const { t, get } = seededDirectoryApp();
const { sentTo } = searchAnswers(get);

const LEEDS = 'england/west-yorkshire/leeds';

type Sale = { paon: string; street: string; postcode: string };

/** Leeds' most resold numbered house in LS6 (Headingley) on a street of two words. */
let sale: Sale;
beforeAll(async () => {
  const { rows } = await t.db.query<Sale>(
    `SELECT paon, lower(street) AS street, postcode FROM sold_house_prices
      WHERE postcode_district = 'ls6' AND saon IS NULL AND paon ~ '^[0-9]+$'
        AND street ~ '^[A-Z]{4,} (ROAD|STREET|LANE|AVENUE|DRIVE|TERRACE|PLACE|CRESCENT|GROVE|CLOSE|WAY)$'
      GROUP BY paon, street, postcode ORDER BY count(*) DESC, street, paon LIMIT 1`,
  );
  expect(rows[0], 'a house sold in LS6').toBeDefined();
  sale = rows[0]!;
}, 60_000);

/** The sales at that house number on that street, in Leeds or at one postcode. */
async function houseSales(where: { postcode: string } | { districts: string[] }): Promise<number> {
  const at = 'postcode' in where ? 'postcode = $3' : 'postcode_district = ANY($3::text[])';
  return soldCount(t, `paon = $1 AND street = upper($2) AND ${at}`, [
    sale.paon,
    sale.street,
    'postcode' in where ? where.postcode : where.districts,
  ]);
}

const short = (street: string) => street.replace(/ road$/, ' rd').replace(/ street$/, ' st');

describe('an address pasted into the sold-price search', () => {
  it('“12 Grosvenor Rd, Headingley, Leeds”: that house in Headingley, the locality no part of the street', async () => {
    const expected = await houseSales({ districts: ['ls6'] });
    expect(expected).toBeGreaterThan(0);
    const typed = `${sale.paon} ${short(sale.street)}, Headingley, Leeds`;
    const sent = await sentTo(`/sold-house-prices?${searchQs(typed)}`);
    expect(sent).toEqual({ location: 'Headingley', search: `${sale.paon} ${short(sale.street)}` });
    expect((await soldResults(t, new URLSearchParams(sent).toString())).stats.count).toBe(expected);
    // With its county after the town, the town (it searched the whole county).
    const county = `${sale.paon} ${sale.street}, Leeds, West Yorkshire`;
    expect(await sentTo(`/sold-house-prices?${searchQs(county)}`)).toEqual({
      location: 'Leeds',
      search: `${sale.paon} ${sale.street}`,
    });
  });

  it('a whole address without commas, ending with its postcode, is that house’s sales there', async () => {
    const expected = await houseSales({ postcode: sale.postcode });
    expect(expected).toBeGreaterThan(0);
    const typed = `${sale.paon} ${sale.street} headingley leeds ${sale.postcode.toLowerCase()}`;
    const sent = await sentTo(`/sold-house-prices?${searchQs(typed)}`);
    expect(sent).toEqual({ location: sale.postcode, search: `${sale.paon} ${sale.street}` });
    expect((await soldResults(t, new URLSearchParams(sent).toString())).stats.count).toBe(expected);
  });

  it('with Leeds in the Location box, “12 Grosvenor Rd, Headingley” is that house in Leeds', async () => {
    const typed = `${sale.paon} ${sale.street}, headingley`;
    const sent = await sentTo(`/sold-house-prices?location=Leeds&${searchQs(typed)}`);
    expect(sent).toEqual({ location: 'Headingley', search: `${sale.paon} ${sale.street}` });
  });

  it('with Leeds in the Location box, another town after the street is not dropped', async () => {
    // "station road manchester" with Leeds set was Leeds' Station Road, Manchester dropped unsaid.
    const typed = `${sale.paon} ${sale.street} manchester`;
    const res = await get(`/sold-house-prices?location=Leeds&${searchQs(typed)}`);
    expect(res.status).toBe(200);
  });

  it('words that say no home are not read as a street before a postcode', async () => {
    // "sold prices grosvenor road leeds ls6 8ef" searched a street called "sold prices grosvenor road".
    const typed = `sold prices ${sale.street} leeds ${sale.postcode}`;
    const res = await get(`/sold-house-prices?${searchQs(typed)}`);
    const sent = new URLSearchParams(String(res.headers.location ?? '').split('?')[1]);
    expect(sent.get('search') ?? '').not.toMatch(/sold prices/);
  });

  it('a street that ends in no street word is kept whole (“12 the headrow, leeds”)', async () => {
    // Only places said after a street are left out; words that name none stay the street's.
    expect(await sentTo(`/sold-house-prices?${searchQs('12 the headrow, leeds')}`)).toEqual({
      location: 'Leeds',
      search: '12 the headrow',
    });
  });

  it('“flat 2, LS6 8EF”: a flat at its postcode, no street said, is that flat’s sales', async () => {
    const { rows } = await t.db.query<{ saon: string; postcode: string }>(
      `SELECT saon, postcode FROM sold_house_prices WHERE saon ~ '^FLAT [0-9]+$'
        GROUP BY saon, postcode ORDER BY count(*) DESC, postcode, saon LIMIT 1`,
    );
    const { saon, postcode } = rows[0]!;
    const expected = await soldCount(t, 'saon = $1 AND postcode = $2', [saon, postcode]);
    // It found none, offering all of the postcode's sales with the flat left out.
    const sent = await sentTo(
      `/sold-house-prices?${searchQs(`${saon.toLowerCase()}, ${postcode}`)}`,
    );
    expect(sent).toEqual({ location: postcode, search: saon.toLowerCase() });
    expect((await soldResults(t, new URLSearchParams(sent).toString())).stats.count).toBe(expected);
  });

  it('“The Cottage, Wellington Street, Leeds”: a house by its name on its street', async () => {
    const { rows } = await t.db.query<{ paon: string; street: string }>(
      `SELECT lower(paon) AS paon, lower(street) AS street FROM sold_house_prices
        WHERE postcode_district = ANY($1::text[]) AND saon IS NULL
          AND paon ~ '^[A-Z]+( [A-Z]+){1,2}$'
          AND street ~ '^[A-Z]{4,} (ROAD|STREET|LANE|AVENUE|DRIVE|TERRACE|PLACE|CRESCENT|GROVE)$'
        GROUP BY paon, street ORDER BY count(*) DESC, paon, street LIMIT 1`,
      [await districtsOf(t, LEEDS)],
    );
    expect(rows[0], 'a named house sold in Leeds').toBeDefined();
    const { paon, street } = rows[0]!;
    const expected = await soldCount(
      t,
      'paon = upper($1) AND street = upper($2) AND postcode_district = ANY($3::text[])',
      [paon, street, await districtsOf(t, LEEDS)],
    );
    const sent = await sentTo(`/sold-house-prices?${searchQs(`${paon}, ${street}, leeds`)}`);
    expect(sent).toEqual({ location: 'Leeds', search: `${paon}, ${street}` });
    expect(expected).toBeGreaterThan(0);
    // It searched a street called "<name>, <street>": none.
    expect((await soldResults(t, new URLSearchParams(sent).toString())).stats.count).toBe(expected);
  });

  it('“the cottage wellington street leeds”: a house’s name before its street, without the comma', async () => {
    const { rows } = await t.db.query<{ paon: string; street: string; postcode: string }>(
      `SELECT lower(paon) AS paon, lower(street) AS street, min(postcode) AS postcode
         FROM sold_house_prices
        WHERE postcode_district = ANY($1::text[]) AND saon IS NULL
          AND paon ~ '^[A-Z]+( [A-Z]+){1,2}$'
          AND street ~ '^[A-Z]{4,} (ROAD|STREET|LANE|AVENUE|DRIVE|TERRACE|PLACE|CRESCENT|GROVE)$'
        GROUP BY paon, street ORDER BY count(*) DESC, paon, street LIMIT 1`,
      [await districtsOf(t, LEEDS)],
    );
    const { paon, street, postcode } = rows[0]!;
    const inLeeds = await soldCount(
      t,
      'paon = upper($1) AND street = upper($2) AND postcode_district = ANY($3::text[])',
      [paon, street, await districtsOf(t, LEEDS)],
    );
    expect(inLeeds).toBeGreaterThan(0);
    // Each was a street called "<name> <street>": none.
    const sent = await sentTo(`/sold-house-prices?${searchQs(`${paon} ${street} leeds`)}`);
    expect(sent).toEqual({ location: 'Leeds', search: `${paon}, ${street}` });
    expect((await soldResults(t, new URLSearchParams(sent).toString())).stats.count).toBe(inLeeds);
    // Without a town: that house on every street of the name.
    expect(await sentTo(`/sold-house-prices?${searchQs(`${paon} ${street}`)}`)).toEqual({
      search: `${paon}, ${street}`,
    });
    // Pasted with its postcode: the postcode's page, then the house read there.
    const pasted = await sentTo(
      `/sold-house-prices?${searchQs(`${paon} ${street}, Leeds ${postcode}`)}`,
    );
    expect(pasted).toEqual({ location: postcode, search: `${paon} ${street}` });
    const read = await sentTo(`/sold-house-prices?${new URLSearchParams(pasted).toString()}`);
    expect(read).toEqual({ location: postcode, search: `${paon}, ${street}` });
    const atPostcode = await soldCount(
      t,
      'paon = upper($1) AND street = upper($2) AND postcode = $3',
      [paon, street, postcode],
    );
    expect((await soldResults(t, new URLSearchParams(read).toString())).stats.count).toBe(
      atPostcode,
    );
  });

  it('“ground floor flat, LS11” is the district’s ground floor flats (a street of that name: none)', async () => {
    const { rows } = await t.db.query<{ district: string; n: number }>(
      `SELECT upper(postcode_district) AS district, count(*)::int AS n FROM sold_house_prices
        WHERE saon = 'GROUND FLOOR FLAT' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const { district, n } = rows[0]!;
    expect(n).toBeGreaterThan(0);
    const sent = await sentTo(`/sold-house-prices?${searchQs(`ground floor flat, ${district}`)}`);
    expect(sent).toEqual({ location: district, search: 'ground floor flat' });
    expect((await soldResults(t, new URLSearchParams(sent).toString())).stats.count).toBe(n);
  });

  it('“46 Heol y Parc, Cardiff, CF24 9FD”: a street that ends in no street word, before the places', async () => {
    const { rows } = await t.db.query<{ paon: string; street: string; town: string; pc: string }>(
      `SELECT paon, street, town_city AS town, postcode AS pc FROM sold_house_prices
        WHERE street ~ '^HEOL [A-Z ]+$' AND paon ~ '^[0-9]+$' AND saon IS NULL
        ORDER BY postcode, street, paon LIMIT 1`,
    );
    expect(rows[0], 'a numbered house on a Welsh "Heol …"').toBeDefined();
    const { paon, street, town, pc } = rows[0]!;
    const sent = await sentTo(
      `/sold-house-prices?${searchQs(`${paon} ${street}, ${town}, ${pc}`)}`,
    );
    expect(sent).toEqual({ location: pc, search: `${paon} ${street}` });
    const found = await soldResults(t, new URLSearchParams(sent).toString());
    expect(found.stats.count).toBe(
      await soldCount(t, 'paon = $1 AND street = $2 AND postcode = $3', [paon, street, pc]),
    );
  });

  it('an address copied from a map, ending “, UK” or “, England” after its postcode, is that house’s sales', async () => {
    const expected = await houseSales({ postcode: sale.postcode });
    expect(expected).toBeGreaterThan(0);
    const home = `${sale.paon} ${sale.street}`;
    // ", UK" emptied the page; ", England" after the postcode searched the house number on that
    // street name anywhere in England.
    for (const country of ['UK', 'United Kingdom', 'England']) {
      const typed = `${home}, Leeds ${sale.postcode}, ${country}`;
      const sent = await sentTo(`/sold-house-prices?${searchQs(typed)}`);
      expect(sent, typed).toEqual({ location: sale.postcode, search: home });
      const found = await soldResults(t, new URLSearchParams(sent).toString());
      expect(found.stats.count, typed).toBe(expected);
    }
  });

  it('“Leeds, UK” in the Location box is Leeds', async () => {
    const leeds = await soldResults(t, 'location=Leeds');
    expect(leeds.stats.count).toBeGreaterThan(0);
    const typed = await soldResults(t, 'location=Leeds%2C+UK');
    expect(typed.stats.count).toBe(leeds.stats.count);
  });
});
