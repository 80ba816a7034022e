import { describe, expect, it } from 'vitest';
import { houseIdNamed, seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

/**
 * An auction house searched by a word of its name that is also a stop word, a place's or a
 * misspelt place's: "don valley" was read as "valley" (10 lots on Valley Streets across the UK);
 * "harland" offered only "Remove", "wessex" only Essex, "severn" a circle round Nevern.
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const houseNamed = (name: string) => houseIdNamed(t, name);

describe('an auction house by a word of its name', () => {
  it('“don valley” is Don Valley Property Auctions’ lots, not every Valley Street', async () => {
    const id = await houseNamed('Don Valley Property Auctions');
    expect(await sentTo('/listings?search=don+valley')).toEqual({ auction_house: id });
    expect(await sentTo('/listings?search=don+valley+flats')).toMatchObject({ auction_house: id });
  });

  it.each([
    ['harland', 'Harland & Pryce Property Auctions'],
    ['wessex', 'Wessex Hammer'],
    ['severn', 'Severn Vale Auction House'],
  ])('“%s” that finds no lot offers %s’s, counted', async (typed, name) => {
    const id = await houseNamed(name);
    const page = await listings(`search=${typed}`);
    expect(page.total).toBe(0);
    const offer = page.relax.find((r) => new URLSearchParams(r.search).get('auction_house') === id);
    expect(offer, JSON.stringify(page.relax)).toBeDefined();
    expect(offer!.action).toBe(`Search ${name}`);
    const houseLots = await listings(`auction_house=${id}`);
    expect(houseLots.total).toBeGreaterThan(0);
    expect(offer!.count).toBe(houseLots.total);
    // Offered before taking the words away.
    expect(page.relax.indexOf(offer!)).toBeLessThan(
      page.relax.findIndex((r) => r.action.startsWith('Remove')),
    );
  });

  it('is the one word searched: beside others it is an ordinary word', async () => {
    // A review: "black cottage", "peak house" offered Black Country and Peak & Dale.
    const id = await houseNamed('Harland & Pryce Property Auctions');
    for (const typed of ['harland+garden', 'black+cottage', 'peak+house']) {
      const page = await listings(`search=${typed}`);
      expect(page.total, typed).toBe(0);
      expect(
        page.relax.some((r) => new URLSearchParams(r.search).has('auction_house')),
        typed,
      ).toBe(false);
    }
    const own = await listings(`auction_house=${id}&search=harland`);
    expect(own.relax.map((r) => r.action)).not.toContain(
      'Search Harland & Pryce Property Auctions',
    );
  });
});
