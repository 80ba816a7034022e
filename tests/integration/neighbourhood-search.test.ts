import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { soldCount, soldResults } from '../helpers/sold-price-search';
import { FOR_SALE, TYPES, all, inDistrict, typeIn, countLots } from '../helpers/lot-truth';
import type { SuggestResponse } from '#schema/suggest';

/**
 * "headingley", "fulham", "jesmond": neighbourhoods buyers search by name, which our place list
 * (towns and villages) lacks. They found 0 lots with nothing offered; each is now searched as
 * the postcode districts it is known by, and says so (decision 143).
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const count = (where: string) => countLots(t, where);

describe('a city’s neighbourhood searched by name', () => {
  it('“headingley” is the lots of LS6, and the page says it searched LS6', async () => {
    const expected = await count(all(inDistrict('LS6'), FOR_SALE));
    expect(expected, 'the seed has lots for sale in LS6').toBeGreaterThan(0);
    expect(await sentTo('/listings?search=headingley')).toEqual({ location: 'Headingley' });
    const data = await listings('location=Headingley');
    expect(data.total).toBe(expected);
    expect(data.place).toMatchObject({ label: 'Headingley', context: 'Leeds' });
    const page = await get('/listings?location=Headingley');
    expect(page.text).toContain('Headingley is searched as the LS6 postcode district.');
  });

  it('a second walk of London, Swansea and Salford: each name is its districts, never a look-alike', async () => {
    // Each said "No place called …", often with a look-alike: "deptford" offered Dartford,
    // "leyton" Lenton, "stepney" Shepley, "barnes" Barnet, "norwood" Northwood.
    for (const [name, districts, city] of [
      ['Deptford', ['SE8'], 'London'],
      ['Highgate', ['N6'], 'London'],
      ['Isle of Dogs', ['E14'], 'London'],
      ['Leyton', ['E10'], 'London'],
      ['Stepney', ['E1'], 'London'],
      ['Barnes', ['SW13'], 'London'],
      ['Mile End', ['E1', 'E3'], 'London'],
      ['Vauxhall', ['SE11', 'SW8'], 'London'],
      ['Kew', ['TW9'], 'London'],
      ['Mumbles', ['SA3'], 'Swansea'],
      ['MediaCity', ['M50'], 'Salford'],
    ] as const) {
      const data = await listings(new URLSearchParams({ location: name }).toString());
      // A neighbourhood whose districts we hold no row of is still one, said with its city
      // (decision 149): "We hold no lots in Deptford (London) yet".
      if (data.unknownPlace)
        expect(data.unknownPlace, name).toMatchObject({
          text: `${name} (${city})`,
          searchedAs: expect.stringMatching(new RegExp(`^${name} is searched as the `)),
        });
      else expect(data.place, name).toMatchObject({ label: name, context: city });
      expect(data.total, name).toBe(
        // A district ending in a digit with its lettered parts ("E1" is also E1W).
        await count(
          all(
            `upper(split_part(a.postcode, ' ', 1)) ~ '^(${districts.join('|')})[A-Z]?$'`,
            FOR_SALE,
          ),
        ),
      );
    }
  });

  it('reads with the other words, “flats in fulham” as Fulham’s flats (SW6)', async () => {
    expect(await sentTo('/listings?search=flats+in+fulham')).toEqual({
      location: 'Fulham',
      property_type: 'flats',
    });
    const data = await listings('location=Fulham&property_type=flats');
    expect(data.total).toBe(await count(all(inDistrict('SW6'), typeIn(...TYPES.flats), FOR_SALE)));
  });

  it('is the neighbourhood said with its city: “headingley leeds”, “flats in redland, bristol”', async () => {
    // Both were searched as typed: 0 lots.
    expect(await sentTo('/listings?search=headingley+leeds')).toEqual({ location: 'Headingley' });
    expect(await sentTo('/listings?search=jesmond+newcastle')).toEqual({ location: 'Jesmond' });
    expect(
      await sentTo(`/listings?search=${encodeURIComponent('flats in redland, bristol')}`),
    ).toEqual({
      location: 'Redland',
      property_type: 'flats',
    });
  });

  it('is the neighbourhood said in or of its city: “flats in headingley in leeds” (decision 152)', async () => {
    // Each searched the city for the neighbourhood's name as words (Leeds for "headingley").
    for (const [words, location] of [
      ['flats in headingley in leeds', 'Headingley'],
      ['houses in clifton in bristol', 'Clifton'],
      ['flats in whitechapel in london', 'Whitechapel'],
      ['flats in the east end of london', 'East End'],
      ['flats leeds headingley', 'Headingley'],
    ] as const)
      expect(await sentTo(`/listings?search=${encodeURIComponent(words)}`), words).toEqual({
        location,
        property_type: words.startsWith('flats') ? 'flats' : 'houses',
      });
    const inLeeds = await listings('location=headingley+in+leeds');
    expect(inLeeds.place).toMatchObject({ label: 'Headingley', context: 'Leeds' });
  });

  it('“the East End” is Tower Hamlets’ districts, and “the square mile” the City', async () => {
    // "east end london" searched Greater London for "east end"; "square mile" said no such place.
    const expected = await count(
      all(`(${['E1', 'E2', 'E3', 'E14'].map(inDistrict).join(' OR ')})`, FOR_SALE),
    );
    expect(expected, 'the seed has lots for sale in the East End').toBeGreaterThan(0);
    for (const written of ['east end london', 'the east end', 'East End', 'london east end']) {
      const page = await listings(new URLSearchParams({ location: written }).toString());
      expect(page.place?.label, written).toBe('East End');
      expect(page.total, written).toBe(expected);
    }
    expect(await sentTo('/listings?search=flats+in+the+square+mile')).toEqual({
      location: 'City of London',
      property_type: 'flats',
    });
  });

  it('is suggested as a neighbourhood of its city', async () => {
    const res = await request(t.app).get('/api/suggest?q=jesmo');
    expect(res.status).toBe(200);
    expect((res.body as SuggestResponse).suggestions[0]).toMatchObject({
      kind: 'neighbourhood',
      label: 'Jesmond',
      context: 'Newcastle upon Tyne',
    });
  });

  it('is the same districts’ sales on the sold-price search', async () => {
    const data = await soldResults(t, 'location=Headingley');
    expect(data.stats.count).toBe(await soldCount(t, `split_part(postcode, ' ', 1) = 'LS6'`));
    expect(data.stats.count).toBeGreaterThan(0);
    // And says so, as the lot search does (decision 149): it said nothing of LS6.
    const res = await get('/sold-house-prices?location=Headingley');
    expect(res.text.replace(/<[^>]+>/g, '')).toContain(
      'Headingley is searched as the LS6 postcode district.',
    );
  });

  it('is no misspelt town in a street’s name on the sold-price search', async () => {
    // "fulham road" said "Did you mean Feltham?" and offered Feltham's sales.
    const data = await soldResults(t, 'search=fulham+road');
    expect(data.partlyRead?.meant).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('Feltham');
  });

  it('is offered for a misspelt name, in either box and on both searches (“headingly”, “cliftn”)', async () => {
    // A neighbourhood is no place of our list, so no misspelling of one was ever offered:
    // "cliftn" offered only Clifton, Bedfordshire (decision 144).
    const headingly = await listings('location=headingly');
    expect(headingly.unknownPlace?.suggestions[0]).toEqual({
      label: 'Headingley',
      context: 'Leeds',
      value: 'Headingley',
    });
    const cliftn = await listings('location=cliftn');
    expect(cliftn.unknownPlace?.suggestions.slice(0, 2).map((s) => s.context)).toEqual([
      'Bristol',
      'Bedfordshire',
    ]);
    const sold = await soldResults(t, 'location=headingly');
    expect(sold.didYouMean?.[0]).toMatchObject({ label: 'Headingley', value: 'Headingley' });
    // Typed in the search box: offered as a misspelt town is ("leedz": Search Leeds).
    const words = await listings('search=headingly');
    expect(words.relax.map((r) => r.search)).toContain('?location=Headingley');
  });

  it('suggests only neighbourhoods whose districts we hold', async () => {
    // "Balham" (SW12, none held on the demo) led to a page that knew no such place.
    const held = await t.db.query(
      `SELECT 1 FROM postcodes WHERE kind = 'district' AND slug = 'sw12'`,
    );
    expect(held.rows, 'the demo holds no SW12').toEqual([]);
    const res = await request(t.app).get('/api/suggest?q=balham');
    expect((res.body as SuggestResponse).suggestions.map((s) => s.kind)).not.toContain(
      'neighbourhood',
    );
  });

  it('a neighbourhood of another city is offered, not taken, beside a place the page has', async () => {
    // "houses jesmond" on York's page is no reason to leave York without asking.
    const res = await get('/listings?search=houses+jesmond&location=York');
    expect(res.status).toBe(200);
    const data = await listings('search=houses+jesmond&location=York');
    expect(new URLSearchParams(data.reading?.search ?? data.relax[0]?.search).get('location')).toBe(
      'Jesmond',
    );
  });
});
