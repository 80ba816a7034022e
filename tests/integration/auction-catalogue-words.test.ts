import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { TYPES, all, typeIn } from '../helpers/lot-truth';
import type { AuctionData } from '#shared/payloads/auction-data';

/**
 * An auction's catalogue has the lot search's box, but read its words only as text: "2 bed flat"
 * found no lot in a catalogue holding a two-bedroom flat (titled "Two-bedroom ground floor
 * flat"), "terraced house" none where an "end-of-terrace cottage" is a terraced house. The words
 * are read as the lot search reads them, within the one auction.
 */

const { t, get } = seededDirectoryApp();

const catalogue = async (id: number, qs: string) => {
  const res = await get(`/auctions/${id}/_payload.json?${qs}`);
  expect(res.status, qs).toBe(200);
  return res.body.loaderData.auction as AuctionData;
};

/** Where the catalogue's search sends a search, as its query string. */
const sentTo = async (id: number, qs: string) => {
  const res = await get(`/auctions/${id}?${qs}`);
  expect(res.status, qs).toBe(302);
  const to = new URL(res.headers.location!, 'http://x.test');
  expect(to.pathname).toBe(`/auctions/${id}`);
  return Object.fromEntries(to.searchParams);
};

/** The ids of one auction's lots that meet a condition, in id order. */
const lotsOf = async (id: number, where: string) =>
  (
    await t.db.query<{ id: string }>(
      `SELECT a.id FROM auction_properties a WHERE a.auction_id = $1 AND ${where} ORDER BY a.id`,
      [id],
    )
  ).rows.map((r) => String(r.id));

/** An auction holding a lot that meets the condition and one that does not. */
async function auctionWith(where: string): Promise<number> {
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT a.auction_id AS id FROM auction_properties a WHERE a.auction_id IS NOT NULL
      GROUP BY a.auction_id
     HAVING bool_or(${where}) AND NOT bool_and(${where})
      ORDER BY a.auction_id LIMIT 1`,
  );
  if (!rows[0]) throw new Error(`no seeded auction holds lots both with and without ${where}`);
  return Number(rows[0].id);
}

describe('the words of an auction’s catalogue search', () => {
  it('“2 bed flat” is the catalogue’s flats of two bedrooms', async () => {
    const twoBedFlat = all(typeIn(...TYPES.flats), 'a.bedrooms = 2');
    const id = await auctionWith(twoBedFlat);
    // As text the words matched no title ("Two-bedroom"): the reading is what finds them.
    expect(await lotsOf(id, `a.title ILIKE '%2 bed%'`)).toEqual([]);
    const to = await sentTo(id, 'search=2+bed+flat');
    expect(to).toEqual({ property_type: 'flats', bedrooms: '2', bedrooms_max: '2' });
    const data = await catalogue(id, new URLSearchParams(to).toString());
    expect(data.items.map((l) => String(l.id)).sort()).toEqual(await lotsOf(id, twoBedFlat));
  });

  it('a kind of house is that type, whatever the title calls it', async () => {
    const terraced = typeIn('Terraced house');
    const id = await auctionWith(terraced);
    expect(await sentTo(id, 'search=terraced+house')).toEqual({
      property_type: 'Terraced house',
    });
    const data = await catalogue(
      id,
      new URLSearchParams(await sentTo(id, 'search=terraced+house')).toString(),
    );
    expect(data.items.map((l) => String(l.id)).sort()).toEqual(await lotsOf(id, terraced));
  });

  it('searches as typed words that say what the auction is, and words not understood', async () => {
    // The auction's own way of selling or days are no filter of its catalogue: leaving them out
    // silently dropped what was typed ("online houses" in a room sale was every house).
    const id = await auctionWith(typeIn(...TYPES.houses));
    for (const words of ['online houses', 'flats this week'])
      expect(
        (await catalogue(id, new URLSearchParams({ search: words }).toString())).query.search,
      ).toBe(words);
    expect((await get(`/auctions/${id}?search=online+houses`)).status).toBe(200);
    // Words not understood are found as typed, within the catalogue.
    const typed = await get(`/auctions/${id}?search=tenanted`);
    expect(typed.status).toBe(200);
    expect((await catalogue(id, 'search=tenanted')).query.search).toBe('tenanted');
  });
});
