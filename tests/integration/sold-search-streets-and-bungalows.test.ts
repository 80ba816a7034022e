import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import {
  districtsOf,
  roadWithoutSalesIn,
  searchQs,
  soldCount,
  soldEmptyNote,
  soldResults,
} from '../helpers/sold-price-search';

/**
 * A sixth walk of the sold-price search box (decision 134): "bungalows in york" was every house
 * in York under "Houses", saying nothing of why; "london road", a street no sale is on, offered
 * all of Greater London; "the crescent" ended on "Try a wider area …" with nothing to follow; and
 * "high street bath" offered only Bath, not the towns whose sales are on High Street.
 */

const { t, get } = seededDirectoryApp();

const YORK = 'england/north-yorkshire/york';

const emptyNote = (qs: string) => soldEmptyNote(get, qs);

describe('bungalows in the sold-price search', () => {
  it('says Land Registry records none, and offers York’s houses and detached houses', async () => {
    const res = await get(`/sold-house-prices?${searchQs('bungalows in york')}`);
    // It went to every house in York, the line saying "Houses".
    expect(res.status).toBe(200);
    const found = await soldResults(t, searchQs('bungalows in york'));
    expect(found.partlyRead?.bungalowsLeftOut).toBe(true);
    const districts = await districtsOf(t, YORK);
    const count = (types: string[]) =>
      soldCount(t, 'postcode_district = ANY($1::text[]) AND property_type = ANY($2::text[])', [
        districts,
        types,
      ]);
    const [houses, detached] = await Promise.all([count(['D', 'S', 'T']), count(['D'])]);
    expect(detached).toBeGreaterThan(0);
    const offers = found.partlyRead!.offers;
    expect(offers[0]).toMatchObject({ label: 'Houses in York', count: houses });
    expect(offers[1]).toMatchObject({ label: 'Detached houses in York', count: detached });
    const note = await emptyNote(searchQs('bungalows in york'));
    expect(note).toContain('HM Land Registry does not record bungalows');
    expect(note).toMatch(/^No sales match all of ‘bungalows in york’/);
  });

  it('one word alone is no “all of”: “No sales match ‘bungalow’”', async () => {
    expect(await emptyNote(searchQs('bungalow'))).toMatch(
      /^No sales match ‘bungalow’\. HM Land Registry does not record bungalows/,
    );
  });
});

describe('a street no sale is on anywhere', () => {
  it('“london road” is read as the street, not all of Greater London', async () => {
    expect(await soldCount(t, 'street ILIKE $1', ['%london road%'])).toBe(0);
    const found = await soldResults(t, searchQs('london road'));
    expect(found.streetNowhere?.street).toBe('London Road');
    expect(found.partlyRead).toBeUndefined();
    const note = await emptyNote(searchQs('london road'));
    expect(note).toMatch(/^No sale we hold is on a street called ‘London Road’/);
    expect(note).not.toContain('London (');
  });

  it('“the crescent” says so and offers every street of its ending, counted', async () => {
    expect(await soldCount(t, 'street ILIKE $1', ['%the crescent%'])).toBe(0);
    const found = await soldResults(t, searchQs('the crescent'));
    const crescents = await soldCount(t, 'street ILIKE $1', ['%crescent%']);
    expect(crescents).toBeGreaterThan(0);
    expect(found.streetNowhere).toEqual({
      street: 'The Crescent',
      offers: [expect.objectContaining({ search: '?search=crescent', count: crescents })],
    });
    const note = await emptyNote(searchQs('the crescent'));
    expect(note).not.toMatch(/Try a wider area/);
    expect(note).toContain('Streets like it');
  });

  it('a street named after a place and a town it is not in names the street', async () => {
    const note = await emptyNote(searchQs('london road york'));
    // It said "No street or place called ‘london road york’".
    expect(note).toMatch(
      /^No sale we hold is on a street called ‘London Road’.* Try All sales in York/,
    );
  });
});

describe('a street ending misspelt or run into the name', () => {
  it('offers the street it means, counted: “… avnue”, “highstreet”', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      "SELECT lower(name) AS name FROM sold_price_streets WHERE name LIKE '% AVENUE' ORDER BY name LIMIT 1",
    );
    const avenue = rows[0]!.name;
    for (const [typed, meant] of [
      [avenue.replace(/avenue$/, 'avnue'), avenue],
      ['highstreet', 'high street'],
    ] as const) {
      const count = await soldCount(t, 'street ILIKE $1', [`%${meant}%`]);
      expect(count).toBeGreaterThan(0);
      const found = await soldResults(t, searchQs(typed));
      // It said "Try a wider area, another property type or a longer date range."
      expect(found.streetNowhere?.meant, typed).toBe(true);
      expect(found.streetNowhere?.offers).toEqual([
        expect.objectContaining({ search: `?${searchQs(meant)}`, count }),
      ]);
      expect(await emptyNote(searchQs(typed))).toContain('Did you mean');
    }
  });
});

describe('a street named after a place, its ending misspelt', () => {
  it('“york raod” offers York Road, not all of York first', async () => {
    const count = await soldCount(t, 'street ILIKE $1', ['%york road%']);
    expect(count).toBeGreaterThan(0);
    const found = await soldResults(t, searchQs('york raod'));
    expect(found.partlyRead).toBeUndefined();
    expect(found.streetNowhere?.offers).toEqual([
      expect.objectContaining({ label: 'York Road', count }),
    ]);
    expect(await emptyNote(searchQs('york raod'))).not.toContain('All sales in York');
  });
});

describe('a street and a town with none of its sales', () => {
  it('offers the towns whose sales are on the street, each counted as it finds', async () => {
    const street = await roadWithoutSalesIn(t, await districtsOf(t, YORK));
    const found = await soldResults(t, searchQs(`${street} york`));
    const elsewhere = found.streetNotIn?.elsewhere ?? [];
    // It offered only York's sales.
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const offer of elsewhere) {
      const there = await soldResults(t, offer.search.slice(1));
      expect(there.stats.count, offer.search).toBe(offer.count);
      expect(offer.count).toBeGreaterThan(0);
      // Named as an address names it: "High Street, London".
      expect(offer.label.toLowerCase()).toMatch(new RegExp(`^${street}, \\S`));
      expect(there.locationLabel).not.toBe('York');
      expect(there.items.every((s) => s.street?.toLowerCase().includes(street))).toBe(true);
    }
    expect(await emptyNote(searchQs(`${street} york`))).toContain(`Sales on ‘${street}’ elsewhere`);
  });
});
