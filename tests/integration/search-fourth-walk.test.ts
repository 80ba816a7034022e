import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { all, FOR_SALE, lit, mentions, under, TYPES, typeIn } from '../helpers/lot-truth';

/**
 * What a fourth walk of buyers' searches found (decision 129).
 *
 * A buyer names an auction house as they say it: "brindley wharf", not "Brindley Wharf Auctions";
 * "aire and calder", not "Aire & Calder Auctions"; and with a town after it. Before (decision 129),
 * only the house's whole name, typed exactly, was the house: the rest were searched as text, which
 * no lot holds, so a buyer saw "0 lots" and offers such as "Search within 50 mi of Hindley".
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const count = async (where: string) => {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auction_properties a WHERE ${where}`,
  );
  return rows[0]!.n;
};

/** A house's name less what every house calls itself ("Brindley Wharf Auctions" → "Brindley Wharf"). */
const OWN = `regexp_replace(h.name, '\\s+(Property\\s+)?(Auctions|Auction House|Auction Rooms|Auctioneers)$', '')`;

/**
 * The house with the most lots for sale in one town, of those whose own name (`OWN`) is two
 * words (`join`: joined by "&" or by a space), and that town.
 */
async function houseWithTown(join: '&' | ' ') {
  const { rows } = await t.db.query<{ id: string; own: string; town: string; slug: string }>(
    `SELECT h.id::text AS id, ${OWN} AS own, l.name AS town, l.slug
       FROM auction_houses h
       JOIN auction_properties a ON a.auction_house_id = h.id
       JOIN locations l ON l.slug = a.location_slug
      WHERE ${FOR_SALE} AND ${OWN} <> h.name
        AND ${OWN} ~ ${lit(join === '&' ? '^[A-Z][a-z]+ & [A-Z][a-z]+$' : '^[A-Z][a-z]+ [A-Z][a-z]+$')}
        AND (SELECT count(*) FROM locations n WHERE lower(n.name) = lower(l.name)) = 1
      GROUP BY h.id, h.name, l.name, l.slug
      ORDER BY count(*) DESC, h.id LIMIT 1`,
  );
  const found = rows[0]!;
  expect(found, `a house named like “X${join}Y Auctions” with lots in a town`).toBeDefined();
  return found;
}

