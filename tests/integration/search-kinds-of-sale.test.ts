import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { all, countLots, FOR_SALE, mentions, under } from '../helpers/lot-truth';

/**
 * "probate sale", "online sale", "repossession sale": the sale is the auction's, not Sale in
 * Greater Manchester. Before, "probate sale" went to Sale's one lot (no probate lot there),
 * "probate sale manchester" to Sale too (Manchester read as the post town after it), and "online
 * sale manchester" to Sale's online lots.
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

/** Lots for sale sold for an estate, as catalogues say it: "probate", "the executors". */
const PROBATE = `(${mentions('probate')} OR ${mentions('executors')})`;
const REPOSSESSED = `(${mentions('repossession')} OR ${mentions('receivers')} OR ${mentions('mortgagee')})`;

describe('a kind of sale is no place called Sale', () => {
  it('“probate sale” is the probate lots of the whole country, with no reading of Sale offered', async () => {
    const res = await get('/listings?search=probate+sale');
    // Was a 302 to location=Sale (one lot, no probate).
    expect(res.status).toBe(200);
    const data = await listings('search=probate+sale');
    expect(data.place).toBeNull();
    expect(data.total).toBe(await countLots(t, all(PROBATE, FOR_SALE)));
    expect(data.total).toBeGreaterThan(1);
    expect(data.reading).toBeNull();
  });

  it('“executors sale” offers no reading as the executors’ lots of Sale', async () => {
    // A lot of Sale sold for an estate, so that Sale with the word "executors" would find one.
    await t.db.query(
      `UPDATE auction_properties a SET description = description || ' Sold on the instructions of the executors.'
        WHERE a.id = (SELECT min(id) FROM auction_properties a
          WHERE ${all(under('england/greater-manchester/sale'), FOR_SALE)})`,
    );
    const data = await listings('search=executors+sale');
    expect(data.total).toBe(await countLots(t, all(PROBATE, FOR_SALE)));
    // Was "Sale, “executors”: 1 lot" offered beside them.
    expect(data.reading).toBeNull();
  });

  it('“probate sale manchester” is Manchester, not Sale with Manchester as its post town', async () => {
    expect(await sentTo('/listings?search=probate+sale+manchester')).toEqual({
      search: 'probate sale',
      location: 'Manchester',
    });
  });

  it('“online sale manchester” is Manchester’s online lots', async () => {
    expect(await sentTo('/listings?search=online+sale+manchester')).toEqual({
      location: 'Manchester',
      auction_method: 'Online',
    });
    expect(await sentTo('/listings?search=timed+sales')).toEqual({ auction_method: 'Timed' });
  });

  it('“repossession sale” and “receivership sale” are the lots sold for a lender', async () => {
    const lenders = await countLots(t, all(REPOSSESSED, FOR_SALE));
    expect(lenders).toBeGreaterThan(1);
    for (const words of ['repossession+sale', 'receivership+sale']) {
      const data = await listings(`search=${words}`);
      expect(data.place, words).toBeNull();
      expect(data.total, words).toBe(lenders);
    }
  });

  it('Sale is still the town where the words say so', async () => {
    expect(await sentTo('/listings?search=flats+in+sale')).toMatchObject({ location: 'Sale' });
    expect(await sentTo('/listings?search=sale')).toEqual({ location: 'Sale' });
    expect(await sentTo('/listings?search=probate+in+sale')).toMatchObject({ location: 'Sale' });
    // A town of Greater Manchester, as the place list files it.
    const data = await listings('location=Sale');
    expect(data.total).toBe(
      await countLots(t, all(under('england/greater-manchester/sale'), FOR_SALE)),
    );
  });
});
