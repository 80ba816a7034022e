import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { BROWSER_UA } from '../helpers/test-app';
import { km } from '../helpers/great-circle';
import { MILES_TO_KM } from '#schema/listing-query';
import { QUERY_DAMAGED } from '#server/http/page-query-limits.server';

const { t } = seededDirectoryApp();

const get = (path: string, cookie?: string) => {
  const req = request(t.app).get(path).set('User-Agent', BROWSER_UA);
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('location with a radius (miles → km by 1.609344)', () => {
  it('finds the lots within that many miles of the place, and only those', async () => {
    const leeds = (
      await t.db.query<{ name: string; lat: number; lng: number }>(
        "SELECT name, lat, lng FROM locations WHERE lower(name) = 'leeds' ORDER BY population DESC NULLS LAST LIMIT 1",
      )
    ).rows[0]!;
    const all = (
      await t.db.query<{ id: string; lat: number; lng: number }>(
        // The results page opens on lots for sale (issue 13).
        "SELECT id::text, lat, lng FROM auction_properties WHERE lat IS NOT NULL AND lot_state(lot_status, auction_date, auction_end_date) = 'Available'",
      )
    ).rows;
    const inside = all.filter((l) => km(leeds, l) <= 25 * MILES_TO_KM);
    expect(inside.length).toBeGreaterThan(0);

    const res = await get('/listings/_payload.json?location=leeds&radius=25');
    expect(res.status).toBe(200);
    const data = res.body.loaderData.listings;
    expect(data.place).toMatchObject({ label: leeds.name, radiusMiles: 25 });
    // Within 0.5% of the radius the approximation may differ from haversine; nothing else may.
    expect(Math.abs(data.total - inside.length)).toBeLessThanOrEqual(
      all.filter((l) => Math.abs(km(leeds, l) - 25 * MILES_TO_KM) < 0.2).length,
    );
    for (const lot of data.items as Array<{ id: number }>) {
      const row = all.find((l) => l.id === String(lot.id))!;
      expect(km(leeds, row)).toBeLessThanOrEqual(25 * MILES_TO_KM * 1.005);
    }
    const page = await get('/listings?location=leeds&radius=25');
    expect(page.text).toContain(`Lots within 25 miles of ${leeds.name}`);
  });

  it('an unknown place finds no lots and says so; a bad radius is ignored', async () => {
    const res = await get('/listings?location=atlantis&radius=10');
    expect(res.status).toBe(200);
    expect(res.text).toContain('No place called ‘atlantis’.');
    expect(res.text).toContain('No lots match this search');
    for (const radius of ['-5', '1e9', 'far', '0']) {
      const bad = await get(`/listings/_payload.json?location=leeds&radius=${radius}`);
      expect(bad.status, radius).toBe(200);
      expect(bad.body.loaderData.listings.query.radius, radius).toBeUndefined();
    }
  });

  it('the graph refuses a circle that is too large or malformed with a 400', async () => {
    const res = await request(t.app).post('/graphql').send({
      query:
        'query { auction_properties(where: { _near: { lat: 53.8, lng: -1.5, km: 5000 } }) { id } }',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/km must be a number from 0 to 500/);
  });

  it('boxes: any of them matches, none is false, too many or a bad corner is a 400', async () => {
    const ids = async (boxes: string) => {
      const res = await request(t.app)
        .post('/graphql')
        .send({
          query: `query { auction_properties_aggregate(where: { _within_boxes: ${boxes} }) { aggregate { count } } }`,
        });
      return res;
    };
    const leeds = '{ west: -1.7, south: 53.7, east: -1.4, north: 53.9 }';
    const found = await ids(`[${leeds}]`);
    expect(found.status).toBe(200);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auction_properties WHERE lat BETWEEN 53.7 AND 53.9 AND lng BETWEEN -1.7 AND -1.4',
    );
    expect(found.body.data.auction_properties_aggregate.aggregate.count).toBe(rows[0]!.n);
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect((await ids('[]')).body.data.auction_properties_aggregate.aggregate.count).toBe(0);
    const many = await ids(`[${Array(101).fill(leeds).join(', ')}]`);
    expect(many.status).toBe(400);
    expect(many.body.errors[0].message).toMatch(/at most 100 boxes/);
    const bad = await ids('[{ west: -1.7, south: 95, east: -1.4, north: 53.9 }]');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/south must be a number from -90 to 90/);
  });
});

