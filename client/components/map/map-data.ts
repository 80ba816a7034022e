import { graphRequest, GraphRequestError } from '#client/runtime/graph-clients';
import { refreshCurrentUser } from '#client/runtime/auth-client';
import { authStore } from '#client/stores/auth-store';

export interface MapBbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface MapLotPoint {
  id: number | string;
  lat: number;
  lng: number;
  title: string;
  lot_status: string | null;
  guide_price_min: number | null;
}

export interface MapLotCluster {
  count: number;
  lat: number;
  lng: number;
  bbox: MapBbox;
}

export interface MapLots {
  mode: 'points' | 'clusters';
  zoom: number;
  total: number;
  truncated: boolean;
  points: MapLotPoint[];
  clusters: MapLotCluster[];
}

const MAP_QUERY = /* GraphQL */ `
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
  bbox: MapBbox;
  zoom: number;
  where: Record<string, unknown>;
}): Promise<MapLots> {
  if (!(await freshGraphToken())) throw new GraphRequestError('Sign in to search on the map.', 401);
  const run = () =>
    graphRequest<{ map_auction_properties: MapLots }>('default', MAP_QUERY, vars).then(
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
