import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { all, FOR_SALE, lit } from '../helpers/lot-truth';

/**
 * Bedrooms are a range, as on UK portals: a fewest (`bedrooms`) and a most (`bedrooms_max`).
 * "2 bed flat" had found every flat of two bedrooms or more ("2+ bedrooms"), so a buyer of a
 * two-bedroom flat was shown three-bedroom ones, and no search could ask for exactly two.
 */

const { t, get } = seededDirectoryApp();
const { redirectedTo, listings } = searchAnswers(get);

/** Ids of the lots for sale that meet `sql` (over `auction_properties a`), sorted. */
const truthIds = async (sql: string) =>
  (
    await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a WHERE ${sql} ORDER BY a.id`,
    )
  ).rows.map((r) => r.id);

/** Every lot id the search finds, page by page. */
async function foundIds(qs: string): Promise<string[]> {
  const first = await listings(qs);
  const ids = first.items.map((l) => String(l.id));
  for (let page = 2; ids.length < first.total; page++)
    ids.push(...(await listings(`${qs}&page=${page}`)).items.map((l) => String(l.id)));
  return ids.sort();
}

describe('bedrooms as a range', () => {
  it('finds the lots of that many bedrooms, a range, a fewest or a most, each its own chip', async () => {
    const cases = [
      { qs: 'bedrooms=2&bedrooms_max=2', sql: 'a.bedrooms = 2', chip: '2 bedrooms' },
      { qs: 'bedrooms=2&bedrooms_max=3', sql: 'a.bedrooms BETWEEN 2 AND 3', chip: '2–3 bedrooms' },
      { qs: 'bedrooms=3', sql: 'a.bedrooms >= 3', chip: '3+ bedrooms' },
      { qs: 'bedrooms_max=1', sql: 'a.bedrooms <= 1', chip: 'Up to 1 bedroom' },
      // A studio's count is 0: "bedrooms_max=0" was dropped, and no search found the studios.
      { qs: 'bedrooms_max=0', sql: 'a.bedrooms = 0', chip: 'Studios' },
    ];
    for (const { qs, sql, chip } of cases) {
      const data = await listings(qs);
      const truth = await truthIds(all(FOR_SALE, sql));
      expect(truth.length, qs).toBeGreaterThan(0);
      expect(await foundIds(qs), qs).toEqual(truth);
      expect(data.chips.map((c) => c.label)).toEqual([chip]);
    }
    // Two bedrooms exactly is fewer lots than two or more: the seed has lots of three.
    expect((await listings('bedrooms=2&bedrooms_max=2')).total).toBeLessThan(
      (await listings('bedrooms=2')).total,
    );
  });

  it('a range the wrong way round is sent to the range between the two', async () => {
    const res = await get('/listings?bedrooms=4&bedrooms_max=2&property_type=houses');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/listings?bedrooms=2&bedrooms_max=4&property_type=houses');
  });

  it('the filter form offers a fewest and a most, each showing the URL’s value', async () => {
    const res = await get('/listings?bedrooms=2&bedrooms_max=3');
    expect(res.status).toBe(200);
    const select = (name: string) =>
      new RegExp(`<select[^>]*name="${name}"[^>]*>[\\s\\S]*?</select>`).exec(res.text)?.[0] ?? '';
    expect(select('bedrooms')).toMatch(/aria-label="Fewest bedrooms"/);
    expect(select('bedrooms')).toMatch(/<option value="2" selected="">2<\/option>/);
    expect(select('bedrooms_max')).toMatch(/aria-label="Most bedrooms"/);
    expect(select('bedrooms_max')).toMatch(/<option value="3" selected="">3<\/option>/);
  });

  it('“2 bed flat” is two bedrooms; “2+ bed”, “2-3 bed” and “up to 2 bed” say so', async () => {
    const said = {
      '2 bed flat': { bedrooms: '2', bedrooms_max: '2' },
      '2+ bed flat': { bedrooms: '2', bedrooms_max: null },
      '2-3 bed flat': { bedrooms: '2', bedrooms_max: '3' },
      'up to 2 bed flat': { bedrooms: null, bedrooms_max: '2' },
      'studio flat': { bedrooms: null, bedrooms_max: '0' },
    };
    for (const [words, want] of Object.entries(said)) {
      const params = await redirectedTo(`/listings?search=${encodeURIComponent(words)}`);
      expect(params.get('property_type'), words).toBe('flats');
      expect(params.get('bedrooms'), words).toBe(want.bedrooms);
      expect(params.get('bedrooms_max'), words).toBe(want.bedrooms_max);
      expect(params.has('search'), words).toBe(false);
    }
  });

  it('words around the count bound it: “over 3 beds”, “less than 3 bedrooms”, “3/4 bed house”', async () => {
    // "over 3 beds" was the village of Over with exactly three bedrooms; "less than 3 bedrooms"
    // offered "Search 3 bedrooms"; "3/4 bed house" found nothing.
    const said = {
      'over 3 beds': { bedrooms: '4', bedrooms_max: null, property_type: null },
      'less than 3 bedrooms': { bedrooms: null, bedrooms_max: '2', property_type: null },
      '3/4 bed house': { bedrooms: '3', bedrooms_max: '4', property_type: 'houses' },
      '2 bed max': { bedrooms: null, bedrooms_max: '2', property_type: null },
    };
    for (const [words, want] of Object.entries(said)) {
      const params = await redirectedTo(`/listings?search=${encodeURIComponent(words)}`);
      expect(Object.fromEntries(params), words).toEqual(
        Object.fromEntries(Object.entries(want).filter(([, v]) => v !== null)),
      );
    }
  });

  it('words searched as typed keep their bedrooms as the filter: “3 bed york road”', async () => {
    // As text, "3 bed" matched any lot holding a "3" and no title ("Three-bedroom …"): the York
    // Road lot of three bedrooms was never shown, and "2 bedroom flat with garden" was mostly
    // one- and three-bedroom flats.
    const params = await redirectedTo('/listings?search=3+bed+york+road&lot_status=all');
    expect(Object.fromEntries(params)).toEqual({
      search: 'york road',
      lot_status: 'all',
      bedrooms: '3',
      bedrooms_max: '3',
    });
    const found = await foundIds(params.toString());
    const onYorkRoad = await truthIds(`a.bedrooms = 3 AND a.address ILIKE '%york road%'`);
    expect(onYorkRoad.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(onYorkRoad));
    const garden = await redirectedTo('/listings?search=2+bedroom+flat+with+garden');
    expect(garden.get('bedrooms')).toBe('2');
    expect(garden.get('bedrooms_max')).toBe('2');
    const ids = await foundIds(garden.toString());
    expect(ids.length).toBeGreaterThan(0);
    const twoBed = await truthIds(`a.bedrooms = 2 AND a.id IN (${ids.join(',')})`);
    expect(twoBed).toEqual(ids);
  });

  it('bedrooms and prices typed replace the form’s: the words are what the buyer asks now', async () => {
    // The form sends its bedrooms with the words: typing "up to 2 bed flat" on a page of 3+
    // bedrooms gave 3+ bedroom flats, the words dropped without a word.
    const params = await redirectedTo(
      '/listings?search=up+to+2+bed+flat&bedrooms=3&guide_price_max=100000',
    );
    expect(Object.fromEntries(params)).toEqual({
      guide_price_max: '100000',
      property_type: 'flats',
      bedrooms_max: '2',
    });
    const priced = await redirectedTo(
      '/listings?search=flats+under+200k&guide_price_min=50000&guide_price_max=100000',
    );
    expect(Object.fromEntries(priced)).toEqual({
      property_type: 'flats',
      guide_price_max: '200000',
    });
    // Words searched as typed too: "3 bed york road" on a page of two bedrooms is three.
    const typed = await redirectedTo('/listings?search=3+bed+york+road&bedrooms=2&bedrooms_max=2');
    expect(Object.fromEntries(typed)).toEqual({
      search: 'york road',
      bedrooms: '3',
      bedrooms_max: '3',
    });
  });

  it('an exact count that finds nothing offers the same search of that many or more, after the nearest', async () => {
    // A town with lots for sale of more bedrooms than some count, and none of exactly that count.
    const { rows } = await t.db.query<{ slug: string; name: string; beds: number }>(
      `SELECT l.slug, l.name, n.beds
         FROM locations l
         CROSS JOIN generate_series(1, 4) AS n(beds)
        WHERE l.kind = 'town'
          AND NOT EXISTS (SELECT 1 FROM auction_properties a
                           WHERE ${FOR_SALE} AND a.location_slug = l.slug AND a.bedrooms = n.beds)
          AND EXISTS (SELECT 1 FROM auction_properties a
                       WHERE ${FOR_SALE} AND a.location_slug = l.slug AND a.bedrooms > n.beds)
        ORDER BY l.slug, n.beds LIMIT 1`,
    );
    const town = rows[0];
    if (!town) throw new Error('the seed has no town without lots of some number of bedrooms');
    const qs = `location=${encodeURIComponent(town.name)}&bedrooms=${town.beds}&bedrooms_max=${town.beds}`;
    const data = await listings(qs);
    expect(data.place?.slug).toBe(town.slug);
    expect(data.total).toBe(0);
    const widen = data.relax.findIndex((r) => r.action === `Widen to “${town.beds}+ bedrooms”`);
    expect(widen, JSON.stringify(data.relax)).toBeGreaterThanOrEqual(0);
    // Only a wider circle (the same search nearby) comes before it.
    for (const r of data.relax.slice(0, widen)) expect(r.action).toMatch(/^Search within /);
    const offer = data.relax[widen]!;
    const followed = await listings(offer.search.replace(/^\?/, ''));
    expect(followed.query.bedrooms).toBe(town.beds);
    expect(followed.query.bedrooms_max).toBeUndefined();
    expect(offer.count).toBe(followed.total);
    const truth = await truthIds(
      all(FOR_SALE, `a.location_slug = ${lit(town.slug)}`, `a.bedrooms >= ${town.beds}`),
    );
    expect(followed.total).toBe(truth.length);
  });

  it('the sold-price search, which knows no bedrooms, leaves a range of them as words', async () => {
    for (const words of ['2 bed flat leeds', 'up to 2 bed flat leeds']) {
      const res = await get(`/sold-house-prices?search=${encodeURIComponent(words)}`);
      // Not sent to Leeds' flats, the bedrooms dropped without a word: the page says why.
      expect(res.status, words).toBe(200);
      expect(res.text).toContain('HM Land Registry does not record bedrooms.');
    }
  });
});
