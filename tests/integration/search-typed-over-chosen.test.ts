import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { FOR_SALE, TYPES, all, typeIn, under, countLots } from '../helpers/lot-truth';

/**
 * The search form sends the words typed with every filter the page has. A type, tenure or way
 * of selling the words say was dropped when the page had one chosen: "bungalow leeds" typed on a
 * page of flats was Leeds' flats, the bungalow lost without a word. What the words say is the
 * newer ask and replaces the page's choice (decision 142); a garage or land said on a page of
 * homes is what those homes have, as after "with".
 */

const { t, get } = seededDirectoryApp();
const { redirectedTo, listings } = searchAnswers(get);

const LEEDS = 'england/west-yorkshire/leeds';

const count = (where: string) => countLots(t, where);

/** Where a search is sent, each parameter with all its values. */
const sent = async (qs: string) => {
  const to = await redirectedTo(`/listings?${qs}`);
  return Object.fromEntries([...new Set(to.keys())].map((k) => [k, to.getAll(k)]));
};

describe('words typed over the filters a page has', () => {
  it('a type typed replaces the types ticked: “houses in leeds” on a page of houses and flats', async () => {
    const to = await sent('search=houses+in+leeds&property_type=houses&property_type=flats');
    expect(to).toEqual({ location: ['Leeds'], property_type: ['houses'] });
    const houses = await count(all(under(LEEDS), typeIn(...TYPES.houses), FOR_SALE));
    const flats = await count(all(under(LEEDS), typeIn(...TYPES.flats), FOR_SALE));
    expect(houses, 'Leeds has houses for sale').toBeGreaterThan(0);
    expect(flats, 'and flats, which the page no longer shows').toBeGreaterThan(0);
    expect((await listings('location=Leeds&property_type=houses')).total).toBe(houses);

    // "bungalow leeds" on a page of flats: Leeds' bungalows, not its flats with the word lost.
    expect(await sent('search=bungalow+leeds&property_type=flats')).toEqual({
      location: ['Leeds'],
      property_type: ['bungalows'],
    });
  });

  it('the type the page has, typed again, is that type: no word left to find', async () => {
    // "houses" on the houses page was the houses whose text says "house": 416 of 458.
    expect(await sent('search=houses&property_type=houses')).toEqual({
      property_type: ['houses'],
    });
    const houses = await count(all(typeIn(...TYPES.houses), FOR_SALE));
    expect((await listings('property_type=houses')).total).toBe(houses);
  });

  it('a tenure or a way of selling typed replaces the one chosen', async () => {
    // Both were 0 lots: "freehold" as a word among the leasehold lots.
    expect(await sent('search=freehold&tenure=Leasehold')).toEqual({ tenure: ['Freehold'] });
    expect(await sent('search=online+auction&auction_method=Traditional')).toEqual({
      auction_method: ['Online'],
    });
  });

  it('a garage or parking said on a page of homes is what the homes have', async () => {
    // "flat with parking" leads to the flats that say parking; that page reads the same again.
    expect(await sent('search=flat+with+parking')).toEqual({
      search: ['with parking'],
      property_type: ['flats'],
    });
    // (search-words-matched-as-written.test.ts counts them.)
    expect((await get('/listings?search=parking&property_type=flats')).status).toBe(200);

    // With a town: that town's flats that say parking, where the word was lost before.
    expect(await sent('search=parking+leeds&property_type=flats')).toEqual({
      search: ['with parking'],
      property_type: ['flats'],
      location: ['Leeds'],
    });
    expect((await get('/listings?search=parking&property_type=flats&location=Leeds')).status).toBe(
      200,
    );
    // On the garages page the word is the type the page has.
    expect(await sent('search=garage&property_type=garages')).toEqual({
      property_type: ['garages'],
    });
  });
});

describe('an auction house typed on a page of another house’s lots', () => {
  const houseId = async (name: string) =>
    String(
      (await t.db.query<{ id: string }>(`SELECT id FROM auction_houses WHERE name = $1`, [name]))
        .rows[0]!.id,
    );

  it('is that house’s lots, and the house the page has, named again, is its lots', async () => {
    const aire = await houseId('Aire & Calder Auctions');
    const quayside = await houseId('Quayside Property Auctions');
    // "quayside" on Aire & Calder's lots was 0 lots: the word among that house's lots.
    expect(await sent(`search=quayside&auction_house=${aire}`)).toEqual({
      auction_house: [quayside],
    });
    expect(await sent(`search=aire+and+calder&auction_house=${aire}`)).toEqual({
      auction_house: [aire],
    });
    // Other words still read within the house the page has.
    expect(await sent(`search=flats+leeds&auction_house=${aire}`)).toEqual({
      auction_house: [aire],
      location: ['Leeds'],
      property_type: ['flats'],
    });
  });
});

