import { describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import type * as GraphModule from '#server/graph/index.server';
import type { GraphExecuteRequest } from '#server/graph/index.server';
import { GRAPH_LIMITS, MAP_DEFAULTS } from '#server/graph/index.server';
import { requestWork } from '#server/graph/request-cost.server';
import { graphSchema } from '#server/graph/schema.server';
import { parse } from '#server/graph/graphql.server';
import { MAP_QUERY, PLACES_QUERY } from '#client/components/map/map-data';
import { CARD_FIELDS } from '#schema/entities';
import { seededDirectoryApp } from '../helpers/directory-app';
import { BROWSER_UA } from '../helpers/test-app';

/** Every operation the app's own code runs in process while the pages below are answered. */
const ran = vi.hoisted(() => [] as GraphExecuteRequest[]);

vi.mock('#server/graph/index.server', async (importOriginal) => {
  const real = await importOriginal<typeof GraphModule>();
  return {
    ...real,
    createGraphServer: (options: Parameters<typeof real.createGraphServer>[0]) => {
      const graph = real.createGraphServer(options);
      return {
        ...graph,
        execute: (req: GraphExecuteRequest) => {
          ran.push(req);
          return graph.execute(req);
        },
      };
    },
  };
});

/** Pages of every kind, with the searches and filters that make their queries heaviest. */
const PAGES = [
  '/',
  '/listings',
  '/listings?page=2',
  '/listings?search=leeds',
  '/listings?search=flat+b',
  '/listings?location=leeds&view=list',
  '/listings?lot_status=ended',
  '/listings?lot_status=sold&order_by=auction_date_asc',
  '/listings?order_by=price_desc',
  '/listings/_payload.json?guide_price_min=0&guide_price_max=100000',
  '/auctioneers',
  '/auctioneers?search=auction',
  '/auctions',
  '/auctions?when=past',
  '/locations',
  '/locations/leeds',
  '/locations/england',
  '/postcodes',
  '/articles',
  '/sold-house-prices',
  '/sold-house-prices?page=2',
  '/sold-house-prices?search=church+street',
  '/sold-house-prices?search=bath+somerset',
  '/sold-house-prices?search=house+and+flat+in+leeds',
  '/sold-house-prices?location=Leeds&search=Grosvenor+Road',
  '/sold-house-prices?location=Leeds&search=Victoria+Grove',
  '/sold-house-prices?location=LS6&search=roundhay',
  '/sold-house-prices?location=hepworth+green',
  '/sold-house-prices?location=lake+district',
  '/sold-house-prices?location=Headingley',
  '/sold-house-prices?location=Newport',
  '/sold-house-prices?location=West+End+London',
  '/sold-house-prices?property_type=D&order_by=price_desc',
];

/** The queries the browser sends to /graphql itself (the map), with the largest variables it sends. */
const BROWSER_OPERATIONS: GraphExecuteRequest[] = [
  {
    query: MAP_QUERY,
    variables: { bbox: { west: -6, south: 50, east: 2, north: 56 }, zoom: 6, where: {} },
  },
  { query: PLACES_QUERY, variables: { where: { kind: { _eq: 'town' } }, limit: 28 } },
  {
    query: `query MapCard($id: bigint!) { lot: auction_properties_by_pk(id: $id) { ${CARD_FIELDS.auction_properties} } }`,
    variables: { id: 1 },
  },
];

/**
 * The budgets of GRAPH_LIMITS are set from the site's own queries: every one of them, with
 * headroom, must fit, or a page would break the day the check moved in process.
 */
describe('the site’s own GraphQL operations fit the request budgets', () => {
  const { t, get } = seededDirectoryApp();

  /** Lot, house, auction, place and article pages: the first few of each sitemap. */
  async function sitemapPages(): Promise<string[]> {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const paths: string[] = [];
    for (const sitemap of locs((await get('/sitemap.xml')).text)) {
      const listed = locs((await get(new URL(sitemap).pathname)).text);
      paths.push(...listed.slice(0, 3).map((loc) => new URL(loc).pathname));
    }
    return paths;
  }

  it('measures every operation the pages, the admin and the map send', async () => {
    for (const path of [...PAGES, ...(await sitemapPages())]) {
      expect((await get(path)).status, path).toBeLessThan(500);
    }
    const editor = await t.sessionCookie('editor');
    for (const path of ['/api/admin/lots?q=Station', '/api/admin/pages?search=about']) {
      const res = await request(t.app)
        .get(path)
        .set('User-Agent', BROWSER_UA)
        .set('Cookie', editor);
      expect(res.status, path).toBeLessThan(500);
    }
    const operations = [...ran, ...BROWSER_OPERATIONS];
    expect(ran.length).toBeGreaterThan(50);

    const measured = operations.map((op) => ({
      name: /query\s+(\w+)/.exec(op.query)?.[1] ?? op.query.slice(0, 40),
      ...requestWork(graphSchema(), parse(op.query), op.operationName, op.variables, MAP_DEFAULTS)!,
    }));
    const heaviest = (key: 'cost' | 'patternWork') =>
      measured.reduce((a, b) => (b[key] > a[key] ? b : a));
    // Printed so the budgets' comments can be checked against today's queries.
    console.log(
      `${operations.length} operations; heaviest cost ${JSON.stringify(heaviest('cost'))}; ` +
        `most pattern work ${JSON.stringify(heaviest('patternWork'))}`,
    );
    const byName = new Map<string, { cost: number; patternWork: number }>();
    for (const m of measured) {
      const seen = byName.get(m.name);
      byName.set(m.name, {
        cost: Math.max(seen?.cost ?? 0, m.cost),
        patternWork: Math.max(seen?.patternWork ?? 0, m.patternWork),
      });
    }
    console.log([...byName].map(([n, w]) => `${n}: ${w.cost} / ${w.patternWork}`).join('\n'));
    for (const m of measured) {
      expect(m.cost, m.name).toBeLessThanOrEqual(GRAPH_LIMITS.maxCost);
      expect(m.patternWork, m.name).toBeLessThanOrEqual(GRAPH_LIMITS.maxPatternWork);
    }
  }, 120_000);
});