describe('an auction house named as buyers name it, in the lot search', () => {
  it('its own words without “Auctions” are its lots for sale, all of them', async () => {
    const house = await houseWithTown(' ');
    const sent = await sentTo(`/listings?search=${encodeURIComponent(house.own.toLowerCase())}`);
    expect(sent).toEqual({ auction_house: house.id });
    const data = await listings(new URLSearchParams(sent).toString());
    const lots = await count(all(FOR_SALE, `a.auction_house_id = ${house.id}`));
    expect(lots).toBeGreaterThan(0);
    expect(data.total).toBe(lots);
    for (const lot of data.items) expect(String(lot.auction_house?.id)).toBe(house.id);
    expect(data.chips.map((c) => c.id)).toEqual(['auction_house']);
  });

  it('with a town after it, the house’s lots in that town', async () => {
    const house = await houseWithTown(' ');
    const sent = await sentTo(
      `/listings?search=${encodeURIComponent(`${house.own} ${house.town}`.toLowerCase())}`,
    );
    expect(sent).toEqual({ auction_house: house.id, location: house.town });
    const data = await listings(new URLSearchParams(sent).toString());
    const lots = await count(all(FOR_SALE, `a.auction_house_id = ${house.id}`, under(house.slug)));
    expect(lots).toBeGreaterThan(0);
    expect(data.total).toBe(lots);
  });

  it('“and” for the “&” of its name, with a kind of lot: that house’s lots of that kind', async () => {
    const house = await houseWithTown('&');
    const words = house.own.toLowerCase().replace(' & ', ' and ');
    const sent = await sentTo(`/listings?search=${encodeURIComponent(`${words} houses`)}`);
    expect(sent).toEqual({ auction_house: house.id, property_type: 'houses' });
    const data = await listings(new URLSearchParams(sent).toString());
    expect(data.total).toBe(
      await count(all(FOR_SALE, `a.auction_house_id = ${house.id}`, typeIn(...TYPES.houses))),
    );
  });

  it('its whole name, as before, with “auctions” after its own words', async () => {
    const house = await houseWithTown(' ');
    const sent = await sentTo(
      `/listings?search=${encodeURIComponent(`${house.own.toLowerCase()} auctions`)}`,
    );
    expect(sent).toEqual({ auction_house: house.id });
  });

  it('the first of its own words with “auctions” or “auctioneers”: “humber auctions”', async () => {
    // "humber auctions" was Humber, Herefordshire (0 lots), "pendle auctions" 0 lots as words.
    for (const join of ['&', ' '] as const) {
      const house = await houseWithTown(join);
      const first = house.own.split(/\s+/)[0]!.toLowerCase();
      // The house is the only one whose name starts so.
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM auction_houses WHERE lower(name) LIKE ${lit(`${first} %`)}`,
      );
      expect(rows[0]!.n).toBe(1);
      for (const said of ['auctions', 'auctioneers'])
        expect(await sentTo(`/listings?search=${first}+${said}`), `${first} ${said}`).toEqual({
          auction_house: house.id,
        });
    }
    // The first word with a kind of lot is no house: "{first} houses" stays what it was.
    const house = await houseWithTown(' ');
    const first = house.own.split(/\s+/)[0]!.toLowerCase();
    const res = await get(`/listings?search=${first}+houses`);
    expect(
      new URL(res.headers.location ?? '/', 'http://x.test').searchParams.get('auction_house'),
    ).toBeNull();
  });
});

/**
 * "development land", "development opportunity", "plot of land": the land and development sites.
 * Before, "development" was a word to find, which two titles held: "development land" and
 * "development opportunity" found 0 lots, "development" 2, of the dozens of land lots for sale.
 */
describe('land and development said as buyers say it', () => {
  const LAND = () => count(all(FOR_SALE, typeIn(...TYPES.land)));

  for (const said of ['development', 'development land', 'development opportunity', 'plot of land'])
    it(`“${said}” is every lot of land or development site for sale`, async () => {
      expect(await sentTo(`/listings?search=${encodeURIComponent(said)}`)).toEqual({
        property_type: 'land',
      });
      const lots = await LAND();
      expect(lots).toBeGreaterThan(2);
      expect((await listings('property_type=land')).total).toBe(lots);
    });

  it('“development opportunity” with a town is that town’s land and sites', async () => {
    const { rows } = await t.db.query<{ town: string; slug: string }>(
      `SELECT l.name AS town, l.slug FROM auction_properties a JOIN locations l ON l.slug = a.location_slug
        WHERE ${all(FOR_SALE, typeIn(...TYPES.land))}
          AND (SELECT count(*) FROM locations n WHERE lower(n.name) = lower(l.name)) = 1
        GROUP BY l.name, l.slug ORDER BY count(*) DESC, l.slug LIMIT 1`,
    );
    const town = rows[0]!;
    const sent = await sentTo(
      `/listings?search=${encodeURIComponent(`development opportunity ${town.town}`)}`,
    );
    expect(sent).toEqual({ location: town.town, property_type: 'land' });
    expect((await listings(new URLSearchParams(sent).toString())).total).toBe(
      await count(all(FOR_SALE, typeIn(...TYPES.land), under(town.slug))),
    );
  });

  it('“development site” is still the exact type', async () => {
    expect(await sentTo('/listings?search=development+site')).toEqual({
      property_type: 'Development site',
    });
  });
});

/**
 * A word two typos from a place, beginning with another letter, is no misspelling of it. Before,
 * "medway" (the Kent towns) offered "Search within 10 mi of Bedwas" in Wales, and the sold-price
 * search "Did you mean Bedwas (Gwent)?"; "brindley wharf" offered Hindley.
 */
describe('look-alike places offered for a word that names none', () => {
  it('“medway” offers no Welsh Bedwas, on the lot search or the sold-price search', async () => {
    // Medway is a place now, its Kent towns (decision 150): both searches go there, not to Bedwas.
    expect(await sentTo('/listings?search=medway')).toEqual({ location: 'Medway' });
    expect(await sentTo('/sold-house-prices?search=medway')).toEqual({ location: 'Medway' });
    const data = await listings('location=Medway');
    expect(data.place?.label).toBe('Medway');
    for (const offer of data.relax) expect(offer.action, offer.search).not.toContain('Bedwas');
  });

  it('a one-typo town is still offered, with its lots: “manchster” → Manchester', async () => {
    const data = await listings('search=manchster');
    const [offer] = data.relax;
    expect(offer?.search).toBe('?location=Manchester');
    const { rows } = await t.db.query<{ slug: string }>(
      `SELECT slug FROM locations WHERE name = 'Manchester' AND kind = 'town' ORDER BY population DESC NULLS LAST LIMIT 1`,
    );
    expect(offer?.count).toBe(await count(all(FOR_SALE, under(rows[0]!.slug))));
  });
});

/**
 * "house with garden bristol": a place and what the lot has, in another order than "house in
 * bristol with garden". Before, only that order was read as filters; the others were searched as
 * typed (a lot's text must hold "bristol" and "house" too), found fewer lots and offered the rest.
 */
describe('what the lot has, said before the place', () => {
  it('“houses with garden {town}” is the town’s houses whose text says garden, as “houses in {town} with garden”', async () => {
    const { rows } = await t.db.query<{ town: string; slug: string }>(
      `SELECT l.name AS town, l.slug FROM auction_properties a JOIN locations l ON l.slug = a.location_slug
        WHERE ${all(FOR_SALE, typeIn(...TYPES.houses), mentions('garden'))}
          AND (SELECT count(*) FROM locations n WHERE lower(n.name) = lower(l.name)) = 1
        GROUP BY l.name, l.slug ORDER BY count(*) DESC, l.slug LIMIT 1`,
    );
    const { town, slug } = rows[0]!;
    const inOrder = await sentTo(
      `/listings?search=${encodeURIComponent(`houses in ${town} with garden`.toLowerCase())}`,
    );
    expect(inOrder).toEqual({ location: town, property_type: 'houses', search: 'garden' });
    for (const said of [`houses with garden ${town}`, `${town} houses with garden`])
      expect(
        await sentTo(`/listings?search=${encodeURIComponent(said.toLowerCase())}`),
        said,
      ).toEqual(inOrder);
    const lots = await count(
      all(FOR_SALE, typeIn(...TYPES.houses), under(slug), mentions('garden')),
    );
    expect(lots).toBeGreaterThan(0);
    expect((await listings(new URLSearchParams(inOrder).toString())).total).toBe(lots);
  });
});
