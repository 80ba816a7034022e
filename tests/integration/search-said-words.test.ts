import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import {
  all,
  countLots,
  FOR_SALE,
  lit,
  mentions,
  typeIn,
  TYPES,
  under,
} from '../helpers/lot-truth';
import { NEAR_TOWN_MILES, PAGE_SIZE, RADIUS_CHOICES_MILES } from '#schema/listing-query';
import { houseOwnWords } from '#server/loaders/house-in-words.server';

/**
 * How the lots are sold, said in words, is that filter. "online auctions" and "modern method of
 * auction" were searched as text (no lot's title holds them): "No lots match this search", while
 * the seed sells lots by each method. "sale" alone is no filler: it may be the town. And words no
 * lot holds ("property", "auction") do not empty a text search.
 */

const { t, get } = seededDirectoryApp();
const { redirectedTo, listings } = searchAnswers(get);

const sorted = (ids: string[]) => [...ids].sort((a, b) => Number(a) - Number(b));

/** Where a search is sent, every value of each parameter. */
const sentTo = async (path: string) => {
  const params = await redirectedTo(path);
  return Object.fromEntries([...new Set(params.keys())].map((k) => [k, params.getAll(k)]));
};

describe('where in a place, and the seaside, said in the lot search', () => {
  it('“2 bed flat manchester city centre” is Manchester’s 2 bed flats that say “city centre”', async () => {
    // Was the whole text as words to match: 0 lots.
    expect(await sentTo('/listings?search=2+bed+flat+manchester+city+centre')).toEqual({
      search: ['city centre'],
      location: ['Manchester'],
      property_type: ['flats'],
      bedrooms: ['2'],
      bedrooms_max: ['2'],
    });
  });

  it('“seaside property” finds lots that say the sea, and offers no misspelt place', async () => {
    // Was 0 lots and "Search within 5 mi of Deeside".
    const data = await listings('search=seaside+property&lot_status=all');
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a
        WHERE concat_ws(' ', a.title, a.address, a.location, a.description)
              ~* '\\m(sea|seafront|seaside|coast|coastal|beach)\\M'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(data.total).toBe(rows.length);
    expect(data.relax.map((r) => r.action).join(' | ')).not.toMatch(/Deeside/);
  });
});

describe('words about the home are never misspelt places', () => {
  it('“flat with balcony” offers no Blacon, “bigger house” no Biggar', async () => {
    // Both offered "Search within … of Blacon" / "… of Biggar" first: no lot says either word.
    // "flat with balcony" is the flats that say balcony: the page it is sent to offers no Blacon.
    const balcony = await redirectedTo('/listings?search=flat+with+balcony&lot_status=all');
    expect(Object.fromEntries(balcony)).toEqual({
      search: 'balcony',
      property_type: 'flats',
      lot_status: 'all',
    });
    for (const [qs, place] of [
      [balcony.toString(), /Blacon/],
      ['search=bigger+house&lot_status=all', /Biggar/],
    ] as const) {
      const data = await listings(qs);
      expect(data.relax.map((r) => r.action).join(' | '), qs).not.toMatch(place);
    }
  });
});

describe('results said in the lot search', () => {
  it('“sold houses in bristol” is the houses sold at auction there, not lots whose text says “sold”', async () => {
    // Was a text search: "to be sold by auction" and "sold with vacant possession" in lots for sale.
    const to = await sentTo('/listings?search=sold+houses+in+bristol');
    expect(to).toMatchObject({ property_type: ['houses'], lot_status: ['sold'] });
    expect(to.location?.[0]).toMatch(/^Bristol/);
    const data = await listings(
      new URLSearchParams(Object.entries(to).map(([k, [v]]) => [k, v!])).toString(),
    );
    expect(data.total).toBeGreaterThan(0);
    expect(new Set(data.items.map((lot) => lot.lot_status))).toEqual(new Set(['Sold']));
    expect(data.chips.map((c) => c.label)).toContain('Sold');
  });

  it('what “detached” says of a garage is the house’s, not read as the lot’s kind', async () => {
    // Was redirected to houses and garages titled detached, semi-detached houses left out; then
    // searched as typed, the garage a second type. It is the houses whose text says so.
    expect(await sentTo('/listings?search=houses+with+detached+garage')).toEqual({
      search: ['with detached garage'],
      property_type: ['houses'],
    });
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auction_properties a
        WHERE ${all(FOR_SALE, typeIn(...TYPES.houses), mentions('detached garage'))}`,
    );
    expect((await listings('search=detached+garage&property_type=houses')).total).toBe(rows[0]!.n);
  });

  it('a house price is no question about sold prices; “house prices” alone is that search', async () => {
    for (const text of ['3 bed house price under 100k', 'terraced house price guide']) {
      const res = await get(`/listings?search=${encodeURIComponent(text)}`);
      expect(res.headers.location ?? '', text).not.toMatch(/^\/sold-house-prices/);
    }
    expect((await get('/listings?search=house+prices')).headers.location).toBe(
      '/sold-house-prices',
    );
    // The place the buyer set goes with them.
    expect((await get('/listings?location=Leeds&search=sold+prices')).headers.location).toBe(
      '/sold-house-prices?location=Leeds',
    );
  });

  it('the other ways of asking what homes sold for go to the sold prices, which read them', async () => {
    // Each was the lots of Leeds searched for its words ("average", "registry", "how much did").
    for (const text of [
      'average house price leeds',
      'median price leeds',
      'land registry leeds',
      'price paid leeds',
      'house values leeds',
      'how much did houses sell for in leeds',
      'what are houses worth in leeds',
    ]) {
      const res = await get(`/listings?search=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(302);
      expect(res.headers.location, text).toBe(
        `/sold-house-prices?${new URLSearchParams({ search: text })}`,
      );
      // Where the sold-price search sends them: Leeds.
      const sold = await get(res.headers.location!);
      expect(sold.status, text).toBe(302);
      expect(new URL(sold.headers.location!, 'http://x.test').searchParams.get('location')).toBe(
        'Leeds',
      );
    }
    // A lot's guide is still no such question, nor is land for sale.
    for (const text of ['average guide price', 'land in leeds']) {
      const res = await get(`/listings?search=${encodeURIComponent(text)}`);
      expect(res.headers.location ?? '', text).not.toMatch(/^\/sold-house-prices/);
    }
  });

  it('unsold lots, past auctions and auction results are those filters', async () => {
    expect((await sentTo('/listings?search=unsold+lots+in+leeds')).lot_status).toEqual(['unsold']);
    expect((await sentTo('/listings?search=past+auctions+manchester')).lot_status).toEqual([
      'ended',
    ]);
    expect((await sentTo('/listings?search=auction+results')).lot_status).toEqual(['ended']);
    // Typed over a status the visitor chose, the words are the newer ask (decision 142): "sold"
    // on a page of every result was a word to find among them all.
    expect(
      (await sentTo('/listings?search=sold+houses+in+bristol&lot_status=all')).lot_status,
    ).toEqual(['sold']);
    expect(await sentTo('/listings?search=sold&lot_status=unsold')).toEqual({
      lot_status: ['sold'],
    });
  });

  it('“sold prices in leeds” is the sold-price search for Leeds', async () => {
    const res = await get('/listings?search=sold+prices+in+leeds');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sold-house-prices?search=sold+prices+in+leeds');
    const there = await get(res.headers.location!);
    expect(there.status).toBe(302);
    expect(there.headers.location).toMatch(/^\/sold-house-prices\?location=Leeds/);
    // The sold-price search reads "sold" as nothing more than what it shows.
    expect((await get('/sold-house-prices?search=sold+bristol')).headers.location).toMatch(
      /^\/sold-house-prices\?location=Bristol/,
    );
  });
});