describe('what a type has, said after “with”, read again', () => {
  it('“house with office” is the houses that say office, on every read of its page', async () => {
    // The page it led to (houses, "office") was read again as the offices: 32 commercial lots.
    for (const [typed, to] of [
      ['house with office', { property_type: ['houses'], search: ['with office'] }],
      ['house with garage', { property_type: ['houses'], search: ['with garage'] }],
    ] as const) {
      const where = await sent(new URLSearchParams({ search: typed }).toString());
      expect(where, typed).toEqual(to);
      const qs = new URLSearchParams(
        Object.entries(where).flatMap(([k, vs]) => vs.map((v): [string, string] => [k, v])),
      );
      const again = await get(`/listings?${qs}`);
      expect(again.status, `${typed}, read again`).toBe(200);
    }
  });

  it('“land” or “garage” typed on a page of land or garages is that kind of lot', async () => {
    expect(await sent('search=land&property_type=commercial')).toEqual({ property_type: ['land'] });
    expect(await sent('search=garage&property_type=land')).toEqual({ property_type: ['garages'] });
  });
});

describe('a place typed beside the place the page has', () => {
  const YORK = 'england/north-yorkshire/york';

  it('words saying more than another place search there: “flats york” with Leeds set', async () => {
    // It was York's flats searched as the word "york" among Leeds' lots: 0, nothing of York offered.
    expect(await sent('search=flats+york&location=Leeds')).toEqual({
      location: ['York'],
      property_type: ['flats'],
    });
    // The place the page has, said again, is that place: Leeds' flats, not lots saying "leeds".
    expect(await sent('search=flats+leeds&location=Leeds')).toEqual({
      location: ['Leeds'],
      property_type: ['flats'],
    });
  });

  it('the page’s place said by a name it shares is still the page’s place', async () => {
    // "houses richmond" on Richmond, North Yorkshire's page went to Richmond, London.
    expect(await sent('search=houses+richmond&location=Richmond%2C+North+Yorkshire')).toEqual({
      location: ['Richmond, North Yorkshire'],
      property_type: ['houses'],
    });
  });

  it('a place within the page’s narrows it, alone too: “headingley” with Leeds set', async () => {
    // It was the word "headingley" among Leeds' lots, offered nothing.
    expect(await sent('search=headingley&location=Leeds')).toEqual({ location: ['Headingley'] });
    expect(await sent('search=leeds&location=West+Yorkshire')).toEqual({ location: ['Leeds'] });
  });

  it('another place alone is searched as typed within the page’s, and offered', async () => {
    // "york" with Leeds set may be York Road, Leeds: found as typed, York offered beside it.
    const res = await get('/listings?search=york&location=Leeds');
    expect(res.status).toBe(200);
    const data = await listings('search=york&location=Leeds');
    expect(data.reading).toMatchObject({
      labels: ['York'],
      count: await count(all(under(YORK), FOR_SALE)),
    });
    expect(new URLSearchParams(data.reading!.search).get('location')).toBe('York');
  });
});

describe('words typed over the sold-price search’s filters', () => {
  /** Where a sold-price search is sent, one value per parameter. */
  const soldTo = async (qs: string) => {
    const res = await get(`/sold-house-prices?${qs}`);
    expect(res.status, qs).toBe(302);
    return Object.fromEntries(new URL(res.headers.location!, 'http://x.test').searchParams);
  };

  it('a type, a price or years typed replace those the page has', async () => {
    // "flats in leeds" typed on a page of detached houses was Leeds' detached houses.
    expect(await soldTo('search=flats+in+leeds&property_type=D')).toEqual({
      location: 'Leeds',
      property_type: 'F',
    });
    // "cheapest" typed over "highest price first" was that order, the word lost.
    expect(await soldTo('search=cheapest+flats&order_by=price_desc')).toEqual({
      property_type: 'F',
      order_by: 'price_asc',
    });
    // A range said replaces both ends: "under 200k" over £150,000–£400,000 is up to £200,000.
    expect(await soldTo('search=under+200k&min_price=150000&max_price=400000')).toEqual({
      max_price: '200000',
    });
    const year = await soldTo('search=sold+in+2024&date_from=2019-01-01');
    expect(year).toEqual({ date_from: '2024-01-01', date_to: '2024-12-31' });
  });

  it('the page’s place said again by its name is still the page’s place', async () => {
    // It went to Richmond, London, the place the name alone is.
    expect(await soldTo('search=flats+richmond&location=Richmond%2C+North+Yorkshire')).toEqual({
      location: 'Richmond, North Yorkshire',
      property_type: 'F',
    });
    // Location pages link to the sold search by the place's slug.
    expect(
      await soldTo('search=flats+richmond&location=england%2Fnorth-yorkshire%2Frichmond'),
    ).toEqual({ location: 'england/north-yorkshire/richmond', property_type: 'F' });
  });

  it('a place within the page’s narrows it: “headingley” with Leeds set', async () => {
    expect(await soldTo('search=headingley&location=Leeds')).toEqual({ location: 'Headingley' });
  });

  it('words saying more than another place search there', async () => {
    // "flats york" with Leeds set was a search of Leeds' sales for the words.
    expect(await soldTo('search=flats+york&location=Leeds')).toEqual({
      location: 'York',
      property_type: 'F',
    });
  });
});
