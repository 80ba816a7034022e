import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { seedGraphFixture, type Fixture, type FixtureLot } from '../fixtures/graph-fixture';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';

type Dir =
  'asc' | 'desc' | 'asc_nulls_first' | 'asc_nulls_last' | 'desc_nulls_first' | 'desc_nulls_last';

/** PostgreSQL ordering of one key, ties broken by id ascending (the graph's tiebreaker). */
function sortedIds(lots: FixtureLot[], key: keyof FixtureLot, dir: Dir): number[] {
  const desc = dir.startsWith('desc');
  const nullsFirst = dir === 'desc' || dir.endsWith('nulls_first');
  return [...lots]
    .sort((a, b) => {
      const x = a[key] as number | string | null;
      const y = b[key] as number | string | null;
      if (x === null || y === null) {
        if (x === y) return a.id - b.id;
        return (x === null ? -1 : 1) * (nullsFirst ? 1 : -1);
      }
      if (x === y) return a.id - b.id;
      return (x < y ? -1 : 1) * (desc ? -1 : 1);
    })
    .map((l) => l.id);
}

describe.each(testLanes())('GraphQL lists, lookups and relations (%s)', (lane) => {
  let t: TestDb;
  let fx: Fixture;
  let g: GraphTestApp;

  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'lists' });
    fx = await seedGraphFixture(t.db);
    g = graphTestApp(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const res = await request(g.app).post('/graphql').send({ query, variables });
    return res;
  };
  const ok = async (query: string, variables?: Record<string, unknown>) => {
    const res = await gql(query, variables);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('lists 12 rows by default, in primary-key order', async () => {
    const data = await ok('{ auction_properties { id } }');
    expect(data.auction_properties.map((r: { id: number }) => r.id)).toEqual(
      fx.lots.slice(0, 12).map((l) => l.id),
    );
  });

  it('returns every column with its JSON type', async () => {
    const sold = fx.lots.find((l) => l.sold_price !== null && l.image_urls.length > 0)!;
    const data = await ok(
      `query ($id: bigint!) { auction_properties_by_pk(id: $id) {
        id auction_house_id auction_id title description lot_number lot_status property_type tenure
        bedrooms address location location_slug postcode postcode_district lat lng guide_price_min
        guide_price_max sold_price auction_method auction_date auction_end_date image_urls
        legal_pack_url history created_at updated_at } }`,
      { id: sold.id },
    );
    const row = data.auction_properties_by_pk;
    expect(row).toMatchObject({
      id: sold.id,
      auction_house_id: sold.auction_house_id,
      auction_id: sold.auction_id,
      title: sold.title,
      lot_status: sold.lot_status,
      bedrooms: sold.bedrooms,
      lat: sold.lat,
      lng: sold.lng,
      guide_price_min: sold.guide_price_min,
      sold_price: sold.sold_price,
      image_urls: sold.image_urls,
      history: sold.history,
      tenure: null,
      auction_end_date: null,
      created_at: '2024-01-01T00:00:00.000Z',
    });
    expect(new Date(row.auction_date).toISOString()).toBe(
      new Date(sold.auction_date!).toISOString(),
    );
    expect(row).not.toHaveProperty('search_vector');
  });

  it('by_pk: found, not found (null), and a bigint given as a string', async () => {
    const data = await ok(`{
      found: auction_properties_by_pk(id: 3) { id title }
      missing: auction_properties_by_pk(id: 999999) { id }
      asString: auction_properties_by_pk(id: "3") { id }
      house: auction_houses_by_pk(id: ${fx.houses[0]!.id}) { slug }
      noHouse: auction_houses_by_pk(id: 0) { slug }
      auction: auctions_by_pk(id: ${fx.auctions[1]!.id}) { title auction_date }
      sale: sold_house_prices_by_pk(transaction_id: "{A0000004}") { price date_of_transfer property_type postcode_district postcode_sector }
      noSale: sold_house_prices_by_pk(transaction_id: "{nope}") { price }
      location: locations_by_pk(id: 1) { slug }
      postcode: postcodes_by_pk(id: 2) { slug }
      article: articles_by_pk(id: 1) { slug }
      noArticle: articles_by_pk(id: 42) { slug }
    }`);
    expect(data.found).toEqual({ id: 3, title: fx.lots[2]!.title });
    expect(data.missing).toBeNull();
    expect(data.asString).toEqual({ id: 3 });
    expect(data.house).toEqual({ slug: 'allsop' });
    expect(data.noHouse).toBeNull();
    expect(data.auction).toEqual({
      title: 'Savills July sale',
      auction_date: '2024-07-10T11:00:00.000Z',
    });
    expect(data.sale).toEqual({
      price: 1250000,
      date_of_transfer: '2022-11-11',
      property_type: 'D',
      postcode_district: 'sw1a',
      postcode_sector: 'sw1a/2',
    });
    expect(data.noSale).toBeNull();
    expect(data.location).toEqual({ slug: 'england' });
    expect(data.postcode).toEqual({ slug: 'nw1' });
    expect(data.article).toEqual({ slug: 'buying-at-auction' });
    expect(data.noArticle).toBeNull();
  });

  it('by_slug on houses, locations, postcodes and articles; JSON body comes back as JSON', async () => {
    const data = await ok(`{
      auction_houses_by_slug(slug: "savills") { name regions_covered auction_method phone }
      locations_by_slug(slug: "england/greater-london/camden") { name kind population parent { slug } }
      postcodes_by_slug(slug: "m1") { label kind location { name } parent { slug } children { slug } }
      articles_by_slug(slug: "buying-at-auction") { title body published_at cover_image }
      missing: articles_by_slug(slug: "nope") { title }
    }`);
    expect(data.auction_houses_by_slug).toEqual({
      name: 'Savills',
      regions_covered: ['London', 'National'],
      auction_method: ['Traditional'],
      phone: null,
    });
    expect(data.locations_by_slug).toEqual({
      name: 'Camden',
      kind: 'town',
      population: 270000,
      parent: { slug: 'england/greater-london' },
    });
    expect(data.postcodes_by_slug).toEqual({
      label: 'M1',
      kind: 'district',
      location: { name: 'Manchester' },
      parent: { slug: 'm' },
      children: [],
    });
    expect(data.articles_by_slug).toEqual({
      title: 'Buying at auction',
      body: [{ type: 'paragraph', text: 'Register, bid, exchange on the fall of the hammer.' }],
      published_at: '2024-03-01T09:00:00.000Z',
      cover_image: null,
    });
    expect(data.missing).toBeNull();
  });

  it('aggregate avg, sum, min and max of a numeric column, in one statement, fragments included', async () => {
    const before = g.queries.length;
    const data = await ok(
      `query {
        london: sold_house_prices_aggregate(where: { town_city: { _eq: "LONDON" } }) {
          aggregate { count avg { price } sum { price } ...Range }
        }
        none: sold_house_prices_aggregate(where: { price: { _lt: 0 } }) { aggregate { count avg { price } } }
      }
      fragment Range on sold_house_prices_aggregate_fields { min { price } max { price } }`,
    );
    const prices = fx.sold.filter((s) => s.town_city === 'LONDON').map((s) => s.price);
    const sum = prices.reduce((a, b) => a + b, 0);
    expect(prices.length).toBeGreaterThan(1);
    expect(data.london.aggregate).toEqual({
      count: prices.length,
      avg: { price: sum / prices.length },
      sum: { price: sum },
      min: { price: Math.min(...prices) },
      max: { price: Math.max(...prices) },
    });
    expect(data.none.aggregate).toEqual({ count: 0, avg: { price: null } });
    expect(g.queries.length - before).toBe(2);
  });

  it('sibling counts of one table answer in one statement, each with its own count', async () => {
    const sold = { lot_status: { _in: ['Sold'] } };
    const before = g.queries.length;
    const data = await ok(
      `query ($sold: auction_properties_bool_exp, $none: auction_properties_bool_exp) {
        sold: auction_properties_aggregate(where: $sold) { aggregate { count } }
        again: auction_properties_aggregate(where: $sold) { aggregate { count } }
        none: auction_properties_aggregate(where: $none) { aggregate { count } }
        all: auction_properties_aggregate { aggregate { count } }
        london: sold_house_prices_aggregate(where: { town_city: { _eq: "LONDON" } }) { aggregate { count min { price } max { price } } }
        other: sold_house_prices_aggregate(where: { town_city: { _neq: "LONDON" } }) { aggregate { count min { price } max { price } } }
      }`,
      { sold, none: { bedrooms: { _gt: 1000 } } },
    );
    expect(data.sold.aggregate.count).toBe(fx.lots.filter((l) => l.lot_status === 'Sold').length);
    expect(data.again.aggregate.count).toBe(data.sold.aggregate.count);
    expect(data.none.aggregate.count).toBe(0);
    expect(data.all.aggregate.count).toBe(fx.lots.length);
    const range = (rows: { price: number }[]) => ({
      count: rows.length,
      min: { price: Math.min(...rows.map((r) => r.price)) },
      max: { price: Math.max(...rows.map((r) => r.price)) },
    });
    expect(data.london.aggregate).toEqual(range(fx.sold.filter((s) => s.town_city === 'LONDON')));
    expect(data.other.aggregate).toEqual(range(fx.sold.filter((s) => s.town_city !== 'LONDON')));
    // The counts in one statement (the repeated where counted once); the figures, which read
    // covering indexes at national scale, one statement each.
    expect(g.queries.length - before).toBe(3);
  });

  it('a sibling aggregate with a bad condition is answered with its own error, not a 500', async () => {
    const res = await gql(
      `query ($bad: auction_properties_bool_exp) {
        all: auction_properties_aggregate { aggregate { count } }
        bad: auction_properties_aggregate(where: $bad) { aggregate { count } }
      }`,
      { bad: { title: { _eq: 'nul \u0000 inside' } } },
    );
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].path).toEqual(['bad']);
    expect(res.body.errors[0].message).toMatch(/NUL character/);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('aggregate count matches the list for the same where', async () => {
    const where = { lot_status: { _in: ['Sold', 'Unsold'] } };
    const data = await ok(
      `query ($where: auction_properties_bool_exp) {
        list: auction_properties(where: $where, limit: 100) { id }
        agg: auction_properties_aggregate(where: $where) { aggregate { count } }
        all: auction_properties_aggregate { aggregate { count } }
        houses: auction_houses_aggregate { aggregate { count } }
        auctions_aggregate { aggregate { count } }
        sold_house_prices_aggregate(where: { town_city: { _eq: "LONDON" } }) { aggregate { count } }
        locations_aggregate { aggregate { count } }
        postcodes_aggregate { aggregate { count } }
        articles_aggregate(where: { category: { _eq: "guides" } }) { aggregate { count } }
      }`,
      { where },
    );
    const expected = fx.lots.filter((l) => l.lot_status === 'Sold' || l.lot_status === 'Unsold');
    expect(data.list).toHaveLength(expected.length);
    expect(data.agg.aggregate.count).toBe(expected.length);
    expect(data.all.aggregate.count).toBe(20);
    expect(data.houses.aggregate.count).toBe(4);
    expect(data.auctions_aggregate.aggregate.count).toBe(3);
    expect(data.sold_house_prices_aggregate.aggregate.count).toBe(
      fx.sold.filter((s) => s.town_city === 'LONDON').length,
    );
    expect(data.locations_aggregate.aggregate.count).toBe(6);
    expect(data.postcodes_aggregate.aggregate.count).toBe(5);
    expect(data.articles_aggregate.aggregate.count).toBe(2);
  });

  it.each<Dir>([
    'asc',
    'desc',
    'asc_nulls_first',
    'asc_nulls_last',
    'desc_nulls_first',
    'desc_nulls_last',
  ])('orders by guide_price_min %s with nulls where PostgreSQL puts them', async (dir) => {
    const data = await ok(
      `{ auction_properties(order_by: { guide_price_min: ${dir} }, limit: 100) { id } }`,
    );
    expect(data.auction_properties.map((r: { id: number }) => r.id)).toEqual(
      sortedIds(fx.lots, 'guide_price_min', dir),
    );
  });

  it('orders by timestamps and text, with nulls first/last', async () => {
    const data = await ok(`{
      byDate: auction_properties(order_by: { auction_date: desc_nulls_last }, limit: 100) { id }
      byStatus: auction_properties(order_by: [{ lot_status: asc_nulls_first }], limit: 100) { id }
    }`);
    expect(data.byDate.map((r: { id: number }) => r.id)).toEqual(
      sortedIds(fx.lots, 'auction_date', 'desc_nulls_last'),
    );
    expect(data.byStatus.map((r: { id: number }) => r.id)).toEqual(
      sortedIds(fx.lots, 'lot_status', 'asc_nulls_first'),
    );
  });

  it('orders by several keys in list order, by an object relation and by a computed field', async () => {
    const data = await ok(`{
      multi: auction_properties(order_by: [{ auction_house_id: desc }, { guide_price_min: asc }], limit: 100) { id auction_house_id guide_price_min }
      byHouseName: auction_properties(order_by: [{ auction_house: { name: desc } }, { id: desc }], limit: 100) { id auction_house { name } }
      houses: auction_houses(order_by: { number_of_properties: desc }) { slug number_of_properties }
    }`);
    const multi = [...fx.lots]
      .sort(
        (a, b) =>
          b.auction_house_id - a.auction_house_id ||
          (a.guide_price_min ?? Infinity) - (b.guide_price_min ?? Infinity) ||
          a.id - b.id,
      )
      .map((l) => l.id);
    expect(data.multi.map((r: { id: number }) => r.id)).toEqual(multi);
    const names = data.byHouseName.map(
      (r: { auction_house: { name: string } }) => r.auction_house.name,
    );
    expect(names).toEqual([...names].sort().reverse());
    const savills = data.byHouseName.filter(
      (r: { auction_house: { name: string } }) => r.auction_house.name === 'Savills',
    );
    expect(savills.map((r: { id: number }) => r.id)).toEqual(
      fx.lots
        .filter((l) => l.auction_house_id === fx.houses[1]!.id)
        .map((l) => l.id)
        .reverse(),
    );
    // Lots for sale now, per house, most first (ties in the fixture's house order).
    const forSale = fx.houses
      .map((h) => ({
        slug: h.slug,
        number_of_properties: fx.lots.filter(
          (l) => l.auction_house_id === h.id && l.lot_status === 'Available',
        ).length,
      }))
      .sort((a, b) => b.number_of_properties - a.number_of_properties);
    expect(forSale.some((h) => h.number_of_properties > 0)).toBe(true);
    expect(
      data.houses.map((h: { number_of_properties: number }) => h.number_of_properties),
    ).toEqual(forSale.map((h) => h.number_of_properties));
    expect(new Set(data.houses.map((h: { slug: string }) => h.slug))).toEqual(
      new Set(forSale.map((h) => h.slug)),
    );
  });

  it('pages with limit/offset: stable tiebreak, every row exactly once', async () => {
    // lot_status has many ties: without the id tiebreaker pages could overlap or skip rows.
    const all = await ok(
      '{ auction_properties(order_by: { lot_status: asc }, limit: 100) { id } }',
    );
    const seen: number[] = [];
    for (let offset = 0; offset < 20; offset += 6) {
      const page = await ok(
        `query ($o: Int) { auction_properties(order_by: { lot_status: asc }, limit: 6, offset: $o) { id } }`,
        { o: offset },
      );
      seen.push(...page.auction_properties.map((r: { id: number }) => r.id));
    }
    expect(seen).toEqual(all.auction_properties.map((r: { id: number }) => r.id));
    expect(new Set(seen).size).toBe(20);
    const edge = await ok(`{
      none: auction_properties(limit: 0) { id }
      past: auction_properties(offset: 40) { id }
      exact: auction_properties(limit: 100) { id }
    }`);
    expect(edge.none).toEqual([]);
    expect(edge.past).toEqual([]);
    expect(edge.exact).toHaveLength(20);
  });

  it('resolves object and array relations with their own where/order_by/limit/offset', async () => {
    const allsop = fx.houses[0]!;
    const data = await ok(
      `query ($id: bigint!) {
        auction_houses_by_pk(id: $id) {
          name
          number_of_properties
          cheapest: auction_properties(order_by: { guide_price_min: asc }, limit: 2) { id guide_price_min }
          second: auction_properties(order_by: { guide_price_min: asc }, limit: 2, offset: 2) { id }
          sold: auction_properties(where: { lot_status: { _eq: "Sold" } }) { id lot_status }
          auctions { title auction_properties { id } auction_house { slug } }
        }
        lot: auction_properties_by_pk(id: 6) { auction { id } auction_house { slug } }
        england: locations_by_slug(slug: "england") { children(order_by: { name: asc }) { name children { name } } }
      }`,
      { id: allsop.id },
    );
    const house = data.auction_houses_by_pk;
    const mine = fx.lots.filter((l) => l.auction_house_id === allsop.id);
    const byGuide = sortedIds(mine, 'guide_price_min', 'asc');
    expect(house.number_of_properties).toBe(
      mine.filter((l) => l.lot_status === 'Available').length,
    );
    expect(house.cheapest.map((r: { id: number }) => r.id)).toEqual(byGuide.slice(0, 2));
    expect(house.second.map((r: { id: number }) => r.id)).toEqual(byGuide.slice(2, 4));
    expect(house.sold).toEqual(
      mine.filter((l) => l.lot_status === 'Sold').map((l) => ({ id: l.id, lot_status: 'Sold' })),
    );
    expect(house.auctions).toEqual([
      {
        title: 'Allsop June residential',
        auction_properties: mine.filter((l) => l.auction_id !== null).map((l) => ({ id: l.id })),
        auction_house: { slug: 'allsop' },
      },
    ]);
    expect(data.lot).toEqual({ auction: null, auction_house: { slug: 'allsop' } });
    expect(data.england.children).toEqual([
      {
        name: 'Greater London',
        children: [{ name: 'Camden' }, { name: 'Westminster' }],
      },
      { name: 'North West', children: [{ name: 'Manchester' }] },
    ]);
  });

  it('batches relations: a fixed number of queries however many rows (no N+1)', async () => {
    g.queries.length = 0;
    const data = await ok(`{
      auction_properties(limit: 20) {
        id
        auction_house { name number_of_properties top: auction_properties(limit: 2) { id auction { title } } }
        auction { title auction_house { slug } }
      }
    }`);
    expect(data.auction_properties).toHaveLength(20);
    for (const lot of data.auction_properties) {
      expect(lot.auction_house.top).toHaveLength(2);
    }
    // lots, houses, counts, top lots per house, auctions (two levels batched together per level),
    // auction houses of auctions: each one query, never one per row.
    expect(g.queries.length).toBeLessThanOrEqual(7);
    const houseQueries = g.queries.filter((q) =>
      /FROM auction_houses t WHERE t\.id = ANY/.test(q.sql),
    );
    expect(houseQueries.length).toBeLessThanOrEqual(2);
    for (const q of g.queries) expect(q.sql).toContain('$');
  });

  it('reads only the columns a query asks for (and the keys its relations and counts need)', async () => {
    g.queries.length = 0;
    const data = await ok(`{
      auction_properties(limit: 3, order_by: [{ guide_price_min: desc }]) {
        title
        auction_house { name }
        ...More
      }
    }
    fragment More on auction_properties { postcode number_of_bids: bedrooms }`);
    expect(data.auction_properties).toHaveLength(3);
    expect(data.auction_properties[0]).toEqual({
      title: expect.any(String),
      auction_house: { name: expect.any(String) },
      postcode: expect.anything(),
      number_of_bids: expect.anything(),
    });
    const lotsSql = g.queries.find((q) => /FROM auction_properties t WHERE/.test(q.sql))!.sql;
    const selected = lotsSql.slice('SELECT '.length, lotsSql.indexOf(' FROM '));
    expect(selected.split(', ').sort()).toEqual(
      [
        't.id AS id',
        't.title AS title',
        't.auction_house_id AS auction_house_id',
        't.postcode AS postcode',
        't.bedrooms AS bedrooms',
      ].sort(),
    );
    expect(lotsSql).not.toContain('description');
    const housesSql = g.queries.find((q) => /FROM auction_houses t WHERE t\.id = ANY/.test(q.sql))!;
    expect(housesSql.sql).toMatch(/^SELECT t\.id AS id, t\.name AS name FROM/);
  });

  it('sends values only as parameters, never inside the SQL text', async () => {
    g.queries.length = 0;
    const evil = "x' OR '1'='1";
    const data = await ok(
      `query ($t: String!) { auction_properties(where: { title: { _eq: $t } }) { id } }`,
      { t: evil },
    );
    expect(data.auction_properties).toEqual([]);
    expect(g.queries.some((q) => q.sql.includes(evil))).toBe(false);
    expect(g.queries.some((q) => q.params.includes(evil))).toBe(true);
  });

  it('execute() runs an operation in process with the same schema and rules', async () => {
    const res = await g.graph.execute<{ auction_houses: { slug: string }[] }>({
      query:
        'query Houses($n: Int) { auction_houses(limit: $n, order_by: { name: asc }) { slug } }',
      variables: { n: 2 },
      operationName: 'Houses',
    });
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data?.auction_houses).toEqual([{ slug: 'allsop' }, { slug: 'pugh-auctions' }]);
    const bad = await g.graph.execute({ query: '{ auction_houses(limit: 101) { slug } }' });
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]?.message).toBe('limit must be at most 100 (got 101).');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('execute() answers every kind of operation exactly as POST /graphql does', async () => {
    const cases: { query: string; variables?: Record<string, unknown> }[] = [
      { query: '{ auction_houses(limit: 2, order_by: { name: asc }) { slug name } }' },
      {
        query: 'query Q($n: Int) { auction_houses(limit: $n) { slug } }',
        variables: { n: 'two' },
      },
      { query: '{ auction_houses(limit: 2) { slug ' },
      { query: '{ auction_houses { no_such_field } }' },
      { query: 'mutation { auction_houses { slug } }' },
      { query: '{ auction_properties(where: { id: { _eq: "x" } }) { id } }' },
    ];
    for (const { query, variables } of cases) {
      const inProcess = await g.graph.execute({ query, variables });
      const http = await request(g.app)
        .post('/graphql')
        .set('accept', 'application/graphql-response+json')
        .send({ query, variables });
      expect({ query, status: inProcess.status }).toEqual({ query, status: http.status });
      expect(inProcess.data ?? null).toEqual(http.body.data ?? null);
      expect((inProcess.errors ?? []).map((e) => [e.message, e.extensions?.code ?? null])).toEqual(
        ((http.body.errors ?? []) as { message: string; extensions?: { code?: string } }[]).map(
          (e) => [e.message, e.extensions?.code ?? null],
        ),
      );
    }
  });
});
