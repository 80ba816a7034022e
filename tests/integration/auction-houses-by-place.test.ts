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
  // The towns of a name of their own first: counted per town against every town, the query
  // took 6 s, and past the test's 30 s beside the rest of the suite.
  const { rows } = await t.db.query<{ id: string; town: string }>(
    `WITH own_name AS MATERIALIZED (
       SELECT min(slug) AS slug, name FROM locations WHERE kind = 'town'
        GROUP BY name HAVING count(*) = 1
     ), based AS MATERIALIZED (
       SELECT h.id, l.slug, l.name FROM auction_houses h
         JOIN own_name l ON h.address ILIKE '%, ' || l.name || ${after}
     )
     SELECT b.id::text AS id, b.name AS town FROM based b
      WHERE NOT EXISTS (SELECT 1 FROM auction_properties a
                         WHERE a.auction_house_id = b.id AND a.location_slug = b.slug
                           AND lot_state(a.lot_status, a.auction_date, a.auction_end_date) = 'Available')
        AND NOT EXISTS (SELECT 1 FROM auction_houses o WHERE o.name ILIKE '%' || b.name || '%')
      ORDER BY b.id LIMIT 1`,
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

  it('the words for an auction house, “near me” and “in” pick none: the place, else every house', async () => {
    const payload = async (search: string) =>
      (await get(`/auctioneers/_payload.json?search=${encodeURIComponent(search)}`)).body.loaderData
        .auctioneers as AuctioneersData;
    const town = await busiestTown();
    const ids = (data: AuctioneersData) =>
      data.inPlace?.items.map((h) => Number(h.house.id)).sort((a, b) => a - b);
    // "auctioneers in leeds" asked for houses named with all three words: none, and no place.
    for (const said of [`auctioneers in ${town.name}`, `property auction houses near ${town.name}`])
      expect(ids(await payload(said)), said).toEqual(town.ids);
    // "near me" found the houses whose names hold "me"; "property auctions" those holding both.
    const every = (await payload('')).total;
    for (const said of ['auction houses near me', 'auctioneers nearby', 'property auctions'])
      expect((await payload(said)).total, said).toBe(every);
    // A house's own name still picks it.
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT name FROM auction_houses WHERE name ILIKE '% auction house' ORDER BY id LIMIT 1`,
    );
    const named = await payload(rows[0]!.name);
    expect(named.items.map((h) => h.name)).toEqual([rows[0]!.name]);
  });

  it('a place whose name is inside a house’s word is the place, not that house', async () => {
    // A visitor's walk: "Essex" listed only "Wessex Hammer", "Bury" only "Kingsbury Lane
    // Auctions", and never the houses selling there. A place whose name only ends a word of some
    // house's name, with lots for sale.
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT l.name FROM locations l
        WHERE EXISTS (SELECT 1 FROM auction_houses h
                       WHERE h.name ILIKE '%' || l.name || '%'
                         AND h.name !~* ('(^|[ (-])' || l.name))
          AND NOT EXISTS (SELECT 1 FROM auction_houses h WHERE h.name ~* ('(^|[ (-])' || l.name))
          AND EXISTS (SELECT 1 FROM auction_properties a
                       WHERE (a.location_slug = l.slug OR a.location_slug LIKE l.slug || '/%')
                        AND lot_state(a.lot_status, a.auction_date, a.auction_end_date) = 'Available')
        ORDER BY l.population DESC NULLS LAST, l.slug LIMIT 1`,
    );
    const place = rows[0]?.name;
    if (!place) throw new Error('the seed names no place inside a house’s word');
    const res = await get(`/auctioneers/_payload.json?search=${encodeURIComponent(place)}`);
    const data = res.body.loaderData.auctioneers as AuctioneersData;
    expect(data.total, place).toBe(0);
    expect(data.inPlace?.heading, place).toContain(`Auction houses with lots for sale in ${place}`);
  });

  it('a place where no house sells now leads to the nearest lots, counted', async () => {
    // A visitor's walk: "Search lots nearby" and "See the lots" both led to the place's own
    // search, 0 lots. A town with a centre and no lot for sale in it.
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT l.name FROM locations l
        WHERE l.kind = 'town' AND l.lat IS NOT NULL
          AND (SELECT count(*) FROM locations o WHERE o.name = l.name) = 1
          AND NOT EXISTS (SELECT 1 FROM auction_houses h WHERE h.name ILIKE '%' || l.name || '%')
          AND NOT EXISTS (SELECT 1 FROM auction_properties a WHERE a.location_slug = l.slug)
        ORDER BY l.population DESC NULLS LAST, l.slug LIMIT 1`,
    );
    const town = rows[0]!.name;
    const res = await get(`/auctioneers/_payload.json?search=${encodeURIComponent(town)}`);
    const data = res.body.loaderData.auctioneers as AuctioneersData;
    expect(data.inPlace?.items, town).toEqual([]);
    const nearby = data.inPlace?.nearby;
    expect(nearby, town).toBeDefined();
    const found = await get(`/listings/_payload.json${nearby!.href.slice('/listings'.length)}`);
    const total = (found.body.loaderData.listings as { total: number }).total;
    expect(total).toBeGreaterThan(0);
    expect(nearby!.label).toMatch(new RegExp(`^${total} lots? (within|in) `));
    const html = (await get(`/auctioneers?search=${encodeURIComponent(town)}`)).text;
    expect(html).toContain(nearby!.label);
    expect(html).not.toContain('Search lots nearby');
  });

  it('a name that is neither a house nor a place still finds nothing', async () => {
    const res = await get('/auctioneers/_payload.json?search=zzqx');
    const data = res.body.loaderData.auctioneers as AuctioneersData;
    expect(data.total).toBe(0);
    expect(data.inPlace ?? null).toBeNull();
    expect(data.like).toBeNull();
  });

  it('a house’s name typed with a typo offers that house', async () => {
    // "quaysde" found nothing and offered nothing: "No auction houses match", "Show all".
    const { rows } = await t.db.query<{ id: string; name: string }>(
      `SELECT id::text, name FROM auction_houses
        WHERE name ~* '^[a-z]{7,} (property )?auctions$' ORDER BY id LIMIT 1`,
    );
    const house = rows[0]!;
    const own = house.name.split(' ')[0]!.toLowerCase();
    const typo = own.slice(0, 4) + own.slice(5);
    const res = await get(`/auctioneers?search=${typo}`);
    expect(res.text).toContain('No auction houses match');
    expect(res.text).toMatch(new RegExp(`Did you mean <a[^>]*href="/auctioneers/${house.id}"`));
    const data = (await get(`/auctioneers/_payload.json?search=${typo}`)).body.loaderData
      .auctioneers as AuctioneersData;
    expect(data.like).toEqual({ id: Number(house.id), name: house.name });
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

describe('a town that shares its name with others', () => {
  const officesFor = async (search: string) => {
    const res = await get(`/auctioneers/_payload.json?search=${encodeURIComponent(search)}`);
    const data = res.body.loaderData.auctioneers as AuctioneersData;
    return { heading: data.inPlace?.heading, offices: data.inPlace?.offices.map((h) => h.name) };
  };

  it('lists a house as based in the namesake its postcode is in, not in the others', async () => {
    // Pendle & Fylde, "…, Preston PR2 7RX", was "Based in Preston" for Preston, Rutland too.
    const { rows } = await t.db.query<{
      name: string;
      town: string;
      county: string;
      other: string;
    }>(
      `SELECT h.name, l.name AS town, c.name AS county, oc.name AS other
         FROM auction_houses h
         JOIN postcodes d ON d.kind = 'district'
          AND d.slug = lower(substring(h.address FROM '([A-Za-z]{1,2}[0-9][0-9A-Za-z]?) [0-9][A-Za-z]{2}$'))
         JOIN locations l ON l.slug = d.location_slug AND h.address ILIKE '%, ' || l.name || ' %'
         JOIN locations c ON c.slug = l.parent_slug
         JOIN locations o ON o.kind = 'town' AND o.name = l.name AND o.slug <> l.slug
         JOIN locations oc ON oc.slug = o.parent_slug
        WHERE NOT EXISTS (SELECT 1 FROM auction_properties a
                           WHERE a.auction_house_id = h.id AND a.location_slug = l.slug
                             AND lot_state(a.lot_status, a.auction_date, a.auction_end_date) = 'Available')
        ORDER BY h.id, o.slug LIMIT 1`,
    );
    const house = rows[0];
    expect(house, 'a house based in a town that shares its name').toBeDefined();
    const own = await officesFor(`${house!.town}, ${house!.county}`);
    expect(own.heading).toContain(`${house!.town}, ${house!.county}`);
    expect(own.offices).toContain(house!.name);
    const other = await officesFor(`${house!.town}, ${house!.other}`);
    expect(other.heading).toContain(`${house!.town}, ${house!.other}`);
    expect(other.offices).not.toContain(house!.name);
  });

  it('tells Newport in Wales from Newport on the Isle of Wight by postcode or county', async () => {
    const houses = [
      ['usk-bridge-auctions', 'Usk Bridge Auctions', '2 Bridge Street, Newport NP20 1AA'],
      // PO30 is the island's: we hold no district of it, only the PO area (Portsmouth's).
      ['medina-sale-rooms', 'Medina Sale Rooms', '1 Quay Street, Newport PO30 5BA'],
      ['carisbrooke-auctions', 'Carisbrooke Auctions', '4 High Street, Newport, Isle of Wight'],
    ];
    for (const [slug, name, address] of houses)
      await t.db.query('INSERT INTO auction_houses (slug, name, address) VALUES ($1, $2, $3)', [
        slug,
        name,
        address,
      ]);
    try {
      const wales = await officesFor('Newport');
      expect(wales.heading).toContain('Newport, Gwent');
      expect(wales.offices).toEqual(['Usk Bridge Auctions']);
      const wight = await officesFor('Newport, Isle of Wight');
      expect(wight.heading).toContain('Newport, Isle of Wight');
      expect(wight.offices).toEqual(['Carisbrooke Auctions', 'Medina Sale Rooms']);
    } finally {
      await t.db.query('DELETE FROM auction_houses WHERE slug = ANY($1::text[])', [
        houses.map(([slug]) => slug),
      ]);
    }
  });
});
