import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { AuctioneersData } from '#shared/payloads/directory-data';

/**
 * The home page's Auction Houses tab and /auctioneers search houses by name. A buyer who typed
 * their town ("Leeds") got "0 auction houses · No auction houses match": a dead end. Words that
 * name no house but a place now list the houses with lots for sale there, and lead to those lots.
 */

const { t, get } = seededDirectoryApp();

/** The town with the most houses selling lots in it, and those houses' ids. */
async function busiestTown(): Promise<{
  slug: string;
  name: string;
  county: string;
  ids: number[];
}> {
  const { rows } = await t.db.query<{ slug: string; name: string; county: string; ids: number[] }>(
    `SELECT l.slug, l.name, c.name AS county,
            array_agg(DISTINCT a.auction_house_id::int ORDER BY a.auction_house_id::int) AS ids
       FROM locations l
       JOIN locations c ON c.slug = l.parent_slug
       JOIN auction_properties a ON a.location_slug = l.slug
      WHERE l.kind = 'town'
        AND lot_state(a.lot_status, a.auction_date, a.auction_end_date) = 'Available'
        AND NOT EXISTS (SELECT 1 FROM auction_houses h WHERE h.name ILIKE '%' || l.name || '%')
      GROUP BY l.slug, l.name, c.name
      ORDER BY count(DISTINCT a.auction_house_id) DESC, l.slug LIMIT 1`,
  );
  return rows[0]!;
}

/**
 * A house whose address names a town (", Town" then `after`, an SQL string) where it sells no lot
 * now, the town's name its own (no namesake, no house named after it).
 */
async function basedHouse(after: string): Promise<{ id: string; town: string } | undefined> {
  const { rows } = await t.db.query<{ id: string; town: string }>(
    `SELECT h.id::text AS id, l.name AS town
       FROM auction_houses h
       JOIN locations l ON l.kind = 'town' AND h.address ILIKE '%, ' || l.name || ${after}
      WHERE NOT EXISTS (SELECT 1 FROM auction_properties a
                         WHERE a.auction_house_id = h.id AND a.location_slug = l.slug
                           AND lot_state(a.lot_status, a.auction_date, a.auction_end_date) = 'Available')
        AND NOT EXISTS (SELECT 1 FROM auction_houses o WHERE o.name ILIKE '%' || l.name || '%')
        AND (SELECT count(*) FROM locations n WHERE n.kind = 'town' AND n.name = l.name) = 1
      ORDER BY h.id LIMIT 1`,
  );
  return rows[0];
}

describe('an auction-house search for a place', () => {
  it('lists the houses with lots for sale there, and leads to the lots', async () => {
    const town = await busiestTown();
    expect(town.ids.length).toBeGreaterThan(1);
    const res = await get(`/auctioneers/_payload.json?search=${encodeURIComponent(town.name)}`);
    expect(res.status).toBe(200);
    const data = res.body.loaderData.auctioneers as AuctioneersData;
    expect(data.total).toBe(0);
    expect(data.inPlace?.heading).toBe(
      `Auction houses with lots for sale in ${town.name}, ${town.county}`,
    );
    expect(data.inPlace?.items.map((h) => Number(h.house.id)).sort((a, b) => a - b)).toEqual(
      town.ids,
    );
    // Each card says its lots there, and its link lists exactly those.
    for (const { lots, href } of data.inPlace!.items) {
      const search = new URL(href, 'http://x').searchParams;
      const found = await get(`/listings/_payload.json?${search}`);
      expect(lots).toBeGreaterThan(0);
      expect(found.body.loaderData.listings.total, href).toBe(lots);
    }
    const html = (await get(`/auctioneers?search=${encodeURIComponent(town.name)}`)).text;
    // The count is the houses selling there; it said "0 auction houses" and "No auction house is
    // called …" above them.
    const count = data.inPlace!.items.length;
    expect(html).toContain(`${count} auction house${count === 1 ? '' : 's'}`);
    expect(html).not.toContain('0 auction houses');
    expect(html).not.toContain('No auction house is called');
    expect(html).toContain(`href="${data.inPlace!.lotsHref}"`);
    const lots = await get(
      `/listings/_payload.json?${new URL(data.inPlace!.lotsHref, 'http://x').searchParams}`,
    );
    expect(lots.body.loaderData.listings.place.slug).toBe(town.slug);
  });

  it('a name that is neither a house nor a place still finds nothing', async () => {
    const res = await get('/auctioneers/_payload.json?search=zzqx');
    const data = res.body.loaderData.auctioneers as AuctioneersData;
    expect(data.total).toBe(0);
    expect(data.inPlace ?? null).toBeNull();
  });

  it('also lists the houses based in the town that sell no lot there now', async () => {
    // A house's office town, where it sells no lot now: "carlisle" left out Eden & Solway, of
    // Carlisle, between its sales.
    const based = await basedHouse("' %'");
    expect(based, 'a house based in a town where it sells nothing now').toBeDefined();
    const res = await get(`/auctioneers/_payload.json?search=${encodeURIComponent(based!.town)}`);
    const data = res.body.loaderData.auctioneers as AuctioneersData;
    expect(data.inPlace?.placeName).toBe(based!.town);
    expect(data.inPlace?.offices.map((h) => String(h.id))).toContain(based!.id);
    expect(data.inPlace?.items.map((h) => String(h.house.id))).not.toContain(based!.id);
    const page = await get(`/auctioneers?search=${encodeURIComponent(based!.town)}`);
    expect(page.text.replace(/<!-- -->/g, '')).toContain(`Based in ${based!.town}`);
    // The count above the cards counts every card shown.
    const shown = data.inPlace!.items.length + data.inPlace!.offices.length;
    expect(page.text.replace(/<!-- -->/g, '')).toContain(
      `${shown} auction house${shown === 1 ? '' : 's'}`,
    );
  });

  it('a house whose address names its town before the post town is based in that town', async () => {
    // "…, Woolwich, London SE28 4EU": only "…, Town POSTCODE" was read, so Woolwich missed it.
    const based = await basedHouse("', %'");
    expect(based, 'a house whose address names a town before its post town').toBeDefined();
    const res = await get(`/auctioneers/_payload.json?search=${encodeURIComponent(based!.town)}`);
    const data = res.body.loaderData.auctioneers as AuctioneersData;
    expect(data.inPlace!.offices.map((h) => String(h.id))).toContain(based!.id);
  });
});