describe('auction methods said in the lot search', () => {
  it('“online auctions” is the lots sold online, and only those', async () => {
    const to = await sentTo('/listings?search=online+auctions');
    expect(to).toEqual({ auction_method: ['Online'] });
    const data = await listings('auction_method=Online');
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan((await listings('')).total);
    expect(new Set(data.items.map((lot) => lot.auction_method))).toEqual(new Set(['Online']));
  });

  it('reads the method beside a place and a type, from either box', async () => {
    const to = await sentTo('/listings?search=modern+method+of+auction+houses+in+leeds');
    expect(to).toMatchObject({ auction_method: ['Modern'], property_type: ['houses'] });
    expect(to.location?.[0]).toMatch(/^Leeds/);
    expect(await sentTo('/listings?location=timed+auction+york')).toMatchObject({
      auction_method: ['Timed'],
    });
  });

  it('leaves "modern" alone as a word about the house', async () => {
    const res = await get('/listings?search=modern+flat');
    expect(res.status).toBe(200);
    expect(res.text).toContain('“modern flat”');
  });
});

describe('“sale” in the lot search', () => {
  it('“flats in sale” is the flats in Sale, Greater Manchester, not every flat', async () => {
    const to = await sentTo('/listings?search=flats+in+sale');
    expect(to).toMatchObject({ property_type: ['flats'] });
    expect(to.location?.[0]).toMatch(/^Sale/);
    const forSale = await sentTo('/listings?search=flats+for+sale+in+leeds');
    expect(forSale.location?.[0]).toMatch(/^Leeds/);
  });
});

describe('words no lot holds, in a text search', () => {
  it('“investment property” finds the lots “investment” finds', async () => {
    const said = await listings('search=investment+property');
    const word = await listings('search=investment');
    expect(word.total).toBeGreaterThan(0);
    expect(said.total).toBe(word.total);
    expect(said.items.map((lot) => lot.id)).toEqual(word.items.map((lot) => lot.id));
    // The chip still says what the buyer typed.
    expect(said.chips.map((c) => c.label)).toContain('“investment property”');
  });
});

