import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { signGraphToken } from '#server/auth/graph-token.server';
import type { Queryable } from '#server/db/db.server';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { seedGraphFixture, type Fixture } from '../fixtures/graph-fixture';
import { TEST_JWT_SECRET, graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';

const UK = { west: -8, south: 49.9, east: 2, north: 58.7 };
const MAP = `query ($bbox: map_bbox_input!, $zoom: Int, $where: auction_properties_bool_exp) {
  map_auction_properties(bbox: $bbox, zoom: $zoom, where: $where) {
    mode zoom total truncated
    points { id lat lng title lot_status guide_price_min }
    clusters { count lat lng bbox { west south east north } }
  }
}`;

interface Cluster {
  count: number;
  lat: number;
  lng: number;
  bbox: { west: number; south: number; east: number; north: number };
}

/** An account of the given role, as the site stores it (token version 0). */
async function account(db: Queryable, email: string, role: 'user' | 'editor'): Promise<number> {
  const { rows } = await db.query<{ id: string | number }>(
    'INSERT INTO users (email, username, role, confirmed) VALUES ($1, $1, $2, true) RETURNING id',
    [email, role],
  );
  return Number(rows[0]!.id);
}

/** A graph token's identity for an account's session (no session id: signed without one). */
const tokenOf = (userId: number, role: 'user' | 'editor') =>
  ({ userId, role, sessionId: null, version: 0 }) as const;

describe.each(testLanes())('GraphQL map and tokens (%s)', (lane) => {
  let t: TestDb;
  let fx: Fixture;
  let g: GraphTestApp;
  let small: GraphTestApp;
  let buyer: number;
  let editor: number;
  let userToken: string;
  let editorToken: string;

  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'auth' });
    fx = await seedGraphFixture(t.db);
    g = graphTestApp(t.db);
    // Same data, a point limit of 5 so the fixture's 19 mapped lots cluster.
    small = graphTestApp(t.db, { map: { pointLimit: 5, maxPoints: 10 } });
    buyer = await account(t.db, 'graph-buyer@example.test', 'user');
    editor = await account(t.db, 'graph-editor@example.test', 'editor');
    userToken = await signGraphToken(tokenOf(buyer, 'user'), TEST_JWT_SECRET);
    editorToken = await signGraphToken(tokenOf(editor, 'editor'), TEST_JWT_SECRET);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const mapped = () => fx.lots.filter((l) => l.lat !== null && l.lng !== null);
  const post = (app: GraphTestApp, body: object, headers: Record<string, string> = {}) => {
    let req = request(app.app).post('/graphql');
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req.send(body);
  };
  const map = (variables: Record<string, unknown>, token: string | null = userToken, app = g) =>
    post(app, { query: MAP, variables }, token ? { authorization: `Bearer ${token}` } : {});

  describe('who may use map_auction_properties', () => {
    it('refuses a request without a token: 401 UNAUTHENTICATED', async () => {
      const res = await map({ bbox: UK }, null);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body.data).toBeNull();
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message:
            "map_auction_properties needs a signed-in user: send a valid token as 'Authorization: Bearer <token>'.",
          path: ['map_auction_properties'],
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ]);
    });

    it.each([
      [
        'an expired token',
        async () => signGraphToken(tokenOf(buyer, 'user'), TEST_JWT_SECRET, -60),
        'Token has expired.',
      ],
      [
        'a token signed with another secret',
        async () => signGraphToken(tokenOf(buyer, 'user'), 'another-secret-another-secret-0123456'),
        'Token is invalid.',
      ],
      ['a garbage token', async () => 'not.a.jwt', 'Token is invalid.'],
    ])('refuses %s: 401 with a safe message', async (_name, makeToken, message) => {
      const res = await map({ bbox: UK }, await makeToken());
      expect(res.status).toBe(401);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].message).toBe(message);
      expect(res.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
      expect(JSON.stringify(res.body)).not.toMatch(/stack|JWS|jose/i);
    });

    it('refuses an Authorization header that is not a Bearer token', async () => {
      const res = await post(
        g,
        { query: MAP, variables: { bbox: UK } },
        { authorization: 'Basic dXNlcjpwYXNz' },
      );
      expect(res.status).toBe(401);
      expect(res.body.errors[0].message).toBe("Authorization header must be 'Bearer <token>'.");
    });

    it('refuses a bad token even on a query anonymous users may run (as Hasura does)', async () => {
      const res = await post(
        g,
        { query: '{ auction_houses { slug } }' },
        { authorization: 'Bearer nope' },
      );
      expect(res.status).toBe(401);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('lets anonymous users run every list and detail query', async () => {
      const res = await post(g, {
        query:
          '{ auction_properties(limit: 1) { id } auction_houses_by_slug(slug: "allsop") { id } articles { slug } }',
      });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    });

    it('403 FORBIDDEN when acting as a role that has no access to the map', async () => {
      const res = await post(
        g,
        { query: MAP, variables: { bbox: UK } },
        { authorization: `Bearer ${userToken}`, 'x-hasura-role': 'anonymous' },
      );
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({
        message: "Role 'anonymous' has no access to map_auction_properties.",
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('403 FORBIDDEN when asking for a role the token does not allow', async () => {
      const res = await post(
        g,
        { query: '{ auction_houses { slug } }' },
        { authorization: `Bearer ${userToken}`, 'x-hasura-role': 'editor' },
      );
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({
        message: "Role 'editor' is not allowed for this token.",
        extensions: { code: 'FORBIDDEN' },
      });
      expect(res.body.data).toBeUndefined();
    });

    it('accepts user and editor tokens (and an editor acting as editor)', async () => {
      for (const [token, role] of [
        [userToken, undefined],
        [editorToken, undefined],
        [editorToken, 'editor'],
        [userToken, 'user'],
      ] as const) {
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (role) headers['x-hasura-role'] = role;
        const res = await post(g, { query: MAP, variables: { bbox: UK } }, headers);
        expect(res.status).toBe(200);
        expect(res.body.data.map_auction_properties.total).toBe(mapped().length);
      }
    });

    it('refuses a token whose session has ended, or whose editor is no longer staff', async () => {
      const who = await account(t.db, 'graph-leaver@example.test', 'editor');
      const token = await signGraphToken(tokenOf(who, 'editor'), TEST_JWT_SECRET);
      const withSession = await signGraphToken(
        { userId: buyer, role: 'user', sessionId: 'ended-one', version: 0 },
        TEST_JWT_SECRET,
      );
      expect((await map({ bbox: UK }, token)).status).toBe(200);
      expect((await map({ bbox: UK }, withSession)).status).toBe(200);
      const refused = async (tok: string) => {
        const res = await map({ bbox: UK }, tok);
        expect(res.status).toBe(401);
        expect(res.body.errors[0]).toMatchObject({
          message: 'Token is no longer valid: its session has ended.',
          extensions: { code: 'UNAUTHENTICATED' },
        });
      };
      // That session alone signed out.
      await t.db.query(
        "INSERT INTO ended_sessions (session_id, user_id, expires_at) VALUES ('ended-one', $1, now() + interval '1 hour')",
        [buyer],
      );
      await refused(withSession);
      expect((await map({ bbox: UK })).status).toBe(200);
      // The editor lost the role: the editor's token goes, though the account stays.
      await t.db.query("UPDATE users SET role = 'user' WHERE id = $1", [who]);
      await refused(token);
      // Every session ended (a new password, "sign out everywhere").
      await t.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [who]);
      await refused(await signGraphToken(tokenOf(who, 'user'), TEST_JWT_SECRET));
    });

    it('execute() takes the token too', async () => {
      const anon = await g.graph.execute({ query: MAP, variables: { bbox: UK } });
      expect(anon.status).toBe(401);
      expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const signed = await g.graph.execute<{ map_auction_properties: { total: number } }>({
        query: MAP,
        variables: { bbox: UK },
        token: userToken,
      });
      expect(signed.status).toBe(200);
      expect(signed.data?.map_auction_properties.total).toBe(mapped().length);
    });
  });

  describe('points or clusters', () => {
    it('returns points when few lots match (up to the point limit)', async () => {
      const res = await map({ bbox: UK, zoom: 6 });
      expect(res.status).toBe(200);
      const result = res.body.data.map_auction_properties;
      expect(result).toMatchObject({
        mode: 'points',
        zoom: 6,
        total: mapped().length,
        truncated: false,
        clusters: [],
      });
      expect(result.points).toEqual(
        mapped().map((l) => ({
          id: l.id,
          lat: l.lat,
          lng: l.lng,
          title: l.title,
          lot_status: l.lot_status,
          guide_price_min: l.guide_price_min,
        })),
      );
    });

    it('returns grid clusters when more lots match than the point limit', async () => {
      const res = await map({ bbox: UK, zoom: 6 }, userToken, small);
      expect(res.status).toBe(200);
      const result = res.body.data.map_auction_properties;
      expect(result.mode).toBe('clusters');
      expect(result.points).toEqual([]);
      expect(result.total).toBe(mapped().length);
      // Zoom 6: cells of 360 / (2^6 * 4) = 1.40625 degrees: London, Manchester, Liverpool.
      const cell = 360 / (2 ** 6 * 4);
      const groups = new Map<string, typeof fx.lots>();
      for (const l of mapped()) {
        const key = `${Math.floor(l.lng! / cell)}:${Math.floor(l.lat! / cell)}`;
        groups.set(key, [...(groups.get(key) ?? []), l]);
      }
      const expected = [...groups.values()]
        .map((lots) => ({
          count: lots.length,
          bbox: {
            west: Math.min(...lots.map((l) => l.lng!)),
            south: Math.min(...lots.map((l) => l.lat!)),
            east: Math.max(...lots.map((l) => l.lng!)),
            north: Math.max(...lots.map((l) => l.lat!)),
          },
          lat: lots.reduce((s, l) => s + l.lat!, 0) / lots.length,
          lng: lots.reduce((s, l) => s + l.lng!, 0) / lots.length,
        }))
        .sort((a, b) => b.count - a.count);
      expect(result.clusters.map((c: Cluster) => c.count)).toEqual([11, 5, 3]);
      expect(result.clusters).toHaveLength(expected.length);
      result.clusters.forEach((c: Cluster, i: number) => {
        expect(c.count).toBe(expected[i]!.count);
        expect(c.bbox).toEqual(expected[i]!.bbox);
        expect(c.lat).toBeCloseTo(expected[i]!.lat, 9);
        expect(c.lng).toBeCloseTo(expected[i]!.lng, 9);
      });
    });

    it('returns points at street zoom (>= 15) whatever the count, capped and flagged', async () => {
      const res = await map({ bbox: UK, zoom: 16 }, userToken, small);
      const result = res.body.data.map_auction_properties;
      expect(result).toMatchObject({
        mode: 'points',
        zoom: 16,
        total: mapped().length,
        truncated: true,
      });
      expect(result.points.map((p: { id: number }) => p.id)).toEqual(
        mapped()
          .slice(0, 10)
          .map((l) => l.id),
      );
    });

    it('applies where and the box together', async () => {
      const london = { west: -0.2, south: 51.45, east: 0, north: 51.6 };
      const res = await map(
        { bbox: london, zoom: 12, where: { lot_status: { _eq: 'Sold' } } },
        userToken,
        small,
      );
      const result = res.body.data.map_auction_properties;
      const expected = mapped().filter(
        (l) =>
          l.lot_status === 'Sold' &&
          l.lng! >= -0.2 &&
          l.lng! <= 0 &&
          l.lat! >= 51.45 &&
          l.lat! <= 51.6,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(result.mode).toBe('points');
      expect(result.points.map((p: { id: number }) => p.id)).toEqual(expected.map((l) => l.id));
      const clustered = await map({ bbox: london, zoom: 12 }, userToken, small);
      const all = clustered.body.data.map_auction_properties;
      expect(all.mode).toBe('clusters');
      expect(all.total).toBe(11);
      expect(all.clusters.reduce((s: number, c: Cluster) => s + c.count, 0)).toBe(11);
    });

    it('derives the zoom from the box width when none is given', async () => {
      const res = await map({ bbox: UK });
      // 10 degrees wide, as if 4 tiles across: floor(log2(360 * 4 / 10)) = 7
      expect(res.body.data.map_auction_properties.zoom).toBe(7);
    });

    it.each([
      [{ bbox: { ...UK, south: 59 } }, 'bbox south must not be greater than north.'],
      [{ bbox: { ...UK, north: 95 } }, 'bbox latitudes must be between -90 and 90.'],
      [{ bbox: { ...UK, west: -200 } }, 'bbox longitudes must be between -180 and 180.'],
      [{ bbox: { ...UK, west: 3 } }, 'bbox west must not be greater than east.'],
      [{ bbox: UK, zoom: 23 }, 'zoom must be a whole number from 0 to 22.'],
      [{ bbox: UK, zoom: -1 }, 'zoom must be a whole number from 0 to 22.'],
    ])('refuses a bad box or zoom with 400 (%j)', async (variables, message) => {
      const res = await map(variables);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('refuses a request without the required bbox with 400', async () => {
      const res = await map({});
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(
        'Variable "$bbox" of required type "map_bbox_input!" was not provided.',
      );
    });
  });
});
