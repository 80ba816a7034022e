import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';
import { resolveSoldPriceFilter } from '#server/areas/sold-price-filter.server';
import { MAX_STREET_NAMES } from '#server/areas/street-names.server';
import { parseSoldPriceQuery } from '#schema/sold-price-query';

/**
 * A street search resolves to the street names it matches (decision 056), kept by a trigger on
 * every write. Whatever the path (a few names, none, too many), the page lists exactly the sales
 * a plain `street ILIKE '%text%'` finds, newest first.
 */
describe.each(testLanes())('sold-price street search (%s)', (lane) => {
  let t: TestDb;
  let g: GraphTestApp;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'street-search' });
    // 100 "… ROAD n" streets (more than MAX_STREET_NAMES share "road"), a few lanes, one with an
    // underscore and a percent sign; two towns.
    await t.db.exec(`
      INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type,
          old_new, duration, street, town_city, ppd_category)
        SELECT '{R' || lpad(i::text, 8, '0') || '}', 100000 + i, date '2020-01-01' + (i % 700),
          (ARRAY['LS6 1AB', 'M20 2CD'])[1 + i % 2], 'T', 'N', 'F',
          CASE WHEN i % 10 = 0 THEN (ARRAY['LANCASTER LANE', 'LANCASTER GATE', 'MILL LANE', '100%_LANE'])[1 + (i / 10) % 4]
               ELSE 'STATION ROAD ' || (i % 100) END,
          (ARRAY['LEEDS', 'MANCHESTER'])[1 + i % 2], 'A'
        FROM generate_series(1, 3000) AS i;
    `);
    g = graphTestApp(t.db);
  }, 120_000);
  afterAll(() => t?.dispose());

  const page = async (params: string) => {
    const query = parseSoldPriceQuery(new URLSearchParams(params));
    const { where } = await resolveSoldPriceFilter(t.db, query);
    g.queries.length = 0;
    const res = await request(g.app)
      .post('/graphql')
      .send({
        query: `query ($w: sold_house_prices_bool_exp) { sold_house_prices(where: $w, order_by: [{ date_of_transfer: desc }], limit: 12) { transaction_id } }`,
        variables: { w: where },
      });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return {
      where,
      sql: g.queries.map((q) => q.sql).join('\n'),
      ids: res.body.data.sold_house_prices.map((r: { transaction_id: string }) => r.transaction_id),
    };
  };
  const plain = async (pattern: string) =>
    (
      await t.db.query<{ transaction_id: string }>(
        `SELECT transaction_id FROM sold_house_prices WHERE street ILIKE $1
          ORDER BY date_of_transfer DESC, transaction_id LIMIT 12`,
        [pattern],
      )
    ).rows.map((r) => r.transaction_id);

  it('every street written is a name, from inserts and from upserts that change it', async () => {
    const names = async () =>
      (await t.db.query<{ name: string }>('SELECT name FROM sold_price_streets ORDER BY name'))
        .rows;
    const streets = async () =>
      (
        await t.db.query<{ name: string }>(
          'SELECT DISTINCT street AS name FROM sold_house_prices ORDER BY 1',
        )
      ).rows;
    // 90 "STATION ROAD n" and 4 lanes.
    expect(await names()).toHaveLength(94);
    expect(await names()).toEqual(await streets());
    await t.db.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, property_type, old_new,
          duration, street, ppd_category)
       VALUES ('{R00000001}', 1, '2020-01-01', 'T', 'N', 'F', 'NEW STREET', 'A')
       ON CONFLICT (transaction_id) DO UPDATE SET street = EXCLUDED.street`,
    );
    expect((await names()).map((r) => r.name)).toContain('NEW STREET');
    expect(await names()).toHaveLength(95);
  });

  it('part of a few street names: those names, one at a time, the same sales as the pattern', async () => {
    const { where, sql, ids } = await page('search=lancaster');
    expect(where).toEqual({
      _and: [{ street: { _in: ['LANCASTER GATE', 'LANCASTER LANE'] } }],
    });
    expect(sql).toContain('CROSS JOIN LATERAL');
    expect(ids).toHaveLength(12);
    expect(ids).toEqual(await plain('%lancaster%'));
  });

  it('with a town: the names, narrowed to the town', async () => {
    const { ids } = await page('search=lane&location=m20');
    const { rows } = await t.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM sold_house_prices WHERE street ILIKE '%lane%'
          AND postcode_district = 'm20' ORDER BY date_of_transfer DESC, transaction_id LIMIT 12`,
    );
    expect(ids).toEqual(rows.map((r) => r.transaction_id));
  });

  it('wildcards in the text are plain characters', async () => {
    const { where, ids } = await page('search=100%25_');
    expect(where).toEqual({ _and: [{ street: { _in: ['100%_LANE'] } }] });
    expect(ids).toEqual(await plain('%100\\%\\_%'));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('no street matches: nothing listed', async () => {
    const { where, ids } = await page('search=nowhere+close');
    expect(where).toEqual({ _and: [{ street: { _in: [] } }] });
    expect(ids).toEqual([]);
  });

  it(`a pattern matching over ${MAX_STREET_NAMES} names filters by the pattern itself`, async () => {
    const { where, ids } = await page('search=road');
    expect(where).toEqual({ _and: [{ street: { _ilike: '%road%' } }] });
    expect(ids).toEqual(await plain('%road%'));
  });
});
