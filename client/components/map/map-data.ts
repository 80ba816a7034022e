import { graphRequest, GraphRequestError } from '#client/runtime/graph-clients';
import { refreshCurrentUser } from '#client/runtime/auth-client';
import { authStore } from '#client/stores/auth-store';
// The map's answer types still live beside their resolver (server/graph, another team's area):
// a type-only exception to the client boundary, to move to shared/payloads/ (docs/decisions/039-pages-in-their-own-chunks-shared-for-code-both-sides-run.md).
// eslint-disable-next-line no-restricted-imports
import type { Bbox, MapResult } from '#server/graph/map.server';

/** The graph's answer shapes (type-only: nothing of the server reaches the browser bundle). */
// eslint-disable-next-line no-restricted-imports
export type { MapResult as MapLots } from '#server/graph/map.server';

export const MAP_QUERY = /* GraphQL */ `
  query MapLots($bbox: map_bbox_input!, $where: auction_properties_bool_exp, $zoom: Int) {
    map_auction_properties(bbox: $bbox, where: $where, zoom: $zoom) {
      mode
      zoom
      total
      truncated
      points {
        id
        lat
        lng
        title
        lot_status
        guide_price_min
        guide_price_max
        sold_price
      }
      clusters {
        count
        lat
        lng
        bbox {
          west
          south
          east
          north
        }
      }
    }
  }
`;

/** Seconds left before a JWT's `exp`; 0 when it cannot be read. */
export function secondsLeft(token: string | null, now = Date.now()): number {
  const payload = token?.split('.')[1];
  if (!payload) return 0;
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof exp === 'number' ? Math.max(0, exp - now / 1000) : 0;
  } catch {
    return 0;
  }
}

/**
 * The map needs the short-lived hasuraToken (SPEC §3). A visitor who signed in without JavaScript
 * has only the session cookie, and tokens expire after 15 minutes: fetch the current user, which
 * hands out a fresh one.
 */
async function freshGraphToken(): Promise<boolean> {
  if (secondsLeft(authStore.get().hasuraToken) > 30) return true;
  return (await refreshCurrentUser()) === 'ok';
}

/** Lots inside the box, as points or clusters (server rule in server/graph/map.server.ts). */
export async function fetchMapLots(vars: {
  bbox: Bbox;
  zoom: number;
  where: Record<string, unknown>;
}): Promise<MapResult> {
  if (!(await freshGraphToken())) throw new GraphRequestError('Sign in to search on the map.', 401);
  const run = () =>
    graphRequest<{ map_auction_properties: MapResult }>('default', MAP_QUERY, vars).then(
      (d) => d.map_auction_properties,
    );
  try {
    return await run();
  } catch (err) {
    // The token was revoked or expired in between: one fresh token, one more try.
    if (!(err instanceof GraphRequestError) || err.status !== 401) throw err;
    if ((await refreshCurrentUser()) !== 'ok') throw err;
    return run();
  }
}

/** A town to name on the map. */
export interface MapPlace {
  name: string;
  lat: number;
  lng: number;
}

export const PLACES_QUERY = /* GraphQL */ `
  query MapPlaces($where: locations_bool_exp!, $limit: Int!) {
    locations(
      where: $where
      order_by: [{ population: desc_nulls_last }, { id: asc }]
      limit: $limit
    ) {
      name
      lat
      lng
    }
  }
`;

/** How many towns a view names: a few cities zoomed out, more as the view narrows. */
export const placeLabelCount = (zoom: number) => (zoom < 7 ? 10 : zoom < 9 ? 18 : 28);

/**
 * The largest towns inside the box, to label the map (the offline basemap draws land and borders
 * only, so a view of Bristol did not say it was Bristol). Public data: no token needed.
 */
export async function fetchMapPlaces(bbox: Bbox, zoom: number): Promise<MapPlace[]> {
  const data = await graphRequest<{ locations: MapPlace[] }>('default', PLACES_QUERY, {
    where: {
      kind: { _eq: 'town' },
      lat: { _gte: bbox.south, _lte: bbox.north },
      lng: { _gte: bbox.west, _lte: bbox.east },
    },
    limit: placeLabelCount(zoom),
  });
  return data.locations;
}
