import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import type { MapBox, ResultsMapData } from '#schema/map-view';

let t: TestApp;
let cookie: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { directory: true });
  cookie = await t.sessionCookie('user');
  const me = await request(t.app).get('/api/auth/me').set('Cookie', cookie);
  token = me.body.hasuraToken as string;
}, 120_000);
afterAll(() => t.close());

const WORLD: MapBox = { west: -180, south: -90, east: 180, north: 90 };

interface Listings {
  total: number;
  map: ResultsMapData | null;
  place: { centre: { lat: number; lng: number } | null; bbox: MapBox | null } | null;
}

async function listings(qs: string, withCookie = true): Promise<Listings> {
  const req = request(t.app).get(`/listings/_payload.json?${qs}`).set('User-Agent', BROWSER_UA);
  const res = await (withCookie ? req.set('Cookie', cookie) : req);
  expect(res.status, qs).toBe(200);
  return res.body.loaderData.listings as Listings;
}

interface MapAnswer {
  total: number;
  truncated: boolean;
  points: Array<{ lat: number; lng: number }>;
  clusters: Array<{ count: number; bbox: MapBox }>;
}

/** What the browser's map asks for: the graph's map query with the loader's `where`. */
async function mapLots(where: Record<string, unknown>, bbox = WORLD, zoom = 5) {
  const res = await request(t.app)
    .post('/graphql')
    .set('Authorization', `Bearer ${token}`)
    .send({
      query: `query ($bbox: map_bbox_input!, $where: auction_properties_bool_exp, $zoom: Int) {
        map_auction_properties(bbox: $bbox, where: $where, zoom: $zoom) {
          total truncated points { lat lng } clusters { count bbox { west south east north } }
        }
      }`,
      variables: { bbox, where, zoom },
    });
  expect(res.status, JSON.stringify(res.body.errors)).toBe(200);
  return res.body.data.map_auction_properties as MapAnswer;
}

const inside = (box: MapBox, p: { lat: number; lng: number }) =>
  p.lat >= box.south && p.lat <= box.north && p.lng >= box.west && p.lng <= box.east;

const SEARCHES = [
  'view=map',
  'view=map&location=leeds&radius=25',
  'view=map&location=leeds',
  'view=map&property_type=Flat',
  'view=map&search=road&guide_price_max=150000',
  'view=map&lot_status=sold',
  'view=map&near=51.4545,-2.5879&radius=10',
];