describe('bad input', () => {
  it('a NUL in search or location is a 400 saying the link is damaged; other control characters never reach SQL', async () => {
    for (const q of ['search=%00', 'location=%00', 'location=leeds%00&radius=5']) {
      const res = await get(`/listings?${q}`);
      expect(res.status, q).toBe(400);
      // In a buyer's words: the payload's details name the field, the page does not.
      expect(res.text, q).toContain(QUERY_DAMAGED);
      expect(res.text, q).not.toContain('must not contain NUL');
    }
    expect((await get('/listings?search=a%01b')).status).toBe(200);
  });

  it('dates no auction can have are ignored, not a 500 (9999-12-31 reached the graph)', async () => {
    for (const q of ['auction_to=9999-12-31', 'auction_from=0000-01-01', 'auction_to=2026-02-30']) {
      const res = await get(`/listings/_payload.json?${q}`);
      expect(res.status, q).toBe(200);
      expect(res.body.loaderData.listings.chips, q).toEqual([]);
    }
  });

  it('a house past the first hundred is still offered and named when chosen', async () => {
    const house = (
      await t.db.query<{ id: string; name: string }>(
        'SELECT id::text, name FROM auction_houses ORDER BY name DESC LIMIT 1',
      )
    ).rows[0]!;
    const res = await get(`/listings/_payload.json?auction_house=${house.id}`);
    const data = res.body.loaderData.listings;
    expect(data.chips.map((c: { label: string }) => c.label)).toEqual([house.name]);
    expect(data.houses.filter((h: { id: string }) => String(h.id) === house.id)).toHaveLength(1);
  });
});

describe('sort order', () => {
  it('“Recommended” says which order it is: closing soonest for sale, latest results for past auctions', async () => {
    const forSale = await get('/listings');
    expect(forSale.text).toContain(
      '<option value="" selected="">Recommended (closing soonest)</option>',
    );
    expect(forSale.text).toContain('<option value="auction_date_asc">Closing soonest</option>');
    // Past auctions close no more: their date orders say when each result came.
    const past = await get('/listings?lot_status=ended');
    expect(past.text).toContain('Recommended (latest results first)</option>');
    expect(past.text).toContain('<option value="auction_date_asc">Oldest results first</option>');
    expect(past.text).not.toContain('Closing soonest');
    const sold = await get('/listings?lot_status=sold&order_by=auction_date_asc');
    expect(sold.text).toMatch(/\d lots?, oldest results first</);
    // Lots awaiting their result have none dated yet: by when their auction was.
    const awaiting = await get('/listings?lot_status=awaiting');
    expect(awaiting.text).toContain('Recommended (latest auctions first)</option>');
  });

  /**
   * When a lot's result came, read from its history as a buyer reads it: a sale before the
   * auction (or a withdrawal) on its day, a sale agreed after the auction on its day, a hammer
   * result when bidding closed.
   */
  const resultTime = (lot: { history: Array<{ date?: string; event?: string }>; closes: Date }) => {
    const last = lot.history
      .filter((h) => ['sold', 'sold_prior', 'unsold', 'withdrawn', 'postponed'].includes(h.event!))
      .at(-1);
    const closingDay = lot.closes.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    if (!last?.date || last.date === closingDay) return lot.closes.getTime();
    const ahead = last.date < closingDay && last.event !== 'sold' && last.event !== 'unsold';
    if (!ahead && last.date < closingDay) return lot.closes.getTime();
    // The day's start on a London clock: UTC midnight, an hour earlier in summer time.
    const utcMidnight = Date.parse(`${last.date}T00:00:00Z`);
    const summer = new Date(utcMidnight)
      .toLocaleString('en-GB', { timeZone: 'Europe/London', timeZoneName: 'short' })
      .endsWith('BST');
    return utcMidnight - (summer ? 3_600_000 : 0);
  };

  it('lists past results latest first by when each came: a lot sold ahead of next year’s auction is not this week’s latest', async () => {
    const ahead = await t.db.query(
      `SELECT id FROM auction_properties
        WHERE lot_state(lot_status, auction_date, auction_end_date) = 'Sold'
          AND coalesce(auction_end_date, auction_date) > now() + interval '30 days'
          AND history @> '[{"event": "sold_prior"}]'`,
    );
    // The demo holds lots sold before an auction still weeks ahead (the case a buyer met).
    expect(ahead.rows.length).toBeGreaterThan(0);
    for (const status of ['sold', 'ended', 'withdrawn', 'postponed']) {
      const res = await get(`/listings/_payload.json?lot_status=${status}`);
      const ids = (res.body.loaderData.listings.items as Array<{ id: number }>).map((l) => l.id);
      expect(ids.length, status).toBeGreaterThan(5);
      const rows = (
        await t.db.query<{
          id: string;
          history: Array<{ date?: string; event?: string }>;
          closes: Date;
        }>(
          `SELECT id::text, history, coalesce(auction_end_date, auction_date) AS closes
             FROM auction_properties WHERE id = ANY($1::bigint[])`,
          [ids],
        )
      ).rows;
      const times = ids.map((id) => resultTime(rows.find((r) => r.id === String(id))!));
      // No result from the future leads, and each comes no later than the one above it.
      expect(times[0]!, status).toBeLessThanOrEqual(Date.now());
      expect(times, status).toEqual([...times].sort((a, b) => b - a));
    }
  });
});

