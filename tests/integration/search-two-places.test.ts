import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { all, FOR_SALE, typeIn, TYPES, under } from '../helpers/lot-truth';

/**
 * "flats in leeds or bradford": two places a buyer would take either of. The search holds one
 * place, so each is offered with the rest of what the words say. Before, the page offered "Search
 * within 10 mi of Leeds, Flats, “or bradford”" and "Leave out “bradford”" (a text search for
 * "flats in leeds or"). And "and" between two kinds of lot ("house and land in york") was left as
 * a word to find, which no lot matched.
 */

const { t, get } = seededDirectoryApp();
const { redirectedTo, listings } = searchAnswers(get);

const count = async (where: string) => {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auction_properties a WHERE ${where}`,
  );
  return rows[0]!.n;
};

describe('two places joined by “or” or “and” in the lot search', () => {
  it('“flats in leeds or bradford” offers the flats of each, counted as following them finds', async () => {
    const data = await listings('search=flats+in+leeds+or+bradford');
    // Searched as typed (no lot's text holds all of it): the page of offers.
    expect(data.total).toBe(0);
    const [leeds, bradford] = data.relax;
    expect(leeds).toMatchObject({
      action: 'Search Leeds, Flats and maisonettes',
      search: '?location=Leeds&property_type=flats',
      count: await count(
        all(under('england/west-yorkshire/leeds'), typeIn(...TYPES.flats), FOR_SALE),
      ),
    });
    expect(bradford).toMatchObject({
      action: 'Search Bradford, Flats and maisonettes',
      search: '?location=Bradford&property_type=flats',
      count: await count(
        all(under('england/west-yorkshire/bradford'), typeIn(...TYPES.flats), FOR_SALE),
      ),
    });
    for (const offer of [leeds!, bradford!]) {
      expect(offer.count).toBeGreaterThan(0);
      expect((await listings(offer.search.slice(1))).total).toBe(offer.count);
    }
    // No offer keeps the joining word, or one place's name, as words to find.
    for (const offer of data.relax)
      expect(new URLSearchParams(offer.search).get('search') ?? '').not.toMatch(
        /\b(or|leeds|bradford)\b/,
      );
  });

  it('“york and harrogate” offers each town, the first said first', async () => {
    const data = await listings('search=york+and+harrogate');
    expect(data.total).toBe(0);
    expect(data.relax.slice(0, 2).map((r) => r.search)).toEqual([
      '?location=York',
      '?location=Harrogate',
    ]);
  });

  it('a place whose name holds “and” is that place: “tyne and wear” is the county', async () => {
    expect(Object.fromEntries(await redirectedTo('/listings?search=tyne+and+wear'))).toEqual({
      location: 'Tyne and Wear',
    });
  });
});

describe('which of the places some words name is searched', () => {
  it('“bradford or leeds” offers Bradford first, as it was said', async () => {
    const data = await listings('search=bradford+or+leeds');
    expect(data.relax.slice(0, 2).map((r) => r.search)).toEqual([
      '?location=Bradford',
      '?location=Leeds',
    ]);
  });

  it('of two places the words name, the larger: “probate sale liverpool” is Liverpool, not Sale', async () => {
    // Was "Search Sale: 1 lot" (Sale, Greater Manchester), the first place the words named.
    const to = await redirectedTo('/listings?search=probate+sale+liverpool');
    expect(to.get('location')).toBe('Liverpool');
    expect(to.get('search')).toBe('probate sale');
  });

  it('a street, then its town: “york road leeds” is read as York Road in Leeds', async () => {
    // Was York's lots with "road leeds" as words.
    // A lot for sale in Leeds on York Road (the seed may hold none there).
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a
        WHERE ${all(under('england/west-yorkshire/leeds'), FOR_SALE)} ORDER BY a.id LIMIT 1`,
    );
    await t.db.query(
      `UPDATE auction_properties SET address = '12 York Road, Leeds' WHERE id = $1`,
      [rows[0]!.id],
    );
    const data = await listings('search=york+road+leeds');
    expect(data.items.map((l) => String(l.id))).toContain(rows[0]!.id);
    // Offered beside the lots that say both (decision 131: the street as its words together).
    const reading = new URLSearchParams(data.reading!.search);
    expect(reading.get('location')).toBe('Leeds');
    expect(reading.get('search')).toBe('york road');
  });

  it('a district’s letters beside a town are no place over it: “barn penrith near m6” is Penrith', async () => {
    // "m6" is the motorway here, not Salford's M6 district.
    const data = await listings('search=barn+penrith+near+m6');
    const offered = data.reading?.search ?? data.relax[0]?.search ?? '';
    expect(new URLSearchParams(offered).get('location')).toBe('Penrith');
  });

  it('a town’s name that ends as a street does is the town: “houses in street somerset”', async () => {
    // "street" ends street names, but "street somerset" is the town of Street, in Somerset.
    for (const [words, place] of [
      ['houses+in+street+somerset', 'Street'],
      ['burgess+hill+west+sussex', 'Burgess Hill'],
    ] as const) {
      // Sent there when every word is understood ("somerset" says where Street is), else offered.
      const res = await get(`/listings?search=${words}`);
      const data = res.status === 302 ? null : await listings(`search=${words}`);
      const to = res.headers.location ?? data?.reading?.search ?? data?.relax[0]?.search ?? '';
      expect(new URLSearchParams(to.split('?')[1]).get('location'), words).toBe(place);
    }
  });
});

describe('“and” between the kinds of lot', () => {
  it('“house and land in york” is York’s houses and land, every one of them', async () => {
    const to = await redirectedTo('/listings?search=house+and+land+in+york');
    expect(to.getAll('property_type')).toEqual(['houses', 'land']);
    expect(to.get('location')).toBe('York');
    expect(to.has('search')).toBe(false);
    const expected = await count(
      all(under('england/north-yorkshire/york'), typeIn(...TYPES.houses, ...TYPES.land), FOR_SALE),
    );
    expect(expected).toBeGreaterThan(0);
    expect((await listings(to.toString())).total).toBe(expected);
  });

  it('between words of a kind, it stays: “bed and breakfast in leeds” is searched as those words', async () => {
    const to = await redirectedTo('/listings?search=bed+and+breakfast+in+leeds');
    expect(to.get('search')).toBe('bed and breakfast');
    expect(to.get('location')).toBe('Leeds');
  });
});
