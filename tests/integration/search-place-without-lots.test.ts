import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import {
  FOR_SALE,
  TYPES,
  all,
  lit,
  mentions,
  typeIn,
  under,
  countLots,
} from '../helpers/lot-truth';

/**
 * "church" led to Church, Lancashire: "0 lots", while lots for sale mention a church (a
 * conversion, a road beside one). Words that name a place holding no lot, and that the search
 * finds as they are written, are searched as typed; the page names the place, one click away.
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const CHURCH = 'england/lancashire/church';

const count = (where: string) => countLots(t, where);

describe('words that name a place holding no lot', () => {
  it('“church” is the lots that mention a church, and the page names Church, Lancashire', async () => {
    expect(await count(under(CHURCH)), 'the seed has no lot in Church').toBe(0);
    const expected = await count(all(FOR_SALE, mentions('church')));
    expect(expected, 'lots for sale mention a church').toBeGreaterThan(0);

    const res = await get('/listings?search=church');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Lots in Church, Lancashire');
    expect(res.text).toContain('none match this search');
    expect(res.text).toContain('These are the lots that mention “church”.');

    const page = await listings('search=church');
    expect(page.total).toBe(expected);
    expect(page.emptyPlace?.heading).toBe('Lots in Church, Lancashire');
    // The place is one click away, and so is its nearest circle that holds lots.
    expect(new URLSearchParams(page.emptyPlace?.search).get('location')).toBe('Church');
    const nearest = page.emptyPlace?.nearest;
    expect(nearest?.action).toMatch(/^Search within \d+ miles? of Church$/);
    const circle = await listings(nearest!.search.slice(1));
    expect(circle.total).toBe(nearest!.count);
    expect(circle.total).toBeGreaterThan(0);
  });

  it('an empty page leaving the word offers the lots that mention it, not the empty place', async () => {
    // "Leave out “xyzzy”" leaves "church": counted as the page it leads to, the words' lots.
    const page = await listings('search=church+xyzzy');
    expect(page.total).toBe(0);
    const left = page.relax.find((r) => r.action === 'Leave out “xyzzy”');
    expect(left?.count).toBe(await count(all(FOR_SALE, mentions('church'))));
  });

  it('“church conversion” offers no circle around Church, Lancashire', async () => {
    // It offered "Search within 5 mi of Church: 1 lot" first: a lot in the next village, no church.
    expect(await count(all(FOR_SALE, mentions('church conversion')))).toBe(0);
    const page = await listings('search=church+conversion');
    expect(page.total).toBe(0);
    expect(page.relax.filter((r) => r.search.includes('location='))).toEqual([]);
    const church = page.relax.find((r) => r.action === 'Leave out “conversion”');
    expect(church?.count).toBe(await count(all(FOR_SALE, mentions('church'))));
    expect(page.relax[0]).toBe(church);
  });

  it('a town that holds lots is still the town', async () => {
    expect(await count(all(FOR_SALE, `a.location LIKE 'York,%'`))).toBeGreaterThan(0);
    expect(await sentTo('/listings?search=york')).toEqual({ location: 'York' });
  });

  it('a name the search stems is the place even with no lot there (“leeds” is no “leed”)', async () => {
    // A page of a type Leeds holds none of: as words, "leeds" would find "leed".
    const leeds = under('england/west-yorkshire/leeds');
    const empty: string[] = [];
    for (const [family, types] of Object.entries(TYPES))
      if ((await count(all(FOR_SALE, typeIn(...types), leeds))) === 0) empty.push(family);
    expect(empty.length, 'a type Leeds holds none of').toBeGreaterThan(0);
    const family = empty.includes('garages') ? 'garages' : empty[0]!;
    expect(await sentTo(`/listings?search=leeds&property_type=${family}`)).toEqual({
      location: 'Leeds',
      property_type: family,
    });
  });

  it('a town known by its name is the town though it holds none (“sale” on a page of houses)', async () => {
    // Sale, Greater Manchester holds no house for sale, and twenty houses' catalogues say
    // "unconditional sale": those were shown. A town of its size is what "sale" meant.
    const sale = under('england/greater-manchester/sale');
    // The test's seed may hold one: it is moved to Manchester.
    await t.db.query(
      `UPDATE auction_properties a SET location_slug = 'england/greater-manchester/manchester',
              location = 'Manchester, Greater Manchester'
        WHERE ${all(typeIn(...TYPES.houses), sale)}`,
    );
    expect(await count(all(typeIn(...TYPES.houses), sale))).toBe(0);
    expect(await count(all(FOR_SALE, typeIn(...TYPES.houses), mentions('sale')))).toBeGreaterThan(
      0,
    );
    expect(await sentTo('/listings?search=sale&property_type=houses')).toEqual({
      location: 'Sale',
      property_type: 'houses',
    });
  });

  it('a town typed on a page of one type is the town’s lots of that type', async () => {
    // "york" on a page of houses was searched as typed (the page's "Houses" counted as words
    // said beside the place, and York Road as the street they named): the houses of York Roads.
    const elsewhere = await count(
      all(FOR_SALE, typeIn(...TYPES.houses), mentions('york'), `a.location NOT LIKE 'York,%'`),
    );
    expect(elsewhere, 'houses outside York mention york').toBeGreaterThan(0);
    expect(await sentTo('/listings?search=york&property_type=houses')).toEqual({
      location: 'York',
      property_type: 'houses',
    });
  });

  it('once a lot stands in Church, “church” is the place again', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id::text AS id FROM auction_properties a WHERE ${FOR_SALE} ORDER BY id LIMIT 1`,
    );
    await t.db.query(
      `UPDATE auction_properties SET location_slug = ${lit(CHURCH)}, location = 'Church, Lancashire'
        WHERE id = $1`,
      [rows[0]!.id],
    );
    // Another status than the tests above read, so no count kept from them answers.
    expect(await sentTo('/listings?search=church&lot_status=all')).toEqual({
      location: 'Church',
      lot_status: 'all',
    });
  });
});
