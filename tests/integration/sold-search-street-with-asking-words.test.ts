import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import {
  districtsOf,
  roadWithoutSalesIn,
  soldCount,
  soldResults,
  searchQs,
} from '../helpers/sold-price-search';

/**
 * A street asked about with the words buyers put before it: "sold prices on church road", "house
 * prices church road", "flats sold on church road". The place's words were read ("sold prices
 * bristol" was Bristol), a street's were not: the page said "No street called Sold Prices On
 * Church Road".
 */

const { t, get } = seededDirectoryApp();

/** The street with the most sales, as the seed names it ("CHURCH ROAD"), in lower case. */
async function busiestStreet(): Promise<string> {
  const { rows } = await t.db.query<{ street: string }>(
    `SELECT street FROM sold_house_prices WHERE street LIKE '% ROAD'
      GROUP BY street ORDER BY count(*) DESC, street LIMIT 1`,
  );
  return rows[0]!.street.toLowerCase();
}

const answers = searchAnswers(get);
/** Where typing the text in the sold-price search box leads (it must redirect). */
const sentTo = (text: string) => answers.sentTo(`/sold-house-prices?${searchQs(text)}`);

describe('a street asked about in a buyer’s words', () => {
  it('the words that ask are left out and the street is searched', async () => {
    const street = await busiestStreet();
    for (const asked of [
      `sold prices on ${street}`,
      `house prices ${street}`,
      `sold house prices in ${street}`,
      `prices for ${street}`,
      `sales of ${street}`,
    ])
      expect(await sentTo(asked), asked).toEqual({ search: street });
    const page = await soldResults(t, searchQs(street));
    expect(page.stats.count).toBe(await soldCount(t, 'street = $1', [street.toUpperCase()]));
    expect(page.stats.count).toBeGreaterThan(0);
  });

  it('with a filter said, the street and the filter', async () => {
    const street = await busiestStreet();
    expect(await sentTo(`flats sold on ${street}`)).toEqual({ search: street, property_type: 'F' });
  });

  it('a street a town has no sale on is named without the words that asked', async () => {
    const road = await roadWithoutSalesIn(t, await districtsOf(t, 'england/somerset/bath'));
    const page = await soldResults(t, searchQs(`house prices on ${road} bath`));
    expect(page.stats.count).toBe(0);
    // Was "on … road": no street of that name anywhere.
    expect(page.streetNotIn).toMatchObject({ street: road, place: 'Bath' });
  });

  it('a street held nowhere is named as typed, without the words that asked', async () => {
    expect(await sentTo('sold prices on nowhere lane')).toEqual({ search: 'nowhere lane' });
  });

  it('words that are neither place nor street stay as they were', async () => {
    // "sold prices" beside words that end as no street: nothing to read.
    expect((await get(`/sold-house-prices?${searchQs('sold prices xylophone')}`)).status).toBe(200);
  });
});

describe('a place asked about in a buyer’s words', () => {
  it('the words that ask are read, not searched for', async () => {
    // Each found no sale and offered "All sales in Leeds": the words were searched for.
    for (const asked of [
      'average house price leeds',
      'median price leeds',
      'price paid leeds',
      'land registry leeds',
      'hm land registry prices leeds',
      'recent sales leeds',
      'house values leeds',
    ])
      expect(await sentTo(asked), asked).toEqual({ location: 'Leeds' });
    // "land" of "Land Registry" is no land: it was "Other property in Leeds".
    expect(await sentTo('how much did houses sell for in leeds')).toEqual({
      location: 'Leeds',
      property_type: 'D,S,T',
    });
    expect(await sentTo('what are flats worth in bath')).toEqual({
      location: 'Bath',
      property_type: 'F',
    });
  });

  it('a place whose name holds a word of a question is still that place', async () => {
    // "much" of "how much did …" is Much Wenlock's (and Much Hadham's) own word.
    expect(await sentTo('house prices much wenlock')).toEqual({ location: 'Much Wenlock' });
    expect(await sentTo('how much did houses sell for in much wenlock')).toEqual({
      location: 'Much Wenlock',
      property_type: 'D,S,T',
    });
  });
});