describe('the map shows exactly the list’s lots', () => {
  it.each(SEARCHES)('%s: same count as the list, and the box holds every lot', async (qs) => {
    const data = await listings(qs);
    expect(data.total, qs).toBeGreaterThan(0);
    const map = data.map!;
    const answer = await mapLots(map.where);
    expect(answer.truncated).toBe(false);
    expect(answer.total, qs).toBe(data.total);

    // Every lot (a point, or a cluster's box of lots) is inside the bounds, and the bounds are
    // tight: each edge is some lot's coordinate.
    const boxes = [
      ...answer.points.map((p) => ({ west: p.lng, east: p.lng, south: p.lat, north: p.lat })),
      ...answer.clusters.map((c) => c.bbox),
    ];
    const b = map.bounds!;
    for (const box of boxes) {
      expect(inside(b, { lat: box.south, lng: box.west }), qs).toBe(true);
      expect(inside(b, { lat: box.north, lng: box.east }), qs).toBe(true);
    }
    expect(Math.min(...boxes.map((x) => x.west))).toBeCloseTo(b.west, 9);
    expect(Math.max(...boxes.map((x) => x.east))).toBeCloseTo(b.east, 9);
    expect(Math.min(...boxes.map((x) => x.south))).toBeCloseTo(b.south, 9);
    expect(Math.max(...boxes.map((x) => x.north))).toBeCloseTo(b.north, 9);
  });

  it('opens round the searched circle, place and lots for a place + radius search, on the lots otherwise', async () => {
    const leeds = await listings('view=map&location=leeds&radius=10');
    const frame = leeds.map!.frame!;
    const centre = leeds.place!.centre!;
    expect(inside(frame, centre)).toBe(true);
    // 10 miles = 16.09 km ≈ 0.1446° of latitude each way, at least.
    expect(frame.north - centre.lat).toBeGreaterThanOrEqual(16.09344 / 111.32 - 1e-6);
    expect(centre.lat - frame.south).toBeGreaterThanOrEqual(16.09344 / 111.32 - 1e-6);
    // The place's land (widened by the radius, decision 153) and every lot found are in view:
    // Kent within 5 miles opened on the circle round its centre, with none of its lots in it.
    for (const box of [leeds.place!.bbox!, leeds.map!.bounds!]) {
      expect(inside(frame, { lat: box.south, lng: box.west })).toBe(true);
      expect(inside(frame, { lat: box.north, lng: box.east })).toBe(true);
    }
    const kent = await listings('view=map&location=kent&radius=5');
    const lots = await mapLots(kent.map!.where, kent.map!.frame!, 15);
    expect(kent.total).toBeGreaterThan(0);
    expect(lots.total).toBe(kent.total);

    const flats = await listings('view=map&property_type=Flat');
    expect(flats.map!.frame).toEqual(flats.map!.bounds);
  });

  it('a lot’s near link: the lot is in the results, and the map opens around it', async () => {
    const lot = (
      await t.db.query<{ id: string; lat: number; lng: number }>(
        // A lot for sale: the nearby map shows lots for sale, like the results page it opens.
        "SELECT id::text, lat, lng FROM auction_properties WHERE lat IS NOT NULL AND lot_state(lot_status, auction_date, auction_end_date) = 'Available' ORDER BY id LIMIT 1",
      )
    ).rows[0]!;
    const page = await request(t.app).get(`/listings/${lot.id}`).set('User-Agent', BROWSER_UA);
    const href = /href="(\/listings\?view=map&amp;near=[^"]+)"/.exec(page.text)?.[1];
    expect(href).toBeDefined();
    const qs = href!.replace('/listings?', '').replaceAll('&amp;', '&');
    const data = await listings(qs);
    const near = await mapLots(data.map!.where, WORLD, 15);
    expect(near.points.some((p) => p.lat === lot.lat && p.lng === lot.lng)).toBe(true);
    expect(inside(data.map!.frame!, lot)).toBe(true);
    const html = await request(t.app)
      .get(`/listings?${qs}`)
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', cookie);
    expect(html.text).toMatch(/Within 5 miles of \d+\.\d{5}° N, \d+\.\d{5}° [WE]\./);
  });

  it('no lots: no bounds and no frame (the map opens on its default centre), total 0', async () => {
    const data = await listings('view=map&search=zzqxnotaword');
    expect(data.total).toBe(0);
    expect(data.map).toEqual({ where: expect.any(Object), bounds: null, frame: null });
    expect((await mapLots(data.map!.where)).total).toBe(0);
  });

  it('is not computed for other views or for signed-out visitors', async () => {
    expect((await listings('view=list')).map).toBeNull();
    expect((await listings('view=map', false)).map).toBeNull();
  });

  it('a malformed near or camera never breaks the page', async () => {
    for (const qs of ['near=91,0', 'near=53.8,-1.5;drop', 'at=53.8,-1.5,99', 'at=x']) {
      const data = await listings(`view=map&${qs}`);
      expect(data.map!.bounds, qs).not.toBeNull();
    }
    // A NUL is refused before any loader runs (issue 18): a 400 naming the field, not a 500.
    const nul = await request(t.app)
      .get('/listings/_payload.json?view=map&near=%00')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', cookie);
    expect(nul.status).toBe(400);
    expect(JSON.stringify(nul.body)).toContain('near must not contain NUL characters');
  });
});
