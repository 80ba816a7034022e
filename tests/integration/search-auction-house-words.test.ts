import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

const { t, get } = seededDirectoryApp();
const { sentTo } = searchAnswers(get);

/** The house with the most lots, its name less "Auctions" and the like, and its id. */
async function busiestHouse() {
  const { rows } = await t.db.query<{ id: number; name: string }>(
    `SELECT h.id, h.name FROM auction_houses h JOIN auction_properties a ON a.auction_house_id = h.id
     WHERE h.name ~ ' (Auctions|Property Auctions)$'
     GROUP BY h.id, h.name ORDER BY count(*) DESC, h.id LIMIT 1`,
  );
  const house = rows[0]!;
  const own = house.name.replace(/ (Property )?Auctions$/, '').toLowerCase();
  return { id: String(house.id), own: own.replace(/ /g, '+') };
}

/**
 * Walking the lot search (decision 170): "auction house kingsbury lane" was Kingsbury Lane's
 * houses alone (its flats left out, with only a "Houses" chip to say so); "kingsbury lane
 * auctioneers" led on to the auction houses' directory, the house named lost; "house auctions
 * leeds" was Leeds' houses alone, when a house auction is any property auction.
 */
describe('the words that say an auction house', () => {
  it('“auction house” or “auctioneers” beside a house’s name is that house’s lots, of every type', async () => {
    const house = await busiestHouse();
    for (const words of [
      `auction+house+${house.own}`,
      `${house.own}+auction+house`,
      `${house.own}+auctioneers`,
      `auctioneers+${house.own}`,
    ])
      expect(await sentTo(`/listings?search=${words}`), words).toEqual({ auction_house: house.id });
  });

  it('“house auctions” in a town is every property auction there, not its houses', async () => {
    for (const words of ['house+auctions+leeds', 'leeds+house+auctions', 'house+auction+leeds'])
      expect(await sentTo(`/listings?search=${words}`), words).toEqual({ location: 'Leeds' });
  });

  it('a house said with what it has before “auction” is still the houses (“3 bed house auction leeds”)', async () => {
    expect(await sentTo('/listings?search=3+bed+house+auction+leeds')).toEqual({
      location: 'Leeds',
      bedrooms: '3',
      bedrooms_max: '3',
      property_type: 'houses',
    });
    expect(
      (await sentTo('/listings?search=detached+house+auctions+leeds')).property_type,
    ).toBeDefined();
  });

  it('houses are still the houses, and “auction houses in leeds” still the directory', async () => {
    expect(await sentTo('/listings?search=houses+in+leeds')).toEqual({
      location: 'Leeds',
      property_type: 'houses',
    });
    expect(await sentTo('/listings?search=house+leeds')).toEqual({
      location: 'Leeds',
      property_type: 'houses',
    });
    const directory = await get('/listings?search=auction+houses+in+leeds');
    expect(directory.headers.location).toMatch(/^\/auctioneers\b/);
  });
});