describe('views', () => {
  it('list and grid keep the filters in the view links; the form keeps the view', async () => {
    const res = await get('/listings?location=leeds&view=list');
    expect(res.text).toContain('href="/listings?location=leeds&amp;view=map"');
    expect(res.text).toContain('href="/listings?location=leeds"');
    expect(res.text).toContain('name="view" value="list"');
    expect(res.text).toMatch(/aria-current="page"[^>]*>List</);
  });

  it('auction houses and sold prices offer list and grid (no map), and their forms keep the view', async () => {
    for (const path of ['/auctioneers', '/sold-house-prices']) {
      const res = await get(`${path}?view=list`);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toMatch(/aria-current="page"[^>]*>List</);
      expect(res.text, path).not.toContain('view=map');
      expect(res.text, path).toContain('name="view" value="list"');
      expect(res.text, path).toContain('max-w-3xl');
      const map = await get(`${path}?view=map`);
      expect(map.text, path).toMatch(/aria-current="page"[^>]*>Grid</);
    }
  });

  it('a signed-out visitor choosing the map gets the map-access modal from the CMS page', async () => {
    const res = await get('/listings?view=map&location=leeds');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<dialog');
    expect(res.text).toContain('Sign in to use the map');
    expect(res.text).toContain('Map search is free for registered users');
    expect(res.text).toContain(
      `href="/login?redirect=${encodeURIComponent('/listings?view=map&location=leeds')}"`,
    );
    // Close goes back to the same search without the map.
    expect(res.text).toContain('href="/listings?location=leeds"');
  });

  it('the modal shows the page the global config names, and built-in text when it is missing', async () => {
    const editor = await t.sessionCookie('editor');
    const admin = (method: 'put' | 'post', path: string, body: object) => {
      const agent = request(t.app);
      return agent[method](path)
        .set('Cookie', editor)
        .set('Origin', t.config.PUBLIC_URL)
        .send(body);
    };
    const current = await request(t.app).get('/api/admin/global-config').set('Cookie', editor);
    // A page that is not there is refused on saving, naming the field (decision 170)…
    const saved = await admin('put', '/api/admin/global-config', {
      ...current.body.config,
      map_access_modal: { slug: 'no-such-page' },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.error.details.errors['map_access_modal.slug']).toBe(
      'No published page is at /no-such-page: choose a published page',
    );
    // … and its page cannot be unpublished.
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT id FROM pages WHERE path = '/map-access'",
    );
    const unpublish = await admin('post', `/api/admin/pages/${rows[0]!.id}/unpublish`, {});
    expect(unpublish.status).toBe(409);
    expect(unpublish.body.error.message).toBe(
      'Site settings use /map-access for the map access modal: choose another page there first, then unpublish it',
    );
    // A page gone all the same (an older database, a hand edit) leaves the built-in text: the
    // modal set to another published page, which then goes before any visitor reads it.
    const moved = await admin('put', '/api/admin/global-config', {
      ...current.body.config,
      map_access_modal: { slug: 'forbidden-content' },
    });
    expect(moved.status).toBe(200);
    await t.db.query("UPDATE pages SET published = false WHERE path = '/forbidden-content'");
    const res = await get('/listings?view=map');
    expect(res.text).toContain('<dialog');
    expect(res.text).toContain('Sign in or create an account to see lots on the map.');
    await t.db.query("UPDATE pages SET published = true WHERE path = '/forbidden-content'");
    const back = await admin('put', '/api/admin/global-config', current.body.config);
    expect(back.status).toBe(200);
  });

  it('a signed-in visitor gets the map (loaded in the browser) and no modal', async () => {
    const cookie = await t.sessionCookie('user');
    const res = await get('/listings?view=map', cookie);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<dialog');
    expect(res.text).toContain('The map needs JavaScript');
    expect(res.text).toContain('Lots on this page');
  });
});
