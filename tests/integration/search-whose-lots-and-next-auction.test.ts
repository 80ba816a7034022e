import { describe, expect, it } from 'vitest';
import { houseIdNamed, seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { countLots, FOR_SALE } from '../helpers/lot-truth';

/**
 * "lots by castlehill auctions in falkirk" searched Falkirk's lots of the house for the word "by"
 * (none), and "next auction in london" London's lots for the word "next". "By" and "from" before
 * a house say whose lots they are; "next", "upcoming" and "forthcoming" before "auction" say what
 * the search is without them: the lots for sale, soonest first.
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const houseNamed = (name: string) => houseIdNamed(t, name);

describe('whose lots, and the next auction', () => {
  it('“by” or “from” before a house is read with it', async () => {
    const id = await houseNamed('Castlehill Auctions');
    expect(await sentTo('/listings?search=lots+by+castlehill+auctions+in+falkirk')).toEqual({
      auction_house: id,
      location: 'Falkirk',
    });
    expect(await sentTo('/listings?search=property+from+castlehill+auctions')).toEqual({
      auction_house: id,
    });
  });

  it('“next auction”, “upcoming auctions” ask for the lots for sale', async () => {
    expect(await sentTo('/listings?search=next+auction+in+london')).toEqual({
      location: 'Greater London',
    });
    expect(await sentTo('/listings?search=upcoming+auctions+leeds')).toEqual({
      location: 'Leeds',
    });
    const id = await houseNamed('Castlehill Auctions');
    expect(await sentTo('/listings?search=castlehill+next+auction')).toEqual({ auction_house: id });
    // Alone, the words are every lot for sale ("next" was a word to find: 0 lots).
    for (const words of ['upcoming+auctions', 'next+auction', 'forthcoming+sales']) {
      const page = await listings(`search=${words}`);
      expect(page.total, words).toBe(await countLots(t, FOR_SALE));
    }
    // "next week" is still the days it says.
    expect(await sentTo('/listings?search=auctions+next+week')).toEqual({ closing: 'next_week' });
  });
});