describe('a kind of lot said in a buyer’s words', () => {
  const NEEDS_WORK = /refurbishment|improvement|modernisation|renovation|repair/i;

  it('“needs work” and “fixer upper” find the lots catalogues call “for improvement” or “for refurbishment”', async () => {
    const said = await listings('search=needs+work');
    // Titled so, or a commercial lot whose description says "The premises need refurbishment"
    // (its title does not): every word of it found them all.
    const truth = await countLots(
      t,
      all(
        FOR_SALE,
        String.raw`a.title ~* '\m(refurbishment|improvement|modernisation|renovation|repair)' OR
          a.description ~* '\mneeds? (of )?(refurbishment|modernisation)|programme of refurbishment'`,
      ),
    );
    expect(said.total).toBe(truth);
    expect(said.chips.map((c) => c.label)).toEqual(['“needs work”']);
    // The catalogue's own words typed alone are the same lots: "refurbishment" was 68 of 217.
    for (const words of ['fixer+upper', 'refurbishment', 'improvement', 'modernisation'])
      expect((await listings(`search=${words}`)).total, words).toBe(said.total);
  });

  it('beside other words, every word still counts', async () => {
    // The type is read as the filter and the kind of lot kept as words: every lot is both.
    const to = await redirectedTo('/listings?search=doer+upper+semi-detached');
    expect(Object.fromEntries(to)).toEqual({
      property_type: 'Semi-detached house',
      search: 'doer upper',
    });
    const houses = await listings(to.toString());
    expect(houses.total).toBeGreaterThan(0);
    for (const lot of houses.items) {
      expect(lot.title).toMatch(NEEDS_WORK);
      expect(lot.title).toMatch(/semi-detached/i);
    }
  });

  it('with a place, is that place and those words: “fixer upper in leeds” goes to Leeds', async () => {
    const to = await sentTo('/listings?search=fixer+upper+in+leeds');
    expect(to.location?.[0]).toMatch(/^Leeds/);
    expect(to.search).toEqual(['fixer upper']);
    const params = await redirectedTo('/listings?search=fixer+upper+in+leeds');
    const there = await listings(params.toString());
    expect(there.total).toBeGreaterThan(0);
    for (const lot of there.items) expect(lot.title, lot.title).toMatch(NEEDS_WORK);
    // Nothing to offer on a page that is the search as meant.
    expect(there.reading).toBeNull();
  });

  it('“buy to let” finds the lots sold with tenants or as investments', async () => {
    const said = await listings('search=buy+to+let');
    expect(said.total).toBeGreaterThan(0);
    for (const lot of said.items) {
      // Its title says so, or the card's line of its description does (its tenancy, marked).
      const excerpt = said.excerpts[String(lot.id)] ?? '';
      expect(`${lot.title} ${excerpt}`).toMatch(/\blet\b|tenan|investment|income/i);
      if (!/\blet\b|tenan|investment|income/i.test(lot.title))
        expect(excerpt).toMatch(/\[\[tenan/i);
    }
  });

  it('“tenanted” finds every let lot, whether its title or only its description says so', async () => {
    // Found by a buyer's walk: "tenanted" found the 82 lots titled so, of the 216 let lots for
    // sale. A description says "The property is let at £11,900 a year; copies of the tenancy are
    // in the legal pack" under a title that says nothing of it.
    const LET_TITLE = String.raw`a.title ~* '\m(let|tenan\w*|investment|income)\M'`;
    const LET_TEXT = String.raw`a.description ~* '\mtenan'`;
    const count = async (where: string) =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM auction_properties a WHERE ${where}`,
        )
      ).rows[0]!.n;
    const titled = await count(all(FOR_SALE, LET_TITLE));
    const expected = await count(all(FOR_SALE, `${LET_TITLE} OR ${LET_TEXT}`));
    expect(expected).toBeGreaterThan(titled);
    for (const said of ['tenanted', 'tenancy', 'investment', 'buy to let'])
      expect((await listings(`search=${encodeURIComponent(said)}`)).total, said).toBe(expected);
    // With a place and a type: the let flats in Leeds, none left out for a plain title.
    const params = await redirectedTo('/listings?search=tenanted+flats+in+leeds');
    expect(params.get('search')).toBe('tenanted');
    const leeds = await listings(params.toString());
    const { rows } = await t.db.query<{ slug: string }>(
      `SELECT slug FROM locations WHERE kind = 'town' AND name = 'Leeds' LIMIT 1`,
    );
    expect(leeds.total).toBe(
      await count(
        all(FOR_SALE, under(rows[0]!.slug), typeIn(...TYPES.flats), `${LET_TITLE} OR ${LET_TEXT}`),
      ),
    );
  });
});

describe('an empty search of filters and a word no lot of them holds', () => {
  it('“3 bed house with conservatory in bristol” is Bristol’s 3 bed houses and the word, and offers them without it', async () => {
    // No lot says "conservatory"; "garden", which this asked before, descriptions now say (decision 112).
    const params = await redirectedTo('/listings?search=3+bed+house+with+conservatory+in+bristol');
    expect(params.get('property_type')).toBe('houses');
    expect(params.get('bedrooms')).toBe('3');
    expect(params.get('search')).toBe('conservatory');
    expect(params.get('location')).toMatch(/^Bristol/);
    const data = await listings(params.toString());
    expect(data.total).toBe(0);
    const offer = data.relax[0]!;
    expect(offer.action).toBe('Remove “conservatory”');
    const followed = await listings(new URLSearchParams(offer.search).toString());
    expect(followed.total).toBeGreaterThan(0);
    expect(offer.count).toBe(followed.total);
    // The filters found lots: what their own empty page would offer is not needed.
    expect(data.relax.filter((r) => r.action.startsWith('Search'))).toHaveLength(0);
  });

  it('when the filters find nothing either, offers what their own empty page would', async () => {
    const params = await redirectedTo('/listings?search=2+bed+flat+with+balcony+in+york');
    expect(params.get('search')).toBe('balcony');
    const data = await listings(params.toString());
    expect(data.total).toBe(0);
    const offers = data.relax.filter((r) => r.action.startsWith('Search'));
    expect(offers.length).toBeGreaterThan(0);
    // First the nearest: the same flats in the smallest wider circle that holds some. Before,
    // this page offered nothing ("Try a wider area or remove a filter"): each offer kept "balcony".
    expect(offers[0]!.action).toMatch(
      /^Search within \d+ mi of York.*Flats and maisonettes, 2 bedrooms$/,
    );
    for (const offer of offers) {
      const followed = await listings(new URLSearchParams(offer.search).toString());
      expect(followed.total, offer.action).toBe(offer.count);
      expect(followed.total).toBeGreaterThan(0);
      expect(new URLSearchParams(offer.search).has('search'), offer.action).toBe(false);
    }
    // A filter left out keeps the place: York's lots of two bedrooms, any type.
    const york = await listings('location=york&bedrooms=2&bedrooms_max=2');
    expect(york.total).toBeGreaterThan(0);
    const anyType = offers.find((o) => {
      const p = new URLSearchParams(o.search);
      return p.has('location') && !p.has('radius') && !p.has('property_type');
    });
    expect(anyType, JSON.stringify(offers)).toBeDefined();
    expect(anyType!.action).toMatch(/^Search York.*, 2 bedrooms$/);
    expect(anyType!.count).toBe(york.total);
  });
});

describe('words every lot has, in the lot search', () => {
  it('“guide price 50000” is the lots guided up to £50,000; “commercial units leeds” the type', async () => {
    // Were 0 lots: no lot's text says "guide price 50000", and "units" as a word to match.
    expect(await sentTo('/listings?search=guide+price+50000')).toEqual({
      guide_price_max: ['50000'],
    });
    expect(await sentTo('/listings?search=commercial+units+leeds')).toEqual({
      location: ['Leeds'],
      property_type: ['commercial'],
    });
  });
});

describe('a circle and what the lot has, said around the place', () => {
  it('“houses near bath” is Bath and the country around it; near a county is the county', async () => {
    // Was Bath alone: "near" was a word to drop, and Bath holds 3 of the 6 lots within 10 miles.
    expect(await sentTo('/listings?search=houses+near+bath')).toEqual({
      location: ['Bath'],
      radius: ['10'],
      property_type: ['houses'],
    });
    expect(await sentTo('/listings?search=near+devon')).toEqual({ location: ['Devon'] });
    // A circle said is the circle, and a town said with no "near" is the town.
    expect(await sentTo('/listings?search=within+5+miles+near+york')).toMatchObject({
      radius: ['5'],
    });
    expect(await sentTo('/listings?search=houses+bath')).toEqual({
      location: ['Bath'],
      property_type: ['houses'],
    });
  });

  it('“flats within 10 miles of leeds” is that circle, and 3 miles is 3', async () => {
    // Were 0 lots: every word matched as text.
    expect(await sentTo('/listings?search=flats+within+10+miles+of+leeds')).toEqual({
      location: ['Leeds'],
      radius: ['10'],
      property_type: ['flats'],
    });
    // The miles said, not the next circle of the "Within" list (it was 5).
    expect(await sentTo('/listings?search=within+3+miles+of+york')).toEqual({
      location: ['York'],
      radius: ['3'],
    });
    // Sales are found by postcode: the sold-price search is the place's own.
    expect(await sentTo('/sold-house-prices?search=flats+within+5+miles+of+leeds')).toEqual({
      location: ['Leeds'],
      property_type: ['F'],
    });
  });

  it('“leeds 5 miles” is the circle round Leeds; “under 80” and “£150k max” are budgets', async () => {
    // Found by a buyer's walk: "Leeds 5 miles" was 0 lots ("Leeds 5" read as LS5), "2 bed under
    // 80" a £160,000 flat "about 80 years unexpired", "£150k max" 0 lots.
    expect(await sentTo('/listings?search=leeds+5+miles')).toEqual({
      location: ['Leeds'],
      radius: ['5'],
    });
    expect(await sentTo('/listings?search=flats+leeds+2+miles')).toEqual({
      location: ['Leeds'],
      radius: ['2'],
      property_type: ['flats'],
    });
    expect(await sentTo('/listings?search=houses+under+150')).toEqual({
      property_type: ['houses'],
      guide_price_max: ['150000'],
    });
    expect(await sentTo('/listings?search=flats+%C2%A3150k+max')).toEqual({
      property_type: ['flats'],
      guide_price_max: ['150000'],
    });
    // Miles after the place, then more (a second walk: 0 lots, and "within 1 mi of LS5" offered).
    expect(await sentTo('/listings?search=leeds+5+miles+under+150')).toEqual({
      location: ['Leeds'],
      radius: ['5'],
      guide_price_max: ['150000'],
    });
    expect(await sentTo('/listings?search=3+bed+house+max+3+miles+from+york')).toEqual({
      location: ['York'],
      radius: ['3'],
      property_type: ['houses'],
      bedrooms: ['3'],
      bedrooms_max: ['3'],
    });
    // What a number counts is not offered left out: "under 100 sqm" less "sqm" was £100,000.
    const area = await listings('search=under+100+sqm');
    expect(area.relax.map((r) => r.action)).not.toContain('Leave out “sqm”');
    const cheap = await listings('property_type=houses&guide_price_max=150000');
    expect(cheap.total).toBeGreaterThan(0);
    for (const lot of cheap.items) expect(lot.guide_price_min ?? 0).toBeLessThanOrEqual(150_000);
  });

  it('“3 bed houses in leeds under 200k with garden” is those filters and the word', async () => {
    // Was searched as typed (0 lots): "with garden" after the place hid that "leeds" followed "in".
    expect(await sentTo('/listings?search=3+bed+houses+in+leeds+under+200k+with+garden')).toEqual({
      search: ['garden'],
      location: ['Leeds'],
      property_type: ['houses'],
      bedrooms: ['3'],
      bedrooms_max: ['3'],
      guide_price_max: ['200000'],
    });
  });
});

describe('“near me” in the lot search', () => {
  it('is no words to match: “flats near me” is every flat, not the lots that say “near”', async () => {
    // Was 154 lots whose description says "near" (the station, the shops), none of them near.
    // The page asks where the buyer is: "near me" was dropped without a word (a buyer's walk).
    expect(await sentTo('/listings?search=flats+near+me')).toEqual({
      property_type: ['flats'],
      near: ['me'],
    });
    const res = await get('/listings?search=property+near+me');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/listings?near=me');
    const page = (await get('/listings?property_type=flats&near=me')).text;
    expect(page).toContain('You asked for lots near you. These are lots anywhere in the UK');
    expect(page).toMatch(/href="\/listings\?property_type=flats"[^>]*>Search everywhere<\/a>/);
    // Every flat, as before, and the same count as without it.
    expect((await listings('property_type=flats&near=me')).total).toBe(
      (await listings('property_type=flats')).total,
    );
    // A place said with it, or on the page, is the place: "flats in leeds near me".
    expect((await sentTo('/listings?search=flats+in+leeds+near+me')).near).toBeUndefined();
    expect((await sentTo('/listings?location=leeds&search=flats+near+me')).near).toBeUndefined();
    // A "Within" chosen beside it is no circle around anything.
    expect((await sentTo('/listings?search=flats+near+me&radius=10')).radius).toBeUndefined();
    expect((await get('/listings?property_type=flats')).text).not.toContain(
      'You asked for lots near you',
    );
  });
});

describe('a word and a place that no lot holds together, typed without “in”', () => {
  it('“cottage leeds” offers the cottages in the smallest circle around Leeds that holds one first', async () => {
    // Searched as typed (a street could be named so), it found nothing, and the page offered
    // "Leave out “leeds”" (cottages anywhere) and "Leave out “cottage”" (Leeds), never a cottage
    // near Leeds: the reading's circles were only offered without its words.
    const data = await listings('search=cottage+leeds');
    expect(data.total).toBe(0);
    const first = data.relax[0]!;
    const params = new URLSearchParams(first.search);
    expect(params.get('search')).toBe('cottage');
    expect(params.get('location')).toBe('Leeds');
    const radius = Number(params.get('radius'));
    expect(first.action).toBe(`Search within ${radius} mi of Leeds, “cottage”`);
    const followed = await listings(params.toString());
    expect(followed.total).toBe(first.count);
    expect(first.count).toBeGreaterThan(0);
    // The smallest: the circle below it holds no cottage.
    const smaller = RADIUS_CHOICES_MILES.filter((r) => r < radius).at(-1);
    if (smaller !== undefined) {
      params.set('radius', String(smaller));
      expect((await listings(params.toString())).total).toBe(0);
    }
    // The filters without the word are not offered beside it: "Leave out “cottage”" says that.
    expect(data.relax.filter((r) => r.action.startsWith('Search within'))).toHaveLength(1);
  });

  it('a circle said with them is counted as that circle, and only wider ones are offered', async () => {
    // Counted for Leeds itself, the offers said one number and led to another.
    const data = await listings('search=cottage+leeds+within+5+miles');
    expect(data.total).toBe(0);
    expect(data.relax.length).toBeGreaterThan(0);
    for (const offer of data.relax) {
      const followed = await listings(new URLSearchParams(offer.search).toString());
      expect(followed.total, offer.action).toBe(offer.count);
    }
    const first = new URLSearchParams(data.relax[0]!.search);
    expect(first.get('search')).toBe('cottage');
    expect(Number(first.get('radius'))).toBeGreaterThan(5);
    // Was "Search within 25 miles of Leeds, Within 5 mi of Leeds, “cottage”".
    expect(data.relax[0]!.action).toBe(
      `Search within ${first.get('radius')} mi of Leeds, “cottage”`,
    );
  });
});

describe('words, then “in” and a place', () => {
  it('“garden flat in leeds” is the flats in Leeds whose text says garden, all of them', async () => {
    const to = await sentTo('/listings?search=garden+flat+in+leeds');
    expect(to).toMatchObject({ search: ['garden'], property_type: ['flats'] });
    expect(to.location?.[0]).toMatch(/^Leeds/);
    const { rows } = await t.db.query<{ slug: string }>(
      "SELECT slug FROM locations WHERE kind = 'town' AND name = 'Leeds'",
    );
    const { rows: truth } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auction_properties a
        WHERE ${all(FOR_SALE, under(rows[0]!.slug), typeIn(...TYPES.flats), mentions('garden'))}`,
    );
    const found = await listings(
      (await redirectedTo('/listings?search=garden+flat+in+leeds')).toString(),
    );
    expect(truth[0]!.n).toBeGreaterThan(0);
    expect(found.total).toBe(truth[0]!.n);
  });

  it('the place after “in” comes first: “victoria terrace in leeds” is in Leeds, not Victoria', async () => {
    const to = await sentTo('/listings?search=victoria+terrace+in+leeds');
    expect(to.location?.[0]).toMatch(/^Leeds/);
    expect(to.search).toEqual(['victoria']);
  });

  it('words after “in” that are no place leave the search as typed: “cottage in york road”', async () => {
    const res = await get('/listings?search=cottage+in+york+road');
    expect(res.status).toBe(200);
    expect(res.text).toContain('“cottage in york road”');
  });
});

describe('a word that lots hold is no misspelt place', () => {
  it('“garage” is not read as Garvagh', async () => {
    // The bungalows that say garage: none in the seed.
    const to = await sentTo('/listings?search=detached+bungalow+with+garage');
    expect(to).toEqual({ search: ['detached bungalow with garage'], property_type: ['bungalows'] });
    const data = await listings('search=garage&property_type=bungalows');
    expect(data.total).toBe(0);
    const actions = data.relax.map((r) => r.action).join(' | ');
    expect(actions).not.toMatch(/Garvagh/);
  });

  it('a misspelt place is still offered: “bungalow leedz”', async () => {
    const data = await listings('search=bungalow+leedz');
    expect(data.total).toBe(0);
    expect(data.relax[0]!.action).toMatch(/^Search Leeds/);
  });
});

describe('a street or building named like a place and a type', () => {
  it('“Victoria Terrace” is the street the lots stand in, not the terraced houses of Victoria', async () => {
    // Every such name in the seed's addresses ("Victoria Terrace", "Albert Terrace", …).
    const { rows } = await t.db.query<{ name: string; lots: string }>(
      `SELECT m[1] AS name, count(*)::text AS lots
         FROM auction_properties, regexp_matches(address, '([A-Z][a-z]+ Terrace)\\M') AS m
        GROUP BY m[1] ORDER BY m[1]`,
    );
    expect(rows.map((r) => r.name)).toContain('Victoria Terrace');
    for (const { name } of rows) {
      const res = await get(`/listings?search=${encodeURIComponent(name)}`);
      expect(res.status, `${name} → ${res.headers.location}`).toBe(200);
    }
    const data = await listings('search=Victoria+Terrace&lot_status=all');
    const { rows: there } = await t.db.query<{ id: string }>(
      "SELECT id::text AS id FROM auction_properties WHERE address LIKE '%Victoria Terrace%'",
    );
    expect(there.length).toBeGreaterThan(0);
    expect(data.total).toBeGreaterThanOrEqual(there.length);
  });

  it('“flats in victoria terrace” is the street after “in”; “flats in victoria” is still the place', async () => {
    // Was the flats and terraced houses of Victoria (Gwent): 0 lots, and no word of the street.
    const res = await get('/listings?search=flats+in+victoria+terrace');
    expect(res.status, res.headers.location).toBe(200);
    expect(res.text).toContain('“flats in victoria terrace”');
    const place = await sentTo('/listings?search=flats+in+victoria');
    expect(place.location?.[0]).toMatch(/^Victoria/);
    expect(place.property_type).toEqual(['flats']);
    expect((await sentTo('/listings?search=houses+in+leeds')).location?.[0]).toMatch(/^Leeds/);
  });

  it('a place and a type that no address holds is still those filters', async () => {
    expect((await sentTo('/listings?search=leeds+terrace')).property_type).toEqual([
      'Terraced house',
    ]);
  });
});

describe('“auction houses in london” in the lot search', () => {
  it('is the auction houses with lots in London, not the houses for sale there', async () => {
    const res = await get('/listings?search=auction+houses+in+london');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auctioneers?search=london');
    const page = await get(res.headers.location!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Auction houses with lots for sale in Greater London');
    // From either box, and the houses alone.
    expect((await get('/listings?location=property+auctioneers+leeds')).headers.location).toBe(
      '/auctioneers?search=leeds',
    );
    expect((await get('/listings?search=Auctioneers')).headers.location).toBe('/auctioneers');
    // Where the buyer is is no word to find: "me" found the 7 houses whose names hold it.
    for (const said of [
      'auction+house+near+me',
      'auctioneers+nearby',
      'auction+houses+close+to+me',
    ])
      expect((await get(`/listings?search=${said}`)).headers.location, said).toBe('/auctioneers');
    // A way of selling said with it is about lots: the online auctions of houses.
    expect((await sentTo('/listings?search=online+auction+houses')).auction_method).toEqual([
      'Online',
    ]);
  });
});

describe('“detached bungalow” in the lot search', () => {
  it('is the bungalows, not every detached house as well', async () => {
    // Which bungalow is kept for the titles (its noun too: "detached" alone would be read again
    // as the detached-house type).
    expect(await sentTo('/listings?search=detached+bungalow')).toEqual({
      search: ['detached bungalow'],
      property_type: ['bungalows'],
    });
    expect(await sentTo('/listings?search=semi+detached+bungalows')).toEqual({
      search: ['semi detached bungalow'],
      property_type: ['bungalows'],
    });
  });
});

describe('“with” in the lot search', () => {
  it('what comes with a type is a word to find, not a second type', async () => {
    // "flats with parking" is the flats that say parking, not flats and parking spaces.
    expect(await sentTo('/listings?search=flats+with+parking')).toEqual({
      search: ['with parking'],
      property_type: ['flats'],
    });
    const data = await listings('search=parking&property_type=flats');
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan((await listings('property_type=flats')).total);
    // A type said anywhere in what the lot has is the lot's: "garage" was a second type.
    expect(await sentTo('/listings?search=detached+house+with+double+garage')).toEqual({
      search: ['with double garage'],
      property_type: ['Detached house'],
    });
  });

  it('“terraced house with garden” is the terraced houses that say garden, end-of-terrace too', async () => {
    // Was searched as typed: "terraced" as a word missed the end-of-terrace and mid-terrace lots.
    expect(await sentTo('/listings?search=terraced+house+with+garden')).toEqual({
      search: ['garden'],
      property_type: ['Terraced house'],
    });
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auction_properties a
        WHERE ${all(FOR_SALE, typeIn('Terraced house'), mentions('garden'))}`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    const data = await listings('search=garden&property_type=Terraced+house');
    expect(data.total).toBe(rows[0]!.n);
  });

  it('the word after “with” is what the lot has, not a place: “house with pool” is not Pool', async () => {
    // Was sent to Pool, North Yorkshire: 0 lots. A place said after it is still the place.
    expect(await sentTo('/listings?search=house+with+pool')).toEqual({
      search: ['pool'],
      property_type: ['houses'],
    });
    expect(await sentTo('/listings?search=flats+with+parking+leeds')).toEqual({
      search: ['with parking'],
      location: ['Leeds'],
      property_type: ['flats'],
    });
  });

  it('an empty page never offers leaving out a word that says nothing', async () => {
    const data = await listings('search=cottage+with+land');
    expect(data.total).toBe(0);
    const actions = data.relax.map((r) => r.action);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions).not.toContain('Leave out “with”');
    expect(actions.join(' ')).not.toMatch(/Leave out “(with|in|property)”/);
  });
});

describe('the words of the sold-price search', () => {
  it('“house prices in bath” is every sale in Bath, flats included', async () => {
    const to = await redirectedTo('/sold-house-prices?search=house+prices+in+bath');
    expect(to.get('location')).toMatch(/^Bath/);
    expect(to.get('property_type')).toBeNull();
    expect(await redirectedTo('/sold-house-prices?search=sold+prices+bristol')).toEqual(
      new URLSearchParams({ location: 'Bristol' }),
    );
  });

  it('“carlton terrace” is the street sales were made in, not the terraced houses of Carlton', async () => {
    // Before the sale, the words are a place and a type…
    const before = await redirectedTo('/sold-house-prices?search=carlton+terrace');
    expect(before.get('location')).toMatch(/^Carlton/);
    await t.db.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type,
          old_new, duration, paon, street, town_city, ppd_category)
        VALUES ('{CARLTON-TERRACE-1}', 187500, date '2025-06-02', 'LS6 1AB', 'T', 'N', 'F', '12',
          'CARLTON TERRACE', 'LEEDS', 'A')`,
    );
    // …and once a street of that name holds a sale, they are the street.
    const res = await get('/sold-house-prices?search=carlton+terrace');
    expect(res.status).toBe(200);
    expect(res.text).toContain('£187,500');
    // Words that name no street are still the filters.
    expect((await redirectedTo('/sold-house-prices?search=leeds+terrace')).get('location')).toMatch(
      /^Leeds/,
    );
  });

  it('“online” or “modern method” names no sale: the text stays a search', async () => {
    const res = await get('/sold-house-prices?search=online+flats+in+leeds');
    expect(res.status).toBe(200);
    expect(res.text).toContain('online flats in leeds');
  });
});

describe('bathrooms and sums as buyers write them', () => {
  it('“3 bed 2 bath” is the three-bedroom lots, with no offer of the city of Bath', async () => {
    // Was the words "2 bath" with three bedrooms: 0 lots, and "Search within 25 mi of Bath" first.
    expect(await sentTo('/listings?search=3+bed+2+bath')).toEqual({
      bedrooms: ['3'],
      bedrooms_max: ['3'],
    });
  });

  it('“flats 50-100k”, “house 100 grand” and “flat sub 80k” are those guide prices', async () => {
    // Each was words to match: 0 lots.
    expect(await sentTo('/listings?search=flats+50-100k')).toEqual({
      property_type: ['flats'],
      guide_price_min: ['50000'],
      guide_price_max: ['100000'],
    });
    expect(await sentTo('/listings?search=house+100+grand')).toEqual({
      property_type: ['houses'],
      guide_price_max: ['100000'],
    });
    expect(await sentTo('/listings?search=flat+sub+80k')).toEqual({
      property_type: ['flats'],
      guide_price_max: ['80000'],
    });
  });
});

describe('a postcode area said by its letters', () => {
  it('is the area when nothing else is left, or after “in”; a flat’s letter stays a word', async () => {
    // "ls" was a word to match: "No lots match this search", "Remove “ls”".
    expect(await sentTo('/listings?search=ls')).toEqual({ location: ['LS'] });
    expect(await sentTo('/listings?search=flats+ls')).toEqual({
      location: ['LS'],
      property_type: ['flats'],
    });
    expect(await sentTo('/listings?search=houses+in+bd')).toEqual({
      location: ['BD'],
      property_type: ['houses'],
    });
    expect(await sentTo('/listings?search=B')).toEqual({ location: ['B'] });
    const area = await listings('location=LS');
    expect(area.place).toMatchObject({ kind: 'area', label: 'LS' });
    expect(area.total).toBeGreaterThan(0);
    // "flat b" is Flat B of some address: the letter alone is no area beside other words.
    const flatB = await get('/listings?search=flat+b');
    expect(flatB.status).toBe(200);
  });
});

describe('a type typed with a typo', () => {
  it('“detatched houses leeds” is Leeds’ detached houses', async () => {
    // Was 0 lots: "Leave out “detatched”: 14 lots" (every house in Leeds).
    expect(await sentTo('/listings?search=detatched+houses+leeds')).toEqual({
      location: ['Leeds'],
      property_type: ['Detached house'],
    });
  });
});

describe('words every lot at auction answers, and needing work said every way', () => {
  it('“houses with no chain” is every house; “needing renovation” the lots that need work', async () => {
    // Both found no lot: "no chain" was two words to match, "needing renovation" no phrase known.
    const houses = (await listings('property_type=houses')).total;
    expect(await sentTo('/listings?search=houses+with+no+chain')).toEqual({
      search: ['no chain'],
      property_type: ['houses'],
    });
    expect((await listings('search=no+chain&property_type=houses')).total).toBe(houses);
    const needing = (await listings('search=needing+renovation')).total;
    expect(needing).toBeGreaterThan(0);
    expect(needing).toBe((await listings('search=needs+work')).total);
  });
});

describe('listing shorthand and names that are no places', () => {
  it('“house nr bath” is houses near Bath; “parking space” the garages and parking', async () => {
    // Both were words to match: 0 lots.
    expect(await sentTo('/listings?search=house+nr+bath')).toEqual({
      location: ['Bath'],
      radius: [String(NEAR_TOWN_MILES)],
      property_type: ['houses'],
    });
    expect(await sentTo('/listings?search=parking+space')).toEqual({ property_type: ['garages'] });
  });

  it('an auction house’s name two letters from a town is not offered as the town', async () => {
    // "allsop" offered "Search within 10 mi of Alloa".
    const data = await listings('search=allsop');
    expect(data.relax.map((r) => r.action).join(' | ')).not.toMatch(/Alloa/);
  });
});

describe('the work a lot needs said as a verb, and a shop with a home above it', () => {
  it('“renovate” and “flat to renovate london” find the lots that need work', async () => {
    // "renovate" found 0 lots; "flat to renovate london" 0 lots, offering London's flats whatever
    // their state.
    const needing = (await listings('search=needs+work')).total;
    expect(needing).toBeGreaterThan(0);
    expect((await listings('search=renovate')).total).toBe(needing);
    expect(await sentTo('/listings?search=flat+to+renovate+london')).toEqual({
      search: ['to renovate'],
      location: ['Greater London'],
      property_type: ['flats'],
    });
    const there = await listings('search=to+renovate&location=Greater+London&property_type=flats');
    expect(there.total).toBe(
      (await listings('search=needs+work&location=Greater+London&property_type=flats')).total,
    );
    expect(there.total).toBeGreaterThan(0);
  });

  it('“shop with flat above” and “flat above shop” are the mixed-use lots', async () => {
    // Both were words to match: 55 lots, flats whose description says the shops are near.
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auction_properties a
        WHERE ${all(FOR_SALE, typeIn(...TYPES.mixedUse))}`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    for (const words of ['shop with flat above', 'flat above shop', 'shop & maisonette over']) {
      const to = await sentTo(`/listings?search=${encodeURIComponent(words)}`);
      expect(to, words).toEqual({ property_type: ['mixed-use'] });
      expect((await listings('property_type=mixed-use')).total).toBe(rows[0]!.n);
    }
  });

  it('“end of terrace”, “mid terrace”, “detached bungalow” are those, none of the others', async () => {
    // Found by a buyer's walk: "mid terrace house" was every terraced house, and "end of terrace"
    // as text matched mid-terrace houses whose description says "when bidding ends".
    const ids = (...conditions: string[]) =>
      t.db
        .query<{ id: string }>(
          `SELECT a.id::text AS id FROM auction_properties a WHERE ${all(FOR_SALE, ...conditions)} ORDER BY a.id`,
        )
        .then((r) => r.rows.map((row) => row.id));
    const every = async (qs: string) => {
      const first = await listings(qs);
      const found = first.items.map((l) => String(l.id));
      for (let page = 2; (page - 1) * PAGE_SIZE < first.total; page++)
        found.push(...(await listings(`${qs}&page=${page}`)).items.map((l) => String(l.id)));
      return sorted(found);
    };
    for (const [typed, truth] of [
      ['end of terrace', [typeIn('Terraced house'), String.raw`a.title ~* '\mend-of-terrace'`]],
      ['mid terrace house', [typeIn('Terraced house'), String.raw`a.title ~* '\mmid-terrace'`]],
      // Found by a buyer's walk: "detached bungalow" was every bungalow, semi-detached ones too.
      [
        'detached bungalows',
        [
          typeIn('Bungalow'),
          String.raw`a.title ~* '\mdetached bungalow'`,
          String.raw`a.title !~* 'semi'`,
        ],
      ],
      ['semi detached bungalow', [typeIn('Bungalow'), String.raw`a.title ~* 'semi-detached'`]],
    ] as const) {
      const expected = await ids(...truth);
      expect(expected.length, typed).toBeGreaterThan(0);
      // Read as filters: the terraced houses, "end terrace" in their titles.
      const params = await redirectedTo(`/listings?search=${encodeURIComponent(typed)}`);
      expect(await every(params.toString()), typed).toEqual(expected);
      // Read again, the page is itself: it led to itself.
      expect((await get(`/listings?${params}`)).status, typed).toBe(200);
    }
    expect(await sentTo('/listings?search=end+terraced+house')).toEqual({
      search: ['end terraced'],
      property_type: ['Terraced house'],
    });
    // The Location box holding the page's own type alone is that page, as before.
    expect(await sentTo('/listings?location=flats&property_type=flats')).toEqual({
      property_type: ['flats'],
    });
  });

  it('“shop” and “office” are the lots titled so, of any type', async () => {
    // Found by a buyer's walk: "shop" was every commercial lot (36: warehouses, pubs, restaurants;
    // 10 shops), without the shops with a flat above; "shop in bristol" one warehouse.
    const titled = (pattern: string, ...more: string[]) =>
      t.db
        .query<{ id: string }>(
          `SELECT a.id::text AS id FROM auction_properties a
            WHERE ${all(FOR_SALE, `a.title ~* ${lit(pattern)}`, ...more)} ORDER BY a.id`,
        )
        .then((r) => r.rows.map((row) => row.id));
    const shops = await titled(String.raw`\m(shops?|retail)\M`);
    expect(shops.length).toBeGreaterThan(PAGE_SIZE);
    const found = await listings('search=shop');
    expect(found.total).toBe(shops.length);
    // Mixed use among them: "Shop with two-bedroom flat above".
    expect(found.items.map((l) => l.property_type)).toContain('Mixed use');
    expect(await sentTo('/listings?search=shop+in+bristol')).toEqual({
      location: ['Bristol'],
      search: ['shop'],
    });
    const bristol = await listings('location=Bristol&search=shop');
    const { rows } = await t.db.query<{ slug: string }>(
      `SELECT slug FROM locations WHERE kind = 'town' AND name = 'Bristol' LIMIT 1`,
    );
    expect(sorted(bristol.items.map((l) => String(l.id)))).toEqual(
      await titled(String.raw`\m(shops?|retail)\M`, under(rows[0]!.slug)),
    );
    expect((await listings('search=offices')).total).toBe(
      (await titled(String.raw`\moffices?\M`)).length,
    );
  });
});

describe('what a buyer refuses: “not”, “no”, “without”', () => {
  // Found by a buyer's walk: each of these found the lots refused, under a chip of the words.
  const count = (...conditions: string[]) => countLots(t, all(FOR_SALE, ...conditions));

  it('“not leasehold” is every other tenure, “houses not flats” the houses', async () => {
    expect(await sentTo('/listings?search=not+leasehold')).toEqual({
      tenure: ['Freehold', 'Share of freehold', 'Heritable'],
    });
    const others = await listings('tenure=Freehold&tenure=Share+of+freehold&tenure=Heritable');
    expect(others.total).toBe(
      await count(`a.tenure IN ('Freehold', 'Share of freehold', 'Heritable')`),
    );
    expect(others.total).toBeGreaterThan(0);
    expect(await sentTo('/listings?search=houses+not+flats')).toEqual({
      property_type: ['houses'],
    });
    // A review: of the page's own choice nothing left, every other type ("not flats" on the
    // flats was every lot, flats too).
    expect(await sentTo('/listings?property_type=flats&search=not+flats')).toEqual({
      property_type: ['houses', 'bungalows', 'land', 'commercial', 'mixed-use', 'garages'],
    });
    // Refused on a page of every house: the houses less the terraced ones.
    expect(await sentTo('/listings?property_type=houses&search=not+terraced')).toEqual({
      property_type: ['Detached house', 'Semi-detached house'],
    });
  });

  it('“not tenanted” is no let lot, and “no reserve” no lot at all', async () => {
    const data = await listings('search=not+tenanted');
    const letLots = (await listings('search=tenanted')).total;
    expect(letLots).toBeGreaterThan(0);
    expect(data.total).toBe((await count('true')) - letLots);
    expect(data.items.some((l) => /tenant|let\b/i.test(l.title))).toBe(false);
    // No lot here is sold without a reserve: "no reserve" was 325 lots "above the reserve".
    expect((await listings('search=no+reserve')).total).toBe(0);
  });

  it('“vacant 2 bed flat london under 300k” is read whole, “vacant” a kind of lot', async () => {
    // It kept "vacant flat london under 300k" as words beside 2 bedrooms: 0 lots, the reading
    // only offered.
    expect(await sentTo('/listings?search=vacant+2+bed+flat+london+under+300k')).toEqual({
      search: ['vacant'],
      location: ['Greater London'],
      property_type: ['flats'],
      bedrooms: ['2'],
      bedrooms_max: ['2'],
      guide_price_max: ['300000'],
    });
    // "vacant or tenanted" is either: every lot that says one or the other.
    const either = (await listings('search=vacant+or+tenanted')).total;
    const vacant = (await listings('search=vacant')).total;
    const tenanted = (await listings('search=tenanted')).total;
    expect(vacant).toBeGreaterThan(0);
    expect(either).toBeGreaterThanOrEqual(Math.max(vacant, tenanted));
    expect(either).toBeLessThanOrEqual(vacant + tenanted);
  });

  it('“not in london” names no place: London’s lots were what it found', async () => {
    const to = await redirectedTo('/listings?search=flats+not+in+london');
    expect(to.get('location')).toBeNull();
    // A review: one place refused leaves the other ("houses in leeds not bradford" was no place).
    expect((await sentTo('/listings?search=houses+in+leeds+not+bradford')).location).toEqual([
      'Leeds',
    ]);
    const data = await listings(to.toString());
    const flatsInLondon = await count(typeIn(...TYPES.flats), mentions('london'));
    expect(flatsInLondon).toBeGreaterThan(0);
    expect(data.total).toBe((await count(typeIn(...TYPES.flats))) - flatsInLondon);
  });
});

describe('an auction house we do not list, named in the lot search', () => {
  it('“SDL auctions” says we list no such house and links the ones we list', async () => {
    // Was 0 lots and "Leave out “sdl”: every lot" beside "Remove “sdl auctions”", nothing of why.
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auction_houses',
    );
    const data = await listings('search=SDL+auctions');
    expect(data.total).toBe(0);
    expect(data.unlistedHouse).toEqual({ said: 'SDL', houses: rows[0]!.n, like: null });
    // Leaving out the name leaves no word that says anything: that is "Remove", offered once.
    expect(data.relax.map((r) => r.action)).toEqual(['Remove “SDL auctions”']);
    const html = (await get('/listings?search=SDL+auctions')).text;
    expect(html).toContain('We list no auction house called “SDL”.');
    expect(html).toMatch(
      new RegExp(`href="/auctioneers"[^>]*>See the ${rows[0]!.n} auction houses`),
    );
  });

  it('a house’s name with a typo offers that house; words lots say are no house', async () => {
    const { rows } = await t.db.query<{ id: string; name: string }>(
      `SELECT id::text, name FROM auction_houses
        WHERE name ~* '^[a-z]{7,} (property )?auctions$' ORDER BY id LIMIT 1`,
    );
    const house = rows[0]!;
    const own = house.name.split(' ')[0]!.toLowerCase();
    // Two letters swapped in the middle: one typo.
    const typo = own.slice(0, 2) + own[3] + own[2] + own.slice(4);
    const data = await listings(`search=${typo}+auctions`);
    expect(data.unlistedHouse?.like).toEqual({
      id: Number(house.id),
      name: house.name,
      start: false,
    });
    // "ludgate auctions": the first word of Ludgate Hammer & Co's name is that house, not one we
    // lack (the page said "We list no auction house called “ludgate”"); then it was offered, and
    // now it is the house's lots (decision 141), unless a place of the name has held lots.
    const houses = await t.db.query<{ id: string; name: string }>(
      'SELECT id::text, name FROM auction_houses ORDER BY id',
    );
    const firsts = houses.rows.map((h) => houseOwnWords(h.name)[0]);
    const started = [];
    for (const h of houses.rows) {
      const own = houseOwnWords(h.name);
      if (own.length < 2 || !/^[a-z]+$/.test(own[0]!)) continue;
      if (firsts.filter((f) => f === own[0]).length > 1) continue;
      const sent = await sentTo(`/listings?search=${own[0]}+auctions`);
      // A place of that name that has held lots is sent there ("cotswold auctions").
      if (sent.location) continue;
      expect(sent, h.name).toEqual({ auction_house: [h.id] });
      started.push(h.name);
    }
    expect(started.length).toBeGreaterThan(0);
    // "repossession auctions" finds the repossessions: lots say the word.
    const repossessions = await listings('search=repossession+auctions');
    expect(repossessions.total).toBeGreaterThan(0);
    expect(repossessions.unlistedHouse).toBeNull();
    expect((await listings('search=probate+auctions')).unlistedHouse).toBeNull();
  });
});
